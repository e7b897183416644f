import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import { requestCheckoutStart } from '@ph/contracts';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder } from '../../test/fakeApi';

/** The visitor accepts and the consent remote records the answer on the server, as on the page. */
function acceptAndRecord() {
  const answer = consentManagerFor(window).acceptAll();
  announceConsentRecorded(window, 1, answer.consentId);
}

it('sends cart and coupon events only after analytics consent has been recorded, then the buffered ones', async () => {
  const api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.orders.push(makeOrder());
  await renderRemote(App, catalogues, { path: '/cart/' });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'NOPE{Enter}');
  await screen.findByRole('alert');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Discount code' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'SAVE10{Enter}');
  await screen.findByText('Discount code SAVE10 applied.');
  expect(api.calls('POST', /segment_proxies\/track$/)).toHaveLength(0);

  // Accepted but not yet recorded by the consent remote: the server would refuse the events (403
  // consent_required), so they wait.
  const answer = consentManagerFor(window).acceptAll();
  await new Promise((r) => setTimeout(r, 50));
  expect(api.calls('POST', /segment_proxies\/track$/)).toHaveLength(0);
  announceConsentRecorded(window, 1, answer.consentId);
  await waitFor(() => expect(api.calls('POST', /segment_proxies\/track$/).length).toBeGreaterThanOrEqual(5));
  const events = api.calls('POST', /segment_proxies\/track$/).map((r) => r.body as { event: string; properties: Record<string, unknown> });
  expect(events.map((e) => e.event)).toEqual(['Cart Viewed', 'Coupon Entered', 'Coupon Denied', 'Coupon Entered', 'Coupon Applied']);
  expect(events[2]!.properties).toMatchObject({ coupon_id: 'NOPE', reason: 'Coupon code NOPE does not exist' });
  expect(events[4]!.properties).toMatchObject({ order_id: 'R100000001', coupon: 'SAVE10', discount: 10 });
});

const trackedEvents = (api: ReturnType<typeof installFakeApi>) =>
  api.calls('POST', /segment_proxies\/track$/).map((r) => (r.body as { event: string; properties: Record<string, unknown> }));

it("sends Checkout Started once, from the cart's checkout button, before the first step is viewed", async () => {
  const api = installFakeApi();
  api.orders.push(makeOrder());
  acceptAndRecord();
  await renderRemote(App, catalogues, { path: '/cart/' });
  await userEvent.click(await screen.findByRole('link', { name: 'Go to checkout' }));
  await screen.findByRole('heading', { level: 2, name: 'Your details' });
  await waitFor(() => expect(trackedEvents(api).map((e) => e.event)).toEqual(['Cart Viewed', 'Checkout Started', 'Checkout Step Viewed']));
  expect(trackedEvents(api)[1]!.properties).toMatchObject({ order_id: 'R100000001', currency: 'EUR' });
});

it('sends Checkout Started when another part of the page (the mini-cart) asked for it, and not for a reopened checkout address', async () => {
  const api = installFakeApi();
  api.orders.push(makeOrder());
  acceptAndRecord();
  // A reload or a shared link of the first step: the checkout is shown, no start is reported.
  const first = await renderRemote(App, catalogues, { path: '/cart/?step=delivery' });
  await screen.findByRole('heading', { level: 2, name: 'Your details' });
  await waitFor(() => expect(trackedEvents(api).map((e) => e.event)).toEqual(['Checkout Step Viewed']));
  first.unmount();
  // The header's mini-cart raises the request through @ph/contracts, then navigates here.
  requestCheckoutStart();
  await renderRemote(App, catalogues, { path: '/cart/?step=delivery' });
  await screen.findByRole('heading', { level: 2, name: 'Your details' });
  await waitFor(() => expect(trackedEvents(api).map((e) => e.event)).toEqual(['Checkout Step Viewed', 'Checkout Started', 'Checkout Step Viewed']));
  expect(trackedEvents(api)[1]!.properties).toMatchObject({ order_id: 'R100000001', products: [expect.objectContaining({ quantity: expect.any(Number) })] });
});
