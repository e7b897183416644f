import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeDesign, signInAs } from '../../test/fakeApi';

// Its own file: a tracker keeps the events it holds for consent across tests of one page.
it('tracks shared, duplicated and deleted designs once analytics consent is given', async () => {
  const api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const tracked = () => api.calls('POST', /segment_proxies\/track$/).map((r) => r.body as { event: string; properties: Record<string, unknown> });
  const card = (name: string) => screen.getByRole('article', { name });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true });
  const user = signInAs(api);
  api.designs.set(user.id, [makeDesign({ id: 'd1', name: 'Spring mailer' }), makeDesign({ id: 'd2', name: 'Gift box' })]);
  await renderRemote(App, catalogues, { path: '/account/boxes' });
  await userEvent.click(within(await screen.findByRole('article', { name: 'Spring mailer' })).getByRole('button', { name: 'Share' }));
  await screen.findByRole('textbox', { name: 'Link to the design' });
  await userEvent.keyboard('{Escape}');
  await userEvent.click(within(card('Gift box')).getByRole('button', { name: 'Duplicate' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate' }));
  await screen.findByRole('article', { name: 'Copy of Gift box' });
  await userEvent.click(within(card('Gift box')).getByRole('button', { name: 'Delete' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete the design' }));
  await screen.findByText('“Gift box” is deleted.');
  expect(tracked()).toHaveLength(0);

  // The visitor accepts and the consent remote records the answer, as on the page.
  announceConsentRecorded(window, 1, consentManagerFor(window).acceptAll().consentId);
  await waitFor(() => expect(tracked().map((e) => e.event)).toHaveLength(3));
  expect(tracked().map((e) => e.event)).toEqual(['Design Shared', 'Design Duplicated', 'Design Deleted']);
  expect(tracked()[0]!.properties).toEqual({ source: 'dashboard', design_id: 'd1' });
  expect(tracked()[1]!.properties).toMatchObject({ source: 'dashboard', design_id: 'd2', shared: false });
  expect(tracked()[2]!.properties).toEqual({ source: 'dashboard', design_id: 'd2' });
});
