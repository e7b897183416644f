// The order page's timeline, tracking links, estimated delivery and cancellation (OrderTracking), on
// both of its addresses; "Order Viewed" and "Order Updated" only after analytics consent.
import { screen, within } from '@testing-library/react';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder, makeTimeline, signInAs } from '../../test/fakeApi';

const base = makeTimeline;

it('shows each step, the tracking link and the estimated delivery date in the store\'s date pattern, on /order/{n}/details too', async () => {
  const api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = signInAs(api);
  api.orders.set(user.id, [makeOrder({ number: 'R200000001', region: 'eu' })]);
  api.timelines.set('R200000001', base());
  const { unmount } = await renderRemote(App, catalogues, { path: '/account/orders/R200000001' });
  const section = await screen.findByRole('region', { name: 'Delivery and progress' });
  const steps = within(within(section).getByRole('list')).getAllByRole('listitem');
  expect(steps.map((s) => s.querySelector('span')?.textContent)).toEqual(['Order placed', 'Artwork approved', 'In production', 'Shipped with DPD']);
  expect(within(section).getByRole('link', { name: 'Track parcel 01234567890123' })).toHaveAttribute('href', 'https://tracking.dpd.de/parcelstatus?query=01234567890123');
  // The eu store writes dates dd/MM/yyyy.
  expect(within(section).getByText('Estimated delivery: 25/03/2026 – 27/03/2026')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  unmount();
  // The specification's address shows the same view instead of "not available".
  await renderRemote(App, catalogues, { path: '/order/R200000001/details' });
  expect(await screen.findByRole('link', { name: 'Track parcel 01234567890123' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Order R200000001' })).toBeInTheDocument();
});

