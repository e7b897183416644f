// "Change print quality" on the editor's quantity page: the qualities the product offers in the design's
// size with the product page's prices (v3/line_prices) before choosing; with the design already in the
// cart, confirming changes that cart line on the server.
import { screen, waitFor, within } from '@testing-library/react';
import { announceConsentRecorded, consentManagerFor } from '@ph/analytics';
import userEvent from '@testing-library/user-event';
import type { BoxDesign, Order } from '@ph/api-client';
import { pageApiClient } from '@ph/session';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeDesignApi, type FakeDesignApi } from '../../test/fakeApi';

let api: FakeDesignApi;
let design: BoxDesign;
beforeEach(() => {
  api = installFakeDesignApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const token = api.signedIn();
  pageApiClient('eu').tokens.set(token, { remember: true });
  design = {
    id: 'd-spring', name: 'Spring mailer', status: 'draft', version: 1, product_sku: 'mailer-box', variant_sku: 'mailer-box-f33-kraft',
    size: { length: 300, width: 200, height: 50 }, custom_size: null, board_thickness_mm: 1.5, dieline_style: 'fefco-0427', bleed_mm: 5, safe_area_mm: 5,
    variant_id: 12, schema_version: 2, document: {}, thumbnail_file_id: null, shared: false, low_resolution: [],
    thumbnail_url: null, read_only: false, share_token: null, legacy: false, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z',
  } as unknown as BoxDesign;
  api.designs.set(design.id, { ...design, owner: api.tokens.get(token)!.id });
  const variant = (id: number, sku: string, mode: string, finish = 'foil-none') => ({ id, sku, size: { id: 7 }, properties: [{ type: 'print_mode', key: mode }, { type: 'finish', key: finish }] });
  api.on('GET', /^pim\/products$/, () => ({
    status: 200,
    body: { data: { id: 1, name: 'Mailer box', variants: [variant(12, 'mailer-box-f33-kraft', 'print-eco-color'), variant(13, 'mailer-box-f33-white-hd', 'print-color-hd'), variant(14, 'mailer-box-f33-no-print', 'no-print')] } },
  }));
  // 1.00 € a piece for standard, 1.30 € for HD+ (the API's figures; the page only shows them).
  api.on('POST', /^v3\/line_prices$/, (req) => {
    const items = (req.body as { items: Array<{ sku: string; quantities: number[] }> }).items;
    const data = items.flatMap((i) => i.quantities.map((q) => {
      const unit = i.sku.includes('hd') ? 130 : 100;
      return { sku: i.sku, quantity: q, currency: 'EUR', custom_size: null, reference_sku: null, pieces_per_unit: 1, range_start: 1, range_end: null, tax_rate: 2300, unit: { net: unit, tax: 0, gross: unit }, net: unit * q, tax: 0, gross: unit * q };
    }));
    return { status: 200, body: { data, meta: { region: 'eu', currency: 'EUR', tax_country_iso: 'DE', tax_rate: 2300, prices_include_tax: false } } };
  });
  api.on('GET', /^orders\/mine$/, () => ({ status: 200, body: { orders: [], count: 0 } }));
});

const openPage = async () => {
  await renderRemote(App, catalogues, { path: `/box/${design.id}/quantity-and-quality?quantity=100` });
  await screen.findByRole('heading', { level: 1, name: 'Quantity and print quality' });
  return screen.findByRole('button', { name: 'Change print quality' });
};

