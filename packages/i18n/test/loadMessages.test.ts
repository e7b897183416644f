import { loadCatalogue, loadMessages, mergeCatalogueLoaders, type CatalogueLoaders } from '../src';

describe('loadMessages', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  const en = { greeting: 'Hello' };
  const pl = { greeting: 'Cześć' };

  it('loads only the active language', async () => {
    const loadEn = jest.fn(async () => en);
    const loadPl = jest.fn(async () => pl);
    await expect(loadMessages({ en: loadEn, pl: loadPl }, 'pl-PL')).resolves.toEqual(pl);
    expect(loadEn).not.toHaveBeenCalled();
  });

  it('unwraps a module namespace from a dynamic JSON import', async () => {
    await expect(loadMessages({ pl: async () => ({ default: pl }) }, 'pl-PL')).resolves.toEqual(pl);
  });

  it('keeps a catalogue that happens to have a "default" message', async () => {
    const catalogue = { default: 'Default label', other: 'x' };
    await expect(loadMessages({ en: async () => catalogue }, 'en-US')).resolves.toEqual(catalogue);
  });

  it('falls back to en when the language has no catalogue', async () => {
    await expect(loadMessages({ en: async () => en }, 'ro-RO')).resolves.toEqual(en);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('logs a failing load and falls back to en', async () => {
    const loaders: CatalogueLoaders = {
      en: async () => en,
      de: async () => {
        throw new Error('ChunkLoadError');
      },
    };
    await expect(loadMessages(loaders, 'de-DE')).resolves.toEqual(en);
    expect(errorSpy).toHaveBeenCalledWith('failed to load a language', expect.objectContaining({ lang: 'de' }));
  });

  it('gives an empty catalogue (default messages) when en is missing or fails too', async () => {
    await expect(loadMessages({}, 'fr-FR')).resolves.toEqual({});
    const failing = async (): Promise<never> => {
      throw new Error('offline');
    };
    await expect(loadMessages({ en: failing, fr: failing }, 'fr-FR')).resolves.toEqual({});
    expect(errorSpy).toHaveBeenCalledTimes(2);
    await expect(loadMessages({ en: failing }, 'en-US')).resolves.toEqual({});
    expect(errorSpy).toHaveBeenCalledTimes(3);
  });
});

describe('loadCatalogue', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('says a catalogue is complete when every loader it needed loaded, a missing language included', async () => {
    await expect(loadCatalogue({ en: async () => ({ a: 'A' }), pl: async () => ({ a: 'Ą' }) }, 'pl-PL')).resolves.toEqual({ messages: { a: 'Ą' }, complete: true });
    await expect(loadCatalogue({ en: async () => ({ a: 'A' }) }, 'de-DE')).resolves.toEqual({ messages: { a: 'A' }, complete: true });
  });

  it('says it is not when a loader failed and the catalogue fell back, English or empty', async () => {
    const lost = async (): Promise<never> => {
      throw new Error('chunk lost');
    };
    await expect(loadCatalogue({ en: async () => ({ a: 'A' }), pl: lost }, 'pl-PL')).resolves.toEqual({ messages: { a: 'A' }, complete: false });
    await expect(loadCatalogue({ en: lost }, 'de-DE')).resolves.toEqual({ messages: {}, complete: false });
    await expect(loadCatalogue({ en: lost }, 'en-US')).resolves.toEqual({ messages: {}, complete: false });
  });
});

describe('mergeCatalogueLoaders', () => {
  const calls: string[] = [];
  const loader = (name: string, messages: Record<string, string>) => () => {
    calls.push(name);
    return Promise.resolve({ default: messages });
  };
  const pkg: CatalogueLoaders = { en: loader('pkg.en', { a: 'Hello', b: 'Package' }), pl: loader('pkg.pl', { a: 'Cześć', b: 'Pakiet' }) };
  const app: CatalogueLoaders = { en: loader('app.en', { b: 'App', c: 'Only the app' }), de: loader('app.de', { b: 'Anwendung', c: 'Nur die App' }) };
  beforeEach(() => calls.splice(0));

  it('merges the parts of the active language only, later parts winning', async () => {
    await expect(loadMessages(mergeCatalogueLoaders(pkg, app), 'de-DE')).resolves.toEqual({ a: 'Hello', b: 'Anwendung', c: 'Nur die App' });
    // The package has no German: its English stands in; nothing of Polish is fetched.
    expect(calls.sort()).toEqual(['app.de', 'pkg.en']);
  });

  it('offers every language one of the parts has', async () => {
    expect(Object.keys(mergeCatalogueLoaders(pkg, app)).sort()).toEqual(['de', 'en', 'pl']);
    await expect(loadMessages(mergeCatalogueLoaders(pkg, app), 'pl-PL')).resolves.toEqual({ a: 'Cześć', b: 'App', c: 'Only the app' });
  });
});
