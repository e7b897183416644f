import { languageToRegion, mapRegionCookie, regionForHostname, resolveRegion, storeOrigin, type RegionCode } from '../src';

describe('mapRegionCookie (docs/domain.md#regions-languages-and-routes)', () => {
  it.each([
    ['uk', 'GB'],
    ['UK', 'GB'],
    ['en', 'GB'],
    ['EN', 'GB'],
    ['cs', 'CZ'],
    ['el', 'GR'],
    ['pl', 'PL'],
    [' de ', 'DE'],
    ['Gb', 'GB'],
  ])('%p → %p', (value, expected) => {
    expect(mapRegionCookie(value)).toBe(expected);
  });
  it.each([null, undefined, '', '  '])('%p → null', (value) => {
    expect(mapRegionCookie(value)).toBeNull();
  });
});

describe('languageToRegion', () => {
  it.each([
    ['en', 'eu'],
    ['cs', 'cz'],
    ['sv', 'se'],
    ['pl', 'pl'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['it', 'it'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['ro', 'ro'],
    ['pt', 'eu'],
    ['nb', 'no'],
    ['PL-pl', 'pl'],
    ['sv_SE', 'se'],
  ])('%p → %p', (lang, region) => {
    expect(languageToRegion(lang)).toBe(region);
  });
  it.each(['xx', '', 'toString', 'constructor'])('%p has no region', (lang) => {
    expect(languageToRegion(lang)).toBeUndefined();
  });
});

describe('resolveRegion', () => {
  describe('path-based regions', () => {
    it.each([
      ['/nl-nl', 'nl', '/nl-nl'],
      ['/nl-nl/', 'nl', '/nl-nl'],
      ['/nl-nl/cart/', 'nl', '/nl-nl'],
      ['/ro-ro/account/orders', 'ro', '/ro-ro'],
      ['/sv-se/box/design', 'se', '/sv-se'],
      ['/en-us/', 'us', '/en-us'],
      ['/EN-US/cart', 'us', '/en-us'],
    ])('%s → %s', (pathname, region, pathPrefix) => {
      expect(resolveRegion({ hostname: 'packhelp.com', pathname })).toEqual({ region, pathPrefix });
    });
    it('the path wins over the host and the cookie', () => {
      expect(resolveRegion({ hostname: 'packhelp.pl', pathname: '/nl-nl/cart/', regionCookie: 'de' })).toEqual({ region: 'nl', pathPrefix: '/nl-nl' });
    });
    it('a segment that only starts like a prefix is not one', () => {
      expect(resolveRegion({ hostname: 'packhelp.com', pathname: '/nl-nlx/cart' })).toEqual({ region: 'eu', pathPrefix: '' });
      expect(resolveRegion({ hostname: 'packhelp.com', pathname: '/cart/nl-nl' })).toEqual({ region: 'eu', pathPrefix: '' });
    });
  });

  describe('domain table', () => {
    it.each<[string, RegionCode]>([
      ['packhelp.com', 'eu'],
      ['www.packhelp.com', 'eu'],
      ['packhelp.co.uk', 'gb'],
      ['app.packhelp.co.uk', 'gb'],
      ['packhelp.pl', 'pl'],
      ['packhelp.de', 'de'],
      ['packhelp.at', 'at'],
      ['packhelp.ch', 'ch'],
      ['packhelp.no', 'no'],
      ['packhelp.cz', 'cz'],
      ['packhelp.fr', 'fr'],
      ['packhelp.it', 'it'],
      ['packhelp.es', 'es'],
      ['WWW.Packhelp.ES', 'es'],
      ['packhelp.pl:8443', 'pl'],
      ['packhelp.de.', 'de'],
    ])('%s → %s', (hostname, region) => {
      expect(resolveRegion({ hostname, pathname: '/cart/', regionCookie: 'se' })).toEqual({ region, pathPrefix: '' });
      expect(regionForHostname(hostname)).toBe(region);
    });
    it.each(['notpackhelp.pl', 'packhelp.pl.evil.example', 'packhelp.uk', 'localhost', '127.0.0.1'])('%s is not a store host', (hostname) => {
      expect(regionForHostname(hostname)).toBeUndefined();
    });
  });

  describe('region cookie (hosts outside the table)', () => {
    it.each<[string, RegionCode, string]>([
      ['pl', 'pl', ''],
      ['PL', 'pl', ''],
      ['UK', 'gb', ''],
      ['EN', 'gb', ''],
      ['cs', 'cz', ''],
      ['de', 'de', ''],
      ['nl', 'nl', '/nl-nl'],
      ['SE', 'se', '/sv-se'],
      ['us', 'us', '/en-us'],
    ])('cookie %p → %s', (regionCookie, region, pathPrefix) => {
      expect(resolveRegion({ hostname: 'localhost', pathname: '/', regionCookie })).toEqual({ region, pathPrefix });
    });
    it.each(['EL', 'gr', 'xx', 'toString', ''])('ignores cookie %p that names no region', (regionCookie) => {
      expect(resolveRegion({ hostname: 'localhost', pathname: '/cart/', regionCookie })).toEqual({ region: 'eu', pathPrefix: '' });
    });
    it('is not consulted on a store host', () => {
      expect(resolveRegion({ hostname: 'packhelp.com', pathname: '/', regionCookie: 'pl' }).region).toBe('eu');
    });
  });

  it('falls back to eu', () => {
    expect(resolveRegion({ hostname: 'localhost', pathname: '/' })).toEqual({ region: 'eu', pathPrefix: '' });
    expect(resolveRegion({ hostname: '', pathname: '', regionCookie: null })).toEqual({ region: 'eu', pathPrefix: '' });
  });
});

describe('storeOrigin', () => {
  it('sends a store’s links to its own domain when the API runs on a production domain', () => {
    expect(storeOrigin('https://packhelp.com/', 'pl')).toBe('https://packhelp.pl');
    expect(storeOrigin('https://app.packhelp.de', 'nl')).toBe('https://packhelp.com');
    expect(storeOrigin('https://packhelp.com', 'gb')).toBe('https://packhelp.co.uk');
  });
  it('keeps a local or preview origin, where the region cookie picks the store', () => {
    expect(storeOrigin('http://localhost:3000/', 'pl')).toBe('http://localhost:3000');
    expect(storeOrigin('https://preview.example.test', 'de')).toBe('https://preview.example.test');
    expect(storeOrigin('not a url', 'de')).toBe('not a url');
  });
});
