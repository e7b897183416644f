import { resolveShellContext } from './context';

const at = (href: string) => {
  const u = new URL(href);
  return { hostname: u.hostname, pathname: u.pathname, search: u.search };
};

describe('shell context', () => {
  afterEach(() => {
    document.cookie = 'ph_region=; max-age=0; path=/';
  });

  it('falls back to eu in English', () => {
    expect(resolveShellContext(at('http://localhost:3000/'))).toEqual({ region: 'eu', pathPrefix: '', locale: 'en-US' });
  });

  it('takes a path-based region from its prefix', () => {
    expect(resolveShellContext(at('http://localhost:3000/sv-se/cart/'))).toEqual({
      region: 'se',
      pathPrefix: '/sv-se',
      locale: 'sv-SE',
    });
  });

  it('uses the region cookie, mapped, where no path or domain decides', () => {
    document.cookie = 'ph_region=UK; path=/';
    expect(resolveShellContext(at('http://localhost:3000/')).region).toBe('gb');
  });

  it('lets ?locale= choose the language within the region', () => {
    expect(resolveShellContext(at('http://localhost:3000/?locale=de-DE')).locale).toBe('de-DE');
    expect(resolveShellContext(at('http://localhost:3000/?locale=pt')).locale).toBe('pt-PT');
  });
});

describe('an unknown ?locale=', () => {
  it("is rejected with the spec's message and the page keeps the region's language", () => {
    const ctx = resolveShellContext(at('http://localhost:3000/pl-pl-x?locale=tlh'));
    expect(ctx.locale).toBe('en-US');
    expect(ctx.rejectedLocale?.requested).toBe('tlh');
    expect(ctx.rejectedLocale?.error.message).toBe('Unknown language tlh of language-tag tlh');
    expect(resolveShellContext(at('http://localhost:3000/sv-se/?locale=en-GB'))).toMatchObject({ locale: 'sv-SE', rejectedLocale: { requested: 'en-GB' } });
  });
});

describe('?locale=en-XA in a production build', () => {
  const env = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it("is refused like any unknown tag unless the page's host allows the pseudo-locale", () => {
    expect(resolveShellContext(at('http://localhost:3000/cart/?locale=en-XA'))).toMatchObject({ locale: 'en-US', rejectedLocale: { requested: 'en-XA' } });
    expect(resolveShellContext(at('http://localhost:3000/cart/?locale=en-XA'), { pseudoLocale: false }).locale).toBe('en-US');
    expect(resolveShellContext(at('http://localhost:3000/cart/?locale=en-XA'), { pseudoLocale: true })).toEqual({ region: 'eu', pathPrefix: '', locale: 'en-XA' });
  });
});
