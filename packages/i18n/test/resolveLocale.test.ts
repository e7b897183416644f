import { REGION_CODES, type RegionCode } from '@ph/region-config';
import { langOf, LOCALE_TAGS, parseLocale, resolveLocale, UnknownLanguageError, type LocaleTag } from '../src';

describe('resolveLocale', () => {
  it.each<[string, LocaleTag]>([
    ['?locale=pl', 'pl-PL'],
    ['?locale=de', 'de-DE'],
    ['?locale=cs', 'cs-CZ'],
    ['?locale=sv', 'sv-SE'],
    ['?locale=en', 'en-US'],
    ['?locale=PL', 'pl-PL'],
    ['locale=fr', 'fr-FR'],
    ['?utm_source=x&locale=it&y=1', 'it-IT'],
  ])('takes a language from the query: %s → %s', (search, tag) => {
    expect(resolveLocale({ search, region: 'gb' })).toBe(tag);
  });

  it.each<[string, LocaleTag]>([
    ['?locale=pl-PL', 'pl-PL'],
    ['?locale=nl-NL', 'nl-NL'],
    ['?locale=ro-ro', 'ro-RO'],
    ['?locale=es_ES', 'es-ES'],
    ['?locale=en-EN', 'en-US'],
    ['?locale=%20de-DE%20', 'de-DE'],
  ])('takes a tag from the query: %s → %s', (search, tag) => {
    expect(resolveLocale({ search, region: 'pl' })).toBe(tag);
  });

  it.each(['?locale=pt', '?locale=pt-BR', '?locale=PT-pt', '?locale=pt_AO'])('forces Portuguese to pt-PT: %s', (search) => {
    expect(resolveLocale({ search, region: 'de' })).toBe('pt-PT');
  });

  const REGION_DEFAULTS: Record<RegionCode, LocaleTag> = {
    eu: 'en-US', gb: 'en-US', pl: 'pl-PL', de: 'de-DE', at: 'de-DE', ch: 'de-DE', no: 'en-US', cz: 'cs-CZ',
    fr: 'fr-FR', it: 'it-IT', es: 'es-ES', nl: 'nl-NL', ro: 'ro-RO', se: 'sv-SE', us: 'en-US',
  };
  it.each(REGION_CODES)('uses the language of region %s without a query', (region) => {
    expect(resolveLocale({ search: '', region })).toBe(REGION_DEFAULTS[region]);
    expect(resolveLocale({ search: '?locale=', region })).toBe(REGION_DEFAULTS[region]);
    expect(resolveLocale({ search: '?other=pl', region })).toBe(REGION_DEFAULTS[region]);
  });

  it.each([
    ['?locale=xx', 'Unknown language xx of language-tag xx'],
    ['?locale=en-GB', 'Unknown language en of language-tag en-GB'],
    ['?locale=klingon', 'Unknown language klingon of language-tag klingon'],
    ['?locale=zh-Hant-TW', 'Unknown language zh of language-tag zh-Hant-TW'],
    ['?locale=pl-PL-x', 'Unknown language pl of language-tag pl-PL-x'],
  ])('rejects %s with the spec message', (search, message) => {
    expect(() => resolveLocale({ search, region: 'eu' })).toThrow(UnknownLanguageError);
    expect(() => resolveLocale({ search, region: 'eu' })).toThrow(message);
  });

  it('rejects an unknown region', () => {
    expect(() => resolveLocale({ search: '', region: 'xx' as RegionCode })).toThrow('Unknown region "xx"');
  });
});

describe('parseLocale and langOf', () => {
  it('maps every tag to itself and to its language', () => {
    for (const tag of LOCALE_TAGS) {
      expect(parseLocale(tag)).toBe(tag);
      expect(parseLocale(langOf(tag))).toBe(tag);
    }
    expect(LOCALE_TAGS).toEqual(['cs-CZ', 'de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'pl-PL', 'pt-PT', 'sv-SE', 'ro-RO', 'nl-NL']);
    expect(langOf('sv-SE')).toBe('sv');
    expect(langOf('cs-CZ')).toBe('cs');
  });
});
