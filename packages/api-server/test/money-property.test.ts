// Properties of the order money path: whatever a client sends next to a request, the server charges
// what the catalogue and the promotion rules say; line totals always add up to the order total.
import fc from 'fast-check';
import { CheckoutBody, CouponBody, LineItemPayload, LegacyLineItemBody, UpdateOrderBody } from '@ph/api-contract';
import { priceLine } from '../src/pricing/priceLine';
import { taxRegionOf } from '../src/tax/tax';
import { evaluate, isRejection, type PromotionRule } from '../src/promotions/rules';
import { computeOrderAmounts, splitByLargestRemainder, type DiscountInput, type LineInput } from '../src/pricing/totals';
import { anonymousUser } from './helpers/app';
import { createCart, createSeededApp, pickVariant, type SeededApp } from './orders.fixtures';
import { seedPromotions } from '../src/seed';

const MONEY_FIELDS = ['price', 'unit_price', 'unit_net', 'net', 'gross', 'total', 'item_total', 'discount', 'promo_total', 'amount', 'tax', 'tax_rate'];
const noise = fc.dictionary(fc.constantFrom(...MONEY_FIELDS), fc.oneof(fc.integer(), fc.double(), fc.string()), { minKeys: 1, maxKeys: 4 });

const tierTable = fc
  .uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 6 })
  .chain((starts) => {
    const sorted = [...starts].sort((a, b) => a - b);
    return fc.tuple(...sorted.map(() => fc.integer({ min: 0, max: 50_000 }))).map((prices) =>
      sorted.map((rangeStart, i) => ({ rangeStart, rangeEnd: sorted[i + 1] === undefined ? null : sorted[i + 1]! - 1, netPrice: prices[i]!, currency: 'EUR' })),
    );
  });

const cartLine = tierTable.chain((tiers) =>
  fc.record({
    tiers: fc.constant(tiers),
    quantity: fc.integer({ min: tiers[0]!.rangeStart, max: tiers[0]!.rangeStart + 20_000 }),
    expressNet: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
    productSku: fc.constantFrom('mailer-box', 'shipping-box', 'samples'),
    taxCountry: fc.constantFrom('PL', 'DE', 'FR', 'CH', 'NO'),
  }),
);

const rule = fc.record({
  kind: fc.constantFrom('percentage' as const, 'fixed' as const),
  bp: fc.integer({ min: 1, max: 10_000 }),
  fixed: fc.integer({ min: 1, max: 5_000_000 }),
  productSkus: fc.subarray(['mailer-box', 'shipping-box', 'samples']),
  minimumItemTotal: fc.integer({ min: 0, max: 1_000_000 }),
});

type RuleShape = { kind: 'percentage' | 'fixed'; bp: number; fixed: number; productSkus: string[]; minimumItemTotal: number };

function promotion(r: RuleShape, id: number): PromotionRule {
  return {
    id, code: `P${id}`, kind: r.kind, value: r.kind === 'percentage' ? r.bp : r.fixed, currency: 'EUR', minimumItemTotal: r.minimumItemTotal,
    startsAt: null, endsAt: null, usageLimit: null, perUserLimit: null, usageCount: 0, productSkus: r.productSkus, stackable: true, active: true,
  };
}

/** The server's pipeline for one cart: catalogue tiers → priceLine → promotions → totals. */
function charge(lines: Array<{ tiers: Array<{ rangeStart: number; rangeEnd: number | null; netPrice: number; currency: string }>; quantity: number; expressNet: number; productSku: string }>, rules: PromotionRule[], taxCountry: string, shipNet: number, customs: number) {
  const inputs: LineInput[] = lines.map((l) => {
    const priced = priceLine({ variant: { sku: 'v', volumePrices: l.tiers }, quantity: l.quantity, currency: 'EUR', region: taxRegionOf('eu'), taxCountryIso: taxCountry });
    return { itemNet: priced.net, expressNet: l.expressNet, taxRateBp: priced.taxRateBp };
  });
  const promotable = lines.map((l, i) => ({ kind: 'product', productSku: l.productSku, itemNet: inputs[i]!.itemNet }));
  const discounts: DiscountInput[] = rules.map((r) => {
    const e = evaluate(r, 'EUR', promotable);
    return isRejection(e) ? { amount: 0, eligible: [] } : e;
  });
  return computeOrderAmounts(inputs, discounts, { net: shipNet, taxRateBp: inputs[0]?.taxRateBp ?? 0 }, customs);
}

