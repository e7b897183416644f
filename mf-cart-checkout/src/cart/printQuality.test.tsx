// Changing a cart line's print quality: the dialog shows each quality the API offers with its price and
// the difference before anything changes; confirming sends the quality and the cart shows the API's order.
import { screen, waitFor, within } from '@testing-library/react';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import userEvent from '@testing-library/user-event';
import type { Order, PrintQualityOption } from '@ph/api-client';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ecoLine = () =>
  makeLine({ properties: [{ type: 'material', key: 'cardboard-natural', name: 'Kraft cardboard' }, { type: 'print_mode', key: 'print-eco-color', name: 'Eco colour print' }] });

const OPTIONS: PrintQualityOption[] = [
  { quality: 'standard', variant_id: 5, sku: 'mailer-box-f33', current: true, unit_net: 100, item_net: 10_000, difference_net: 0 },
  { quality: 'hd', variant_id: 6, sku: 'mailer-box-f33-hd', current: false, unit_net: 130, item_net: 13_000, difference_net: 3_000 },
];

/** The order the API answers after the change: the line on the HD+ variant at its price. */
function changedOrder(): Order {
  const order = makeOrder({ line_items: [ecoLine()] });
  const line = order.line_items[0]!;
  Object.assign(line, { variant_id: 6, sku: 'mailer-box-f33-hd', unit_net: 130, item_net: 13_000, net: 13_000, properties: [{ type: 'print_mode', key: 'print-color-hd', name: 'HD+ colour print' }] });
  return { ...order, item_total: 13_000, total: 13_000 };
}

describe('change print quality from a cart line', () => {
  it('shows each offered quality with its price and difference, and changes the line on confirming', async () => {
    api.orders.push(makeOrder({ line_items: [ecoLine()] }));
    api.on('GET', /^v2\/orders\/10\/line_items\/1\/print_qualities$/, () => ({ status: 200, body: { data: OPTIONS } }));
    api.on('PUT', /^orders\/10\/line_items\/1$/, () => ({ status: 200, body: { order: changedOrder() } }));
    await renderRemote(App, catalogues, { path: '/cart/' });

    await userEvent.click(await screen.findByRole('button', { name: 'Change print quality of Mailer box F33' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change print quality' });
    expect(within(dialog).getByText('Prices for 100 pieces', { exact: false })).toBeInTheDocument();
    const standard = await within(dialog).findByRole('radio', { name: /Standard/ });
    expect(standard).toBeChecked();
    expect(standard.closest('label')).toHaveTextContent('€100.00, your current choice');
    const hd = within(dialog).getByRole('radio', { name: /HD\+/ });
    expect(hd.closest('label')).toHaveTextContent('€130.00, €30.00 more');
    // Nothing changes before confirming.
    expect(api.calls('PUT', /line_items/)).toHaveLength(0);

    await userEvent.click(hd);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change to HD+' }));
    expect(await screen.findByText('HD+ colour print')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('PUT', /^orders\/10\/line_items\/1$/)[0]?.body).toEqual({ line_item: { print_quality: 'hd' } });
    const figures = screen.getByLabelText('Price of Mailer box F33');
    expect(within(figures).getByText('€130.00')).toBeInTheDocument();

    // The change is an "Order Updated" of the cart, sent once analytics consent is recorded.
    announceConsentRecorded(window, 1, consentManagerFor(window).acceptAll().consentId);
    const tracked = () => api.calls('POST', /segment_proxies\/track$/).map((r) => r.body as { event: string; properties: Record<string, unknown> });
    await waitFor(() => expect(tracked().map((e) => e.event)).toContain('Order Updated'));
    expect(tracked().find((e) => e.event === 'Order Updated')!.properties).toMatchObject({
      source: 'cart',
      change: 'print_quality',
      print_quality: 'hd',
      sku: 'mailer-box-f33-hd',
      previous_sku: ecoLine().sku,
      total: 130,
    });
  });

  it('closes on Escape and on keeping the current quality, changing nothing', async () => {
    api.orders.push(makeOrder({ line_items: [ecoLine()] }));
    api.on('GET', /print_qualities$/, () => ({ status: 200, body: { data: OPTIONS } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const open = await screen.findByRole('button', { name: 'Change print quality of Mailer box F33' });
    await userEvent.click(open);
    await within(await screen.findByRole('dialog', { name: 'Change print quality' })).findByRole('radio', { name: /Standard/ });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Standard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('PUT', /line_items/)).toHaveLength(0);
  });

  it('shows the API’s reason when the quality is refused and keeps the dialog open', async () => {
    api.orders.push(makeOrder({ line_items: [ecoLine()] }));
    api.on('GET', /print_qualities$/, () => ({ status: 200, body: { data: OPTIONS } }));
    api.on('PUT', /line_items\/1$/, () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable', code: 'print_quality_not_offered', message: 'Mailer box is not offered in print quality hd in this size', field: 'print_quality' } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change print quality of Mailer box F33' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change print quality' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /HD\+/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change to HD+' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This box is not printed in that quality in this size and quantity.');
    expect(screen.getByText('Eco colour print')).toBeInTheDocument();
  });

  it('offers no quality change for an unprinted line', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ properties: [{ type: 'print_mode', key: 'no-print', name: 'No print' }] })] }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    await screen.findByRole('heading', { name: 'Mailer box F33' });
    expect(screen.queryByRole('button', { name: /Change print quality/ })).not.toBeInTheDocument();
  });
});
