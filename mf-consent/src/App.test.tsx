import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, EVENTS } from '@ph/contracts';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from './App';
import { catalogues } from './messages';

describe('consent remote', () => {
  it('shows nothing until ph-cookie-consent-open, then a dialog that closes on Escape', async () => {
    await renderRemote(App, catalogues);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => dispatch(EVENTS.cookieConsentOpen, { source: 'test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is translated to Polish and German', async () => {
    const [en, de, pl] = await Promise.all([catalogues.en!(), catalogues.de!(), catalogues.pl!()]);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
  });
});
