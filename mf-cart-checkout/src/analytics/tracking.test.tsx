import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentManagerFor } from '@ph/analytics';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeOrder } from '../../test/fakeApi';

it('sends cart and coupon events only after analytics consent, then the buffered ones', async () => {
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

  consentManagerFor(window).acceptAll();
  await waitFor(() => expect(api.calls('POST', /segment_proxies\/track$/).length).toBeGreaterThanOrEqual(5));
  const events = api.calls('POST', /segment_proxies\/track$/).map((r) => r.body as { event: string; properties: Record<string, unknown> });
  expect(events.map((e) => e.event)).toEqual(['Cart Viewed', 'Coupon Entered', 'Coupon Denied', 'Coupon Entered', 'Coupon Applied']);
  expect(events[2]!.properties).toMatchObject({ coupon_id: 'NOPE', reason: 'Coupon code NOPE does not exist' });
  expect(events[4]!.properties).toMatchObject({ order_id: 'R100000001', coupon: 'SAVE10', discount: 10 });
});
