import type { CatalogueLoaders, Messages } from '@ph/i18n';
import { loadRemoteMessages } from './messages';

describe('loadRemoteMessages', () => {
  it('merges an app catalogue over the UI kit once per locale and package list, and answers the same catalogue after', async () => {
    let loads = 0;
    const app: CatalogueLoaders = {
      en: async (): Promise<Messages> => ((loads += 1), { 'app.title': 'Boxes', 'ui.modal.close': 'Shut' }),
      de: async (): Promise<Messages> => ((loads += 1), { 'app.title': 'Kartons' }),
    };
    const address: CatalogueLoaders = { en: async (): Promise<Messages> => ({ 'address.street': 'Street' }) };
    const first = await loadRemoteMessages(app, 'en-US', [address]);
    expect(first['app.title']).toBe('Boxes');
    expect(first['ui.modal.close']).toBe('Shut');
    expect(first['address.street']).toBe('Street');
    // A package list written out anew at each call is the same list.
    await expect(loadRemoteMessages(app, 'en-US', [address])).resolves.toBe(first);
    expect(loads).toBe(1);
    const german = await loadRemoteMessages(app, 'de-DE', [address]);
    expect(german['app.title']).toBe('Kartons');
    expect(german).not.toBe(first);
    const alone = await loadRemoteMessages(app, 'en-US');
    expect(alone['address.street']).toBeUndefined();
    expect(loads).toBe(3);
  });

  it('does not keep a catalogue that fell back to English because a part failed to load, and loads it again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const app: CatalogueLoaders = {
      en: async (): Promise<Messages> => ({ 'app.title': 'Boxes' }),
      pl: async (): Promise<Messages> => {
        if (fail) throw new Error('chunk failed to load');
        return { 'app.title': 'Pudełka' };
      },
    };
    await expect(loadRemoteMessages(app, 'pl-PL')).resolves.toMatchObject({ 'app.title': 'Boxes' });
    fail = false;
    const polish = await loadRemoteMessages(app, 'pl-PL');
    expect(polish['app.title']).toBe('Pudełka');
    await expect(loadRemoteMessages(app, 'pl-PL')).resolves.toBe(polish);
    error.mockRestore();
  });
});