describe('money properties (pure, 1000+ runs each)', () => {
  it('line amounts always add up to the order total, to the cent', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { minLength: 1, maxLength: 8 }), fc.array(rule, { maxLength: 3 }), fc.integer({ min: 0, max: 50_000 }), fc.constantFrom(0, 4000), (lines, rules, shipNet, customs) => {
        const a = charge(lines, rules.map((r, i) => promotion(r, i + 1)), lines[0]!.taxCountry, shipNet, customs);
        const lineGross = a.lines.reduce((s, l) => s + l.gross, 0);
        expect(lineGross + a.ship.gross + a.additionalCustoms).toBe(a.total);
        expect(a.itemTotal + a.shipTotal + a.taxTotal + a.promoTotal + a.additionalCustoms).toBe(a.total);
        expect(a.promotions.reduce((s, p) => s + p, 0)).toBe(a.promoTotal);
        for (const l of a.lines) {
          expect(Number.isSafeInteger(l.gross)).toBe(true);
          expect(l.promoNet).toBeLessThanOrEqual(0);
          expect(l.itemNet + l.promoNet).toBeGreaterThanOrEqual(0);
          expect(l.net).toBe(l.itemNet + l.expressNet + l.promoNet);
          expect(l.gross).toBe(l.net + l.tax);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a discount split by largest remainder sums exactly and gives each line its share ±1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const total = weights.reduce((s, w) => s + w, 0);
        const parts = splitByLargestRemainder(amount, weights);
        if (total === 0) return expect(parts.every((p) => p === 0)).toBe(true);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
        parts.forEach((p, i) => {
          const exact = (amount * weights[i]!) / total;
          expect(p).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(p).toBeLessThanOrEqual(Math.ceil(exact));
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('money fields sent by a client are refused by every order body, so they cannot reach pricing', () => {
    fc.assert(
      fc.property(noise, fc.integer({ min: 1, max: 1000 }), (extra, quantity) => {
        expect(LineItemPayload.safeParse({ variant_id: 1, quantity, ...extra }).success).toBe(false);
        expect(LegacyLineItemBody.safeParse({ line_item: { variant_id: 1, quantity, ...extra } }).success).toBe(false);
        expect(CouponBody.safeParse({ coupon_code: 'X', ...extra }).success).toBe(false);
        expect(UpdateOrderBody.safeParse({ order: { email: 'a@b.co', ...extra } }).success).toBe(false);
        expect(CheckoutBody.safeParse({ order: { shipping_method: 'x', ...extra } }).success).toBe(false);
        // Without the noise the same bodies are fine: the refusal is about the money fields.
        expect(LineItemPayload.safeParse({ variant_id: 1, quantity }).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('money property through HTTP', () => {
  let t: SeededApp;
  beforeAll(async () => {
    t = await createSeededApp();
    await seedPromotions(t.app.ctx.db);
  });
  afterAll(() => t.close());

  it('no client-supplied price, total or discount changes what an order is charged', async () => {
    const mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s);
    const base = await t.app.inject({ method: 'POST', url: `/api/v2/orders/${cart.id}/line_item`, headers: s.headers, payload: { variant_id: mailer.id, quantity: mailer.minQuantity } });
    const charged = base.json().order.total;
    await fc.assert(
      fc.asyncProperty(noise, fc.constantFrom('line_item', 'coupon', 'order', 'checkout'), async (extra, route) => {
        const calls = {
          line_item: { method: 'POST' as const, url: `/api/v2/orders/${cart.id}/line_item`, payload: { variant_id: mailer.id, quantity: mailer.minQuantity, ...extra } },
          coupon: { method: 'PUT' as const, url: `/api/orders/${cart.id}/apply_coupon_code`, payload: { coupon_code: 'WELCOME10', ...extra } },
          order: { method: 'PUT' as const, url: `/api/orders/${cart.id}`, payload: { order: { special_instructions: 'x', ...extra } } },
          checkout: { method: 'PUT' as const, url: `/api/checkouts/${cart.id}`, payload: { order: { ...extra } } },
        };
        const res = await t.app.inject({ ...calls[route], headers: s.headers });
        expect(res.statusCode).toBe(400);
        const now = await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: s.headers });
        expect(now.json().order.total).toBe(charged);
      }),
      { numRuns: 60 },
    );
  });
});
