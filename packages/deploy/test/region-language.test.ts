// The edge's answer to the header's store and language panel sent as a plain form (src/region-language.js):
// the same destination as the shell's own switch, the region cookie for another store, and a clear 400
// (nothing remembered) for a store, language or return address that is not the site's.
// The shell's form names the address through @ph/contracts.
import { REGION_LANGUAGE_PATH as CONTRACT_PATH } from '../../contracts/src/http';
import { REGION_LANGUAGE_PATH, regionLanguageAnswer, type SwitchTable } from '../src/region-language.js';

const routes = { root: '/', productSelect: '/products', category: '/packaging/:category', productPage: '/products/:productType' };
const table: SwitchTable = {
  fallback: 'eu',
  cookie: 'ph_region',
  cookieMaxAgeS: 31_536_000,
  locales: ['cs-CZ', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-PT', 'sv-SE', 'ro-RO', 'nl-NL'],
  stores: [
    { region: 'eu', prefix: '', host: 'packhelp.com', apiRegion: 'eu', lang: 'en', languageTag: 'en-US', home: '/', routes },
    { region: 'de', prefix: '', host: 'packhelp.de', apiRegion: 'eu', lang: 'de', languageTag: 'de-DE', home: '/', routes },
    { region: 'nl', prefix: '/nl-nl', host: 'packhelp.com', apiRegion: 'eu', lang: 'nl', languageTag: 'nl-NL', home: '/nl-nl/', routes },
  ],
};
const ask = (query: string, cookie = '') => regionLanguageAnswer(new URL(`http://localhost${REGION_LANGUAGE_PATH}?${query}`), { hostname: 'localhost', cookie }, table);

describe('the edge’s store and language switch', () => {
  it('answers at the address the panel’s form is sent to', () => {
    expect(REGION_LANGUAGE_PATH).toBe(CONTRACT_PATH);
  });

  it('keeps the page and its query when only the language changes', () => {
    const answer = ask(`region=eu&locale=de-DE&back=${encodeURIComponent('/products/mailer-box?quantity=500')}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/products/mailer-box?quantity=500&locale=de-DE');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('remembers another store in the region cookie and goes to its home page, in its own language without ?locale=', () => {
    const answer = ask('region=de&locale=de-DE&back=%2Fcart%2F');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']).toBe('ph_region=DE; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('names another language of the chosen store, and a path-based store’s prefix', () => {
    expect(ask('region=de&locale=en-US&back=%2F').headers.location).toBe('/?locale=en-US');
    expect(ask('region=nl&locale=nl-NL&back=%2F').headers.location).toBe('/nl-nl/');
  });

  it('knows the store the page was in from the cookie, as the page did', () => {
    // Sent from the German store (by its cookie): German is the page's store, so only the language changes.
    expect(ask('region=de&locale=en-US&back=%2Fcart%2F', 'ph_region=de').headers.location).toBe('/cart/?locale=en-US');
  });

  it('never sends the visitor to another site by a path the URL parser reads as one', () => {
    // `/.//evil.example` passes for a path, but is the path `//evil.example`, which a browser reads as a host.
    for (const back of ['/.//evil.example/x', '/./\\evil.example', '/%09/evil.example']) {
      const answer = ask(`region=eu&locale=de-DE&back=${encodeURIComponent(back)}`);
      if (answer.status === 400) continue;
      expect(answer.headers.location).toMatch(/^\/[^/\\]/);
    }
    expect(ask(`region=eu&locale=de-DE&back=${encodeURIComponent('/.//evil.example/x')}`).headers.location).toBe('/evil.example/x?locale=de-DE');
    expect(ask(`region=eu&locale=de-DE&back=${encodeURIComponent('/\t/evil.example')}`).status).toBe(400);
  });

  it.each([
    ['region=xx&locale=en-US&back=%2F', /Unknown store "xx"/],
    ['locale=en-US&back=%2F', /Unknown store ""/],
    ['region=de&locale=klingon&back=%2F', /Unknown language "klingon"/],
    ['region=de&locale=de-DE&back=https%3A%2F%2Fevil.example%2F', /"back" must be a path on this site/],
    ['region=de&locale=de-DE&back=%2F%2Fevil.example%2F', /"back" must be a path on this site/],
    ['region=de&locale=de-DE&back=%2F%5Cevil.example', /"back" must be a path on this site/],
  ])('refuses %s with a 400 that says why, and remembers nothing', (query, message) => {
    const answer = ask(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(message);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers.location).toBeUndefined();
  });
});
