import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from './App';
import { catalogues } from './messages';

describe('editor-host remote', () => {
  it('shows the editor entry and sends the shopper to choose a product', async () => {
    await renderRemote(App, catalogues, { path: '/box/design' });
    expect(screen.getByRole('heading', { level: 1, name: 'Design your box' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Choose a product first' }));
    expect(window.location.pathname).toBe('/products');
  });

  it('is translated to Polish and German', async () => {
    const [en, de, pl] = await Promise.all([catalogues.en!(), catalogues.de!(), catalogues.pl!()]);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    await renderRemote(App, catalogues, { path: '/', locale: 'de-DE' });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestalten Sie Ihre Box' })).toBeInTheDocument();
  });
});
