import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeDesign, signInAs, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const serverError = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', code: 'internal_error', message: 'boom' } };

const card = (name: string) => screen.getByRole('article', { name });

async function openWith(designs = [makeDesign()]) {
  const user = signInAs(api);
  api.designs.set(user.id, designs);
  await renderRemote(App, catalogues, { path: '/account/boxes' });
  await screen.findByRole('heading', { level: 2, name: 'Your designs' });
  return user;
}

describe('saved designs', () => {
  it('sends an anonymous visitor to sign in first', async () => {
    await renderRemote(App, catalogues, { path: '/account/boxes' });
    await waitFor(() => expect(window.location.pathname).toBe('/sign_in/'));
    expect(window.location.search).toBe(`?return_to=${encodeURIComponent('/account/boxes')}`);
  });

  it('shows the empty state with a way to start designing, and the side navigation entry', async () => {
    await openWith([]);
    expect(await screen.findByRole('heading', { name: 'You have no saved designs yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a box to design' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Designs' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists each design with its size, status and a link into the editor', async () => {
    await openWith([
      makeDesign({ id: 'd-new', name: 'Spring mailer', shared: true }),
      makeDesign({ id: 'd-old', name: 'Winter draft', status: 'draft', size: { length: 200, width: 150, height: 80 } }),
    ]);
    const spring = await screen.findByRole('article', { name: 'Spring mailer' });
    expect(spring).toHaveTextContent('Inner size 147 × 107 × 37 mm');
    expect(spring).toHaveTextContent('Last changed Mar 5, 2026');
    expect(within(spring).getByText('Saved')).toBeInTheDocument();
    expect(within(spring).getByText('Shared')).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: 'Open in the editor' })).toHaveAttribute('href', '/box/d-new');
    expect(within(card('Winter draft')).getByText('Draft')).toBeInTheDocument();
    expect(card('Winter draft')).toHaveTextContent('Inner size 200 × 150 × 80 mm');
    expect(api.calls('GET', /^box_designs\/mine$/)[0]?.query.get('per_page')).toBe('100');
  });

  it('says how many designs are not shown when there are more than one page', async () => {
    const user = signInAs(api);
    api.designs.set(user.id, Array.from({ length: 102 }, (_, i) => makeDesign({ id: `d-${i}`, name: `Design ${i}` })));
    await renderRemote(App, catalogues, { path: '/account/boxes' });
    expect(await screen.findByText('Showing the 100 most recently changed of your 102 designs.')).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    signInAs(api);
    let fail = true;
    api.on('GET', /^box_designs\/mine$/, () => (fail ? serverError : { status: 200, body: { box_designs: [], count: 0 } }));
    await renderRemote(App, catalogues, { path: '/account/boxes' });
    expect(await screen.findByRole('heading', { name: 'Your designs could not be loaded' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'You have no saved designs yet.' })).toBeInTheDocument();
  });
});

describe('design dialogs', () => {
  it('deletes a design after confirming, and Escape cancels without deleting', async () => {
    const user = await openWith([makeDesign({ id: 'd1', name: 'Spring mailer' }), makeDesign({ id: 'd2', name: 'Gift box' })]);
    const deleteButton = within(await screen.findByRole('article', { name: 'Spring mailer' })).getByRole('button', { name: 'Delete' });
    await userEvent.click(deleteButton);
    let dialog = screen.getByRole('dialog', { name: 'Delete this design?' });
    expect(dialog).toHaveTextContent('“Spring mailer” will be deleted for good.');
    // Cancel has the focus: Enter on an unexpected dialog never deletes.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(api.calls('DELETE', /^box_designs\//)).toHaveLength(0);

    await userEvent.click(deleteButton);
    dialog = screen.getByRole('dialog', { name: 'Delete this design?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the design' }));
    expect(await screen.findByText('“Spring mailer” is deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spring mailer' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Gift box' })).toBeInTheDocument();
    expect(api.designs.get(user.id)?.map((d) => d.id)).toEqual(['d2']);
  });

  it('keeps a design that is in the cart and says why', async () => {
    await openWith([makeDesign({ id: 'd1', name: 'Spring mailer' })]);
    api.designsInCart.add('d1');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Spring mailer' })).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the design' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This design is in your cart. Remove it from the cart first, then delete the design.');
    expect(screen.getByRole('dialog', { name: 'Delete this design?' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Spring mailer' })).toBeInTheDocument();
  });

  it('duplicates under a name the shopper may change, and refuses an empty name', async () => {
    const user = await openWith([makeDesign({ id: 'd1', name: 'Spring mailer' })]);
    await userEvent.click(within(await screen.findByRole('article', { name: 'Spring mailer' })).getByRole('button', { name: 'Duplicate' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate the design' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Copy of Spring mailer');
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(within(dialog).getByText('Please give the copy a name.')).toBeInTheDocument();
    expect(api.calls('POST', /duplicate$/)).toHaveLength(0);

    await userEvent.type(name, 'Summer mailer{Enter}');
    expect(await screen.findByText('“Summer mailer” is added to your designs.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const copy = screen.getByRole('article', { name: 'Summer mailer' });
    expect(within(copy).getByText('Draft')).toBeInTheDocument();
    expect(api.designs.get(user.id)?.map((d) => d.name)).toEqual(['Summer mailer', 'Spring mailer']);
    expect(api.calls('POST', /duplicate$/)[0]?.body).toEqual({ name: 'Summer mailer' });
  });

  it('shares a read-only link that opens the design in the editor, and copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openWith([makeDesign({ id: 'd1', name: 'Spring mailer' })]);
    await userEvent.click(within(await screen.findByRole('article', { name: 'Spring mailer' })).getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share the design' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link to the design' });
    expect(link).toHaveValue(`${window.location.origin}/box/d1?share=share-d1`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/box/d1?share=share-d1`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link is copied.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('Spring mailer')).getByText('Shared')).toBeInTheDocument();
  });

  it('offers to try again when the link cannot be made, and says when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    await openWith([makeDesign({ id: 'd1', name: 'Spring mailer' })]);
    let fail = true;
    api.on('POST', /^box_designs\/d1\/share$/, () => (fail ? serverError : { status: 200, body: { share_token: 'tok', share_url: 'x' } }));
    await userEvent.click(within(await screen.findByRole('article', { name: 'Spring mailer' })).getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share the design' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link to the design' })).toHaveValue(`${window.location.origin}/box/d1?share=tok`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the link' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link could not be copied; select it and copy it yourself.');
  });
});
