import { estimatedGrossMargin, orderCompletedProperties, toEur } from './checkoutEvents';
import { makeLine, makeOrder } from '../../test/fakeApi';

describe('checkout analytics properties', () => {
  it('converts to EUR with the spec rates (region-config, in integer cents), USD included', () => {
    expect(toEur(10_000, 'EUR')).toBe(100);
    expect(toEur(10_000, 'GBP')).toBe(115);
    expect(toEur(10_000, 'PLN')).toBe(23);
    expect(toEur(10_000, 'SEK')).toBe(8.9);
    expect(toEur(10_000, 'RON')).toBe(20);
    expect(toEur(10_000, 'USD')).toBe(92);
    expect(toEur(1, 'SEK')).toBe(0); // 0.089 cent rounds to nothing, never to a float like 0.00089
    expect(toEur(10_000, 'CHF')).toBeNull();
  });

  it('estimates 38 % margin for custom designs, 30 % otherwise, none with a sample', () => {
    const plain = makeOrder({ currency: 'PLN', line_items: [makeLine({ quantity: 100 })] }); // 100.00 PLN net = 23 EUR
    expect(estimatedGrossMargin(plain)).toBe(6.9);
    const custom = makeOrder({ currency: 'PLN', line_items: [makeLine({ quantity: 100, box_design_id: 'd-1' })] });
    expect(estimatedGrossMargin(custom)).toBe(8.74);
    const withSample = makeOrder({ line_items: [makeLine(), makeLine({ id: 2, kind: 'sample_pack' })] });
    expect(estimatedGrossMargin(withSample)).toBeNull();
  });

  it('applies the margin per product: a custom box beside a plain one earns 38 % only on itself', () => {
    // 100.00 PLN each = 23 EUR each: 38 % of 23 + 30 % of 23 = 8.74 + 6.90, not 38 % of 46 (17.48).
    const mixed = makeOrder({ currency: 'PLN', line_items: [makeLine({ quantity: 100, box_design_id: 'd-1' }), makeLine({ id: 2, quantity: 100 })] });
    expect(estimatedGrossMargin(mixed)).toBe(15.64);
  });

  it('carries the order fields analytics reads of an order', () => {
    const order = makeOrder({ line_items: [makeLine({ box_design_id: 'd-1', box_design: { id: 'd-1', name: 'Box', version: 1, design_status: 'draft', thumbnail_url: null }, thumbnail: '/t.png' }), makeLine({ id: 2, kind: 'warranty', parent_id: 1, quantity: 1 })] });
    expect(orderCompletedProperties(order)).toMatchObject({
      number: 'R100000001',
      channel: 'custom',
      billCountryIso: null,
      line_items: [{ variant: { sku: 'mailer-box-f33' }, quantity: 100, thumbnail: '/t.png', box_design: { design_status: 'draft' }, paid_assets: [{ asset_type: 'warranty' }] }],
    });
  });

  it('describes a completed order with its number, amounts, coupon and products', () => {
    const order = makeOrder({ currency: 'GBP', payment_method: 'card', promotions: [{ code: 'SAVE10', name: '10 %', kind: 'percentage', amount: 0, eligible: true }] });
    const props = orderCompletedProperties(order);
    expect(props).toMatchObject({ order_id: 'R100000001', currency: 'GBP', coupon: 'SAVE10', revenue: 90, discount: 10, payment_method: 'card', revenue_eur: 103.5 });
    expect(props.products).toEqual([expect.objectContaining({ sku: 'mailer-box-f33', quantity: 100, price: 1 })]);
  });
});
