import { HOST_REGIONS, LANGUAGE_CODES, LANGUAGE_TAGS } from '@ph/region-config';
import { formatLite } from './intl-lite';
import { LANGS, loadCatalogue, resolveLang, tagFor } from './locale';
import { HOSTS, regionFor } from './region';

describe('standalone bundle helpers', () => {
  it("the host table matches region-config's own-domain stores", () => {
    expect(new Map(HOSTS)).toEqual(new Map(HOST_REGIONS));
  });

  it("the language list and tags match region-config's (kept apart only to keep the bundle small)", () => {
    expect([...LANGS]).toEqual([...LANGUAGE_CODES]);
    expect(LANGS.map(tagFor)).toEqual([...LANGUAGE_TAGS]);
  });

  it('finds the store and main domain of a landing host, eu elsewhere', () => {
    expect(regionFor(null, 'landing.packhelp.pl')).toEqual({ region: 'pl', mainDomain: 'packhelp.pl' });
    expect(regionFor(null, 'localhost')).toEqual({ region: 'eu', mainDomain: 'packhelp.com' });
    expect(regionFor('de', 'localhost')).toEqual({ region: 'de', mainDomain: 'packhelp.de' });
  });

  it('resolves the page language, English for anything unknown', async () => {
    expect(resolveLang('pl-PL')).toBe('pl');
    expect(resolveLang('pt_BR')).toBe('pt');
    expect(resolveLang('ja')).toBe('en');
    expect(resolveLang(null)).toBe('en');
    expect(tagFor('sv')).toBe('sv-SE');
    expect((await loadCatalogue('de'))['consent.banner.rejectAll']).toBe('Alle ablehnen');
  });

  it('formats {name} arguments like react-intl for simple messages', () => {
    expect(formatLite('Allow {category}', { category: 'Advertising' })).toBe('Allow Advertising');
    expect(formatLite('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
