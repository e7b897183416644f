// Cancelling from the order page (OrderTracking): the confirmation says what goes back and how, Escape
// closes it, the page then shows the cancellation and the refund. Its own file: a tracker keeps the
// events it holds for consent across tests of one page ("Order Viewed", "Order Updated").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, makeTimeline, signInAs } from '../../test/fakeApi';

const base = makeTimeline;

it('cancels after a confirmation that says what goes back and how; Escape closes it; events after consent', async () => {
  const api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const tracked = () => api.calls('POST', /segment_proxies\/track$/).map((r) => r.body as { event: string; properties: Record<string, unknown> });
  const user = signInAs(api);
  api.orders.set(user.id, [makeOrder({ number: 'R200000001', region: 'eu', fulfillment_state: 'artwork_check' })]);
  api.timelines.set('R200000001', base({
    fulfillment_state: 'artwork_check',
    timeline: base().timeline.slice(0, 1),
    shipments: [],
    estimated_delivery: { min_date: '2026-04-03', max_date: '2026-04-07', ship_date: '2026-03-31', basis: 'awaiting_artwork', production_days: 21, express_days_saved: 0 },
    cancel: { allowed: true, refunds: [{ method: 'card', way: 'gateway', amount: 14145, currency: 'EUR' }, { method: 'wallet', way: 'wallet', amount: 1000, currency: 'EUR' }] },
  }));
  await renderRemote(App, catalogues, { path: '/account/orders/R200000001' });
  const open = await screen.findByRole('button', { name: 'Cancel order' });
  await userEvent.click(open);
  let dialog = await screen.findByRole('dialog', { name: 'Cancel order R200000001?' });
  expect(dialog).toHaveTextContent('€141.45 goes back to the card or account you paid with');
  expect(dialog).toHaveTextContent('€10.00 goes back to your store credit at once.');
  // Focus is inside the dialog; Escape closes it and nothing is canceled.
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls('POST', /cancel$/)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  dialog = await screen.findByRole('dialog', { name: 'Cancel order R200000001?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await screen.findByText('Your order is canceled.')).toBeInTheDocument();
  const section = screen.getByRole('region', { name: 'Delivery and progress' });
  await within(section).findByText('Order canceled');
  expect(within(section).getByText('Refund of €141.45 (refunded)')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

  // Nothing was sent before consent; once given, the page's events go out in order.
  expect(tracked()).toHaveLength(0);
  announceConsentRecorded(window, 1, consentManagerFor(window).acceptAll().consentId);
  await waitFor(() => expect(tracked().map((e) => e.event)).toEqual(['Order Viewed', 'Order Updated']));
  expect(tracked()[1]!.properties).toMatchObject({ order_number: 'R200000001', state: 'canceled' });
});
