import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSummaryAtom, phStore } from '@ph/contracts';
import { renderRemote } from '@ph/remote-kit/testing';
import { App } from '../App';
import { catalogues } from '../messages';
import { installFakeApi, makeLine, makeOrder, type FakeApi } from '../../test/fakeApi';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const totalRow = (name: string) => screen.getByText(name, { selector: 'dt, dt *' }).closest('div')!;

describe('cart', () => {
  it('finds the open order of the visitor, lists its lines and tells the header the count', async () => {
    api.orders.push(makeOrder({ number: 'R1', state: 'complete' }), makeOrder({ id: 11, number: 'R2', line_items: [makeLine({ quantity: 100 }), makeLine({ id: 2, name: 'Shipping box', quantity: 50 })] }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('heading', { name: 'Mailer box F33' })).toBeInTheDocument();
    expect(within(lines).getByRole('heading', { name: 'Shipping box' })).toBeInTheDocument();
    // The catalogue's names with the property type's label, never the raw key the line was configured with.
    const first = within(lines).getByRole('listitem', { name: 'Mailer box F33' });
    expect(within(first).getByText('Material').nextElementSibling).toHaveTextContent('White cardboard');
    expect(within(first).getByText('Print').nextElementSibling).toHaveTextContent('HD+ colour print');
    expect(within(lines).getAllByText('White cardboard')).toHaveLength(2);
    expect(within(lines).queryByText(/cardboard-white/)).not.toBeInTheDocument();
    expect(screen.getByText('Order R2')).toBeInTheDocument();
    expect(phStore.get(cartSummaryAtom)).toEqual({ orderNumber: 'R2', itemCount: 2 });
  });

  it('labels a line’s properties in the shopper’s language, with the names the API sends', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ properties: [{ type: 'material_color', key: 'kraft', name: 'Kraftbraun' }, { type: 'finish', key: 'foil-none', name: 'Ohne Kaschierung' }] })] }));
    await renderRemote(App, catalogues, { path: '/cart/', locale: 'de-DE' });
    const line = await screen.findByRole('listitem', { name: 'Mailer box F33' });
    expect(within(line).getByText('Kartonfarbe').nextElementSibling).toHaveTextContent('Kraftbraun');
    expect(within(line).getByText('Oberfläche').nextElementSibling).toHaveTextContent('Ohne Kaschierung');
    expect(within(line).queryByText(/foil-none|kraft$/)).not.toBeInTheDocument();
  });

  it('links a designed line back to its design in the editor', async () => {
    const design = { id: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4', name: 'Spring mailer', version: 3, design_status: 'saved' as const, thumbnail_url: null };
    api.orders.push(makeOrder({ line_items: [makeLine({ box_design_id: design.id, box_design: design }), makeLine({ id: 2, name: 'Shipping box' })] }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const line = await screen.findByRole('listitem', { name: 'Mailer box F33' });
    expect(within(line).getByRole('link', { name: 'Design: Spring mailer (open in the editor)' })).toHaveAttribute('href', `/box/${design.id}`);
    expect(within(screen.getByRole('listitem', { name: 'Shipping box' })).queryByRole('link', { name: /Design:/ })).not.toBeInTheDocument();
  });

  it('shows a line without a design with the picture of its box, not the generic box glyph', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ image_url: '/api/assets/variants/mailer-box-f33.svg' })] }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const line = await screen.findByRole('listitem', { name: 'Mailer box F33' });
    expect(line.querySelector('img.cc-thumb')).toHaveAttribute('src', '/api/assets/variants/mailer-box-f33.svg');
    expect(line.querySelector('.cc-thumb--none')).toBeNull();
  });

  it('changes the quantity and shows the price the API answers (volume tier)', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(within(totalRow('Items')).getByText('€100.00')).toBeInTheDocument();
    await userEvent.clear(qty);
    await userEvent.type(qty, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // 500 × 0.80 instead of 500 × 1.00: the tier price comes from the API, not from the page.
    expect(await within(totalRow('Items')).findByText('€400.00')).toBeInTheDocument();
    expect(screen.getByText('€0.80', { exact: false })).toBeInTheDocument();
    expect(api.calls('PUT', /^orders\/10\/line_items\/1$/)[0]?.body).toEqual({ line_item: { quantity: 500 } });
  });

  it('refuses a quantity that is not a whole positive number without calling the API', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Enter a whole number from 1 to 1,000,000.')).toBeInTheDocument();
    expect(qty).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', /line_items/)).toHaveLength(0);
  });

  it('removes a line only after the confirmation, then shows the empty cart', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mailer box F33' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', /line_items/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mailer box F33' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(phStore.get(cartSummaryAtom).itemCount).toBe(0);
  });

  it('says what became of a change the edge made before the page’s script ran (the address it sent the shopper back to)', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/?change=coupon&change_failed=coupon_unknown' });
    const codes = await screen.findByRole('region', { name: 'Discount code' });
    expect(within(codes).getByRole('alert')).toHaveTextContent('Code not applied: This discount code does not exist.');
    expect(screen.queryByText('Your cart has been updated.')).not.toBeInTheDocument();
  });

  it('confirms a change the edge made; one it could not make is said in the cart’s own words', async () => {
    api.orders.push(makeOrder());
    const { unmount } = await renderRemote(App, catalogues, { path: '/cart/?changed=quantity' });
    expect(await screen.findByText('Your cart has been updated.')).toHaveAttribute('role', 'status');
    unmount();
    await renderRemote(App, catalogues, { path: '/cart/?change=quantity&change_failed=unavailable' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be changed. Try again.');
    expect(screen.queryByText('Your cart has been updated.')).not.toBeInTheDocument();
  });

  it('every change of the cart is a form the edge answers, with the fields it needs', async () => {
    api.orders.push(makeOrder({ id: 42 }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    const form = qty.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart/change');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({ change: 'quantity', order_id: '42', back: '/cart/', quantity: String(makeOrder().line_items[0]!.quantity) });
    expect(Number(fields.line_id)).toBeGreaterThan(0);
    const code = screen.getByRole('textbox', { name: 'Discount code' });
    expect(Object.fromEntries(new FormData(code.closest('form')!))).toMatchObject({ change: 'coupon', order_id: '42', code: '' });
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/cart/?step=delivery');
  });

  it('shows the API reason when a change is refused', async () => {
    api.orders.push(makeOrder());
    api.on('PUT', /line_items/, () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable', code: 'out_of_stock', message: 'Only 300 left in stock' } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '400{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is out of stock.');
  });

  it('shows an error with retry when the cart cannot be loaded', async () => {
    let down = true;
    api.on('GET', /^orders\/mine$/, () => (down ? { status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'down' } } : { status: 200, body: { orders: [makeOrder()], count: 1 } }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Mailer box F33' })).toBeInTheDocument();
  });
});

describe('figures of a line and of the order', () => {
  it('after a 10 % coupon a line reads unit × quantity = its amount, with the discount as its own row', async () => {
    api.orders.push(makeOrder({ line_items: [makeLine({ quantity: 250 })] }));
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'save10{Enter}');
    await screen.findByText('Discount code SAVE10 applied.');
    const figures = await screen.findByLabelText('Price of Mailer box F33');
    const rows = within(figures).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['250 × €1.00', '€250.00'],
      ['Discount', '-€25.00'],
    ]);
    // The line's amount is the summary's Items; the discount is the summary's own row.
    expect(within(totalRow('Items')).getByText('€250.00')).toBeInTheDocument();
    expect(within(totalRow('Promotion')).getByText('-€25.00')).toBeInTheDocument();
    // The line's net after the discount (€225.00) is not passed off as "unit × quantity".
    expect(screen.queryByText('€225.00')).not.toBeInTheDocument();
  });

  it('names the tax row as the store’s invoices do: VAT in gb and eu, Tax in us', async () => {
    for (const [region, label, other] of [['gb', 'VAT', 'Tax'], ['eu', 'VAT', 'Tax'], ['us', 'Tax', 'VAT']] as const) {
      api = installFakeApi();
      api.orders.push(makeOrder({ currency: region === 'gb' ? 'GBP' : region === 'us' ? 'USD' : 'EUR', region }));
      const { unmount } = await renderRemote(App, catalogues, { path: '/cart/', region });
      const totals = await screen.findByLabelText('Order totals');
      expect(within(totals).getByText(label, { selector: 'dt' })).toBeInTheDocument();
      expect(within(totals).queryByText(other, { selector: 'dt' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('discount codes', () => {
  it('applies a code, shows the promotion in the totals, and removes it', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'save10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code SAVE10 applied.')).toBeInTheDocument();
    expect(within(totalRow('Promotion')).getByText('-€10.00')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(await screen.findByText('Discount code SAVE10 removed.')).toBeInTheDocument();
    expect(screen.queryByText('Promotion')).not.toBeInTheDocument();
    expect(api.calls('DELETE', /coupon_code/)[0]?.query.get('coupon_code')).toBe('SAVE10');
  });

  it('says why a code was denied and leaves the totals alone', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Code not applied: This discount code does not exist.');
    expect(screen.queryByText('Promotion')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('NOPE');
  });

  it('sends nothing for an empty code', async () => {
    api.orders.push(makeOrder());
    await renderRemote(App, catalogues, { path: '/cart/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(api.calls('PUT', /apply_coupon_code/)).toHaveLength(0);
  });
});

afterEach(() => jest.restoreAllMocks());