describe('print quality on the quantity page', () => {
  it('shows each offered quality with its price and difference, and the choice prices the box to add', async () => {
    const change = await openPage();
    expect(await screen.findByText('Print quality: Standard')).toBeInTheDocument();
    await userEvent.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Change print quality' });
    expect(within(dialog).getByText(/Prices for 100 pieces/)).toBeInTheDocument();
    const standard = await within(dialog).findByRole('radio', { name: /Standard/ });
    expect(standard.closest('label')).toHaveTextContent('€100.00, your current choice');
    const hd = within(dialog).getByRole('radio', { name: /HD\+/ });
    expect(hd.closest('label')).toHaveTextContent('€130.00, €30.00 more');
    // Not offered (no print), not listed.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);

    await userEvent.click(hd);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change to HD+' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Print quality: HD+')).toBeInTheDocument();
    expect(await screen.findByTestId('order-price')).toHaveTextContent('100 pieces: €130.00');
    expect(api.calls('PUT', /line_items/)).toHaveLength(0);
  });

  it('changes the design’s cart line on the server when the design is in the cart', async () => {
    const line = { id: 41, kind: 'product', variant_id: 12, sku: 'mailer-box-f33-kraft', name: 'Mailer box', quantity: 250, box_design_id: design.id, parent_id: null, bundle_id: null, express_delivery_option_id: null, options: null, properties: [], unit_net: 100, item_net: 25_000, express_net: 0, promo_net: 0, net: 25_000, tax_rate: 2300, tax: 0, gross: 25_000 };
    const order = { id: 9, number: 'R9', state: 'cart', currency: 'EUR', region: 'eu', line_items: [line], item_total: 25_000 } as unknown as Order;
    api.on('GET', /^orders\/mine$/, () => ({ status: 200, body: { orders: [order], count: 1 } }));
    api.on('GET', /^v2\/orders\/9\/line_items\/41\/print_qualities$/, () => ({
      status: 200,
      body: { data: [
        { quality: 'standard', variant_id: 12, sku: 'mailer-box-f33-kraft', current: true, unit_net: 100, item_net: 25_000, difference_net: 0 },
        { quality: 'hd', variant_id: 13, sku: 'mailer-box-f33-white-hd', current: false, unit_net: 130, item_net: 32_500, difference_net: 7_500 },
      ] },
    }));
    api.on('PUT', /^orders\/9\/line_items\/41$/, () => ({ status: 200, body: { order: { ...order, line_items: [{ ...line, variant_id: 13, sku: 'mailer-box-f33-white-hd', unit_net: 130, item_net: 32_500 }] } } }));

    const change = await openPage();
    expect(await screen.findByText(/This design is in your cart \(250 pieces\)/)).toBeInTheDocument();
    await userEvent.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Change print quality' });
    expect(within(dialog).getByText(/Prices for 250 pieces/)).toBeInTheDocument();
    const hd = await within(dialog).findByRole('radio', { name: /HD\+/ });
    expect(hd.closest('label')).toHaveTextContent('€325.00, €75.00 more');
    await userEvent.click(hd);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change to HD+' }));
    expect(await screen.findByText('Done: the design in your cart will now be printed in HD+.')).toBeInTheDocument();
    expect(api.calls('PUT', /^orders\/9\/line_items\/41$/)[0]?.body).toEqual({ line_item: { print_quality: 'hd' } });
    expect(screen.getByText('Print quality: HD+')).toBeInTheDocument();

    // The cart's order changed: an "Order Updated" from the editor, sent once analytics consent is recorded.
    api.on('POST', /^(v1\/segment_proxies\/track|v2\/segment_sessions\/(create|append))$/, () => ({ status: 200, body: { success: true, session_id: 's1' } }));
    announceConsentRecorded(window, 1, consentManagerFor(window).acceptAll().consentId);
    const tracked = () => api.calls('POST', /segment_proxies\/track$/).map((r) => r.body as { event: string; properties: Record<string, unknown> });
    await waitFor(() => expect(tracked().map((e) => e.event)).toContain('Order Updated'));
    expect(tracked().find((e) => e.event === 'Order Updated')!.properties).toMatchObject({
      source: 'editor',
      change: 'print_quality',
      print_quality: 'hd',
      design_id: design.id,
      sku: 'mailer-box-f33-white-hd',
      previous_sku: 'mailer-box-f33-kraft',
    });
  });
});
