// A stateful stand-in for the commerce API behind `fetch`: the screens run their real client, session
// bootstrap and error handling against answers shaped like @ph/api-contract. Prices follow a
// volume tier (so a quantity change visibly re-prices), coupons and checkout follow the API's rules
// closely enough that a screen sending the wrong step or field gets the API's refusal.
import { FakeFetchApi, apiError, type FakeAnswer, type FakeRequest } from '@ph/api-client/testing';
import type { InvoiceSummary, LineItem, Offer, Order, PaymentIntentView } from '@ph/api-contract';
import { cartSummaryAtom, phStore } from '@ph/contracts';
import { SESSION_COOKIE } from '@ph/contracts/http';


/** 1.00 a piece below 500, 0.80 from 500 (minor units). */
export const unitPriceFor = (quantity: number): number => (quantity >= 500 ? 80 : 100);
export const COUPONS: Record<string, number> = { SAVE10: 10 };

export function makeLine(over: Partial<LineItem> = {}): LineItem {
  const quantity = over.quantity ?? 100;
  const unit = unitPriceFor(quantity);
  return {
    id: 1, kind: 'product', variant_id: 5, sku: 'mailer-box-f33', name: 'Mailer box F33', quantity, box_design_id: null, parent_id: null,
    bundle_id: null, express_delivery_option_id: null, options: { material: 'cardboard-white' }, image_url: '/api/assets/variants/mailer-box-f33.svg',
    properties: [{ type: 'material', key: 'cardboard-white', name: 'White cardboard' }, { type: 'print_mode', key: 'print-color-hd', name: 'HD+ colour print' }],
    unit_net: unit, item_net: unit * quantity,
    express_net: 0, promo_net: 0, net: unit * quantity, tax_rate: 2300, tax: 0, gross: 0, ...over,
  };
}

export function makeOrder(over: Partial<Order> = {}): Order {
  const order: Order = {
    id: 10, number: 'R100000001', token: 'guest-token', state: 'cart', payment_state: null, fulfillment_state: null, canceled_at: null, cancel_reason: null, payment_method: null, currency: 'EUR', region: 'eu',
    email: null, customer_type: 'b2c', item_total: 0, ship_total: 0, tax_total: 0, promo_total: 0, additional_customs: 0, total: 0, wallet_applied: 0, amount_due: 0, item_count: 0,
    tax_reason: null, shipping_method: null, bill_address: null, ship_address: null, special_instructions: null, channel: 'custom', promo_code: null,
    lock_version: 0, completed_at: null, created_at: '2026-02-01T09:00:00.000Z', line_items: [makeLine()], adjustments: [], promotions: [], bundles: [],
    shipping_methods: [{ method: 'shipping-method-courier', net: 1500, available: true }], payment_methods: ['paypal', 'check', 'stripe', 'p24', 'ideal', 'card'],
    ...over,
  };
  return reprice(order);
}

/** The API's totals, recomputed after every change. */
export function reprice(o: Order): Order {
  for (const li of o.line_items) {
    li.unit_net = li.kind === 'tree' ? TREE_NET : li.kind === 'expert_check' ? EXPERT_CHECK_NET : unitPriceFor(li.quantity);
    li.item_net = li.unit_net * li.quantity;
    li.express_net = EXPRESS_OPTIONS.find((e) => e.id === li.express_delivery_option_id)?.price.net ?? 0;
    // Like the API, each line carries its share of the promotions (promo_net), so its net is after them.
    li.promo_net = -o.promotions.reduce((s, p) => s + Math.round(((li.item_net + li.express_net) * (COUPONS[p.code] ?? 0)) / 100), 0);
    li.net = li.item_net + li.express_net + li.promo_net;
  }
  o.item_total = o.line_items.reduce((s, l) => s + l.item_net + l.express_net, 0);
  o.item_count = o.line_items.length;
  o.promo_total = o.line_items.reduce((s, l) => s + l.promo_net, 0);
  for (const p of o.promotions) p.amount = -o.line_items.reduce((s, l) => s + Math.round(((l.item_net + l.express_net) * (COUPONS[p.code] ?? 0)) / 100), 0);
  o.ship_total = o.shipping_method ? (o.shipping_methods.find((m) => m.method === o.shipping_method)?.net ?? 0) : 0;
  const net = o.item_total + o.promo_total + o.ship_total;
  o.tax_total = Math.round(net * 0.23);
  o.total = net + o.tax_total;
  o.amount_due = o.total - o.wallet_applied;
  return o;
}

/** Services of the cart (the API's per-currency prices in orders/serviceItems.ts, EUR here). */
export const TREE_NET = 100;
export const EXPERT_CHECK_NET = 1900;
export const EXPRESS_OPTIONS = [
  { id: 71, sku: 'mailer-box', country_iso: 'DE', days_saved: 5, currency: 'EUR', price: { net: 4900, tax: 931, gross: 5831, tax_rate: 1900 } },
  { id: 72, sku: 'mailer-box', country_iso: 'DE', days_saved: 10, currency: 'EUR', price: { net: 9900, tax: 1881, gross: 11781, tax_rate: 1900 } },
];
/** The catalogue as the cross-sell page reads it: the cart's family and what it recommends. */
export const PIM_PRODUCTS: Record<string, { id: number; sku: string; title: string; type: string; crossSells?: string[]; variantId?: number }> = {
  'mailer-box-f33': { id: 22, sku: 'mailer-box', title: 'Mailer box', type: 'custom', crossSells: ['shipping-box', 'samples', 'mailer-box'] },
  'mailer-box': { id: 22, sku: 'mailer-box', title: 'Mailer box', type: 'custom', crossSells: ['shipping-box', 'samples'], variantId: 5 },
  'shipping-box': { id: 20, sku: 'shipping-box', title: 'Shipping box', type: 'custom', variantId: 6 },
  samples: { id: 21, sku: 'samples', title: 'Sample pack', type: 'sample', variantId: 7 },
};

function pimProduct(key: string, expand: string[]) {
  const p = PIM_PRODUCTS[key]!;
  return {
    id: p.id, sku: p.sku, fallback: false, productTypeKey: p.sku, name: p.title, title: p.title, description: '', images: [], status: 'published', type: p.type,
    pageUrl: null, productionDays: 10, salesChannels: [], editorStyles: null, customSizeConfig: null, customPropertiesConfig: null, dynamicPricingConfig: null, qrConfig: null,
    ...(expand.includes('cross_sells')
      ? { crossSells: [{ slug: 'recommended', products: (p.crossSells ?? []).map((sku) => ({ id: PIM_PRODUCTS[sku]!.id, sku, title: PIM_PRODUCTS[sku]!.title, minimumOrderQuantity: 30, productPageUrl: `/mailer-boxes/custom-${sku}` })) }] }
      : {}),
    ...(expand.includes('variants')
      ? {
          variants: [{
            id: p.variantId ?? null, sku: `${p.sku}-v`, externalPimId: null, status: 'published', stock: null, stockControlEnabled: false, quantityPerUnit: 1, size: null, images: [], properties: [],
            minQuantity: 30, pssRepresentation: null, isCustom: false, isDynamic: false, qrConfig: null, customProperties: null,
            volumePricings: [{ currency: 'EUR', minQuantity: 30, rangeStart: 30, rangeEnd: null, netPrice: 250, grossPrice: 308, taxRate: 2300 }],
          }],
        }
      : {}),
  };
}

const STEPS = ['cart', 'address', 'delivery', 'payment', 'confirm'] as const;

/** A custom offer as `GET offers/{token}` answers it: three lines, a manager, valid for a week. */
export function makeOffer(over: Partial<Offer> = {}): Offer {
  const line = (id: number, name: string, quantity: number, unit: number) => {
    const net = unit * quantity;
    const tax = Math.round(net * 0.23);
    return { id, variant_id: id + 100, sku: `sku-${id}`, name, custom_size: null, quantity, unit_net: unit, net, tax_rate: 2300, tax, gross: net + tax, price_source: 'manager' as const, accepted: false };
  };
  const lines = [line(1, 'Mailer box F33', 25_000, 137), { ...line(2, 'Shipping box', 3_333, 289), custom_size: { length: 410, width: 300, height: 120 } }, line(3, 'Product box', 1_000, 999)];
  const ship = 4_500;
  const shipTax = Math.round(ship * 0.23);
  const itemTotal = lines.reduce((s, l) => s + l.net, 0);
  const taxTotal = lines.reduce((s, l) => s + l.tax, 0) + shipTax;
  return {
    id: 7, token: 'offer-token-0123456789abcdef', state: 'viewed', region: 'eu', currency: 'EUR', locale: 'en', email: 'ada@example.com',
    order_manager: { email: 'marta@packhelp.test', name: 'Marta Nowak', avatar: '/avatars/marta.png' },
    valid_until: '2099-03-01T12:00:00.000Z', url: '/offer/offer-token-0123456789abcdef/review', qr_number: 'QR12345678', instant_quote_id: null, order_number: null,
    note: 'Prices include two proof rounds.', prices_include_tax: false, tax_rate: 2300, line_items: lines, ship_net: ship, ship_tax: shipTax,
    item_total: itemTotal, ship_total: ship, additional_customs: 0, tax_total: taxTotal, total: itemTotal + ship + taxTotal,
    selection: null, created_at: '2026-02-01T09:00:00.000Z', viewed_at: null, accepted_at: null, ...over,
  };
}

export class FakeApi extends FakeFetchApi {
  orders: Order[] = [];
  consents: unknown[] = [];
  /** Bodies of `save_with_consents`, in order; `global_consents_needed` answers from them like the API. */
  savedConsents: Array<{ email?: string; consents: Array<{ name: string; value: string; displayed_text: string }>; [k: string]: unknown }> = [];
  intents = new Map<string, PaymentIntentView & { orderId: number }>();
  paymentMethods = new Map<string, string>();
  mode: 'sandbox' | 'stripe' = 'sandbox';
  private nextId = 1;
  /** Trees of completed orders, for the motivating line. */
  plantedTrees = 12_345;
  /** The standard delivery estimate's last day (YYYY-MM-DD); null answers 404 like an unknown route. */
  deliveryBy: string | null = null;
  /** Latest delivery date with an express option (by option id), answered when `country` is asked. */
  expressBy: Record<number, string> = {};
  /** Instalments per order number, as `GET v2/orders/{number}/payment_schedule` answers them. */
  schedules: Record<string, Array<{ position: number; due_date: string; amount: number; state: 'pending' | 'paid' }>> = {};
  offers: Offer[] = [];
  /** Invoice documents per order number, oldest first, as `GET orders/{number}/invoices` answers them. */
  invoices: Record<string, InvoiceSummary[]> = {};
  /** `POST offers/{token}/accept` answers 404, as for a visitor who is not the offer's customer. */
  offerBelongsToSomeoneElse = false;
  private tokens = new Set<string>();

  /** The proforma the API issues when an order is placed to be paid by bank transfer or instalments. */
  issueProforma(o: Order): void {
    const id = `pf-${o.number}`;
    const vat = { tax_rate: 2300, vat_exempt: false, net: o.total - o.tax_total, tax: o.tax_total, gross: o.total };
    this.invoices[o.number] = [{
      id, kind: 'proforma', title: 'Proforma invoice', number: 'PF/EU/2026/000042', order_number: o.number, offer_reference: null, region: 'eu', currency: o.currency, language: 'en',
      issued_at: '2026-03-02T10:00:00.000Z', issue_date: '2026-03-02', due_date: '2026-03-16', buyer_name: 'Ada Lovelace', buyer_vat_id: null,
      net: vat.net, tax: vat.tax, gross: vat.gross, vat: [vat], corrects: null, pdf_url: `/api/invoices/${id}/pdf?token=${o.token}`, ubl_url: null,
    }];
  }

  private order(id: string | undefined): Order | undefined {
    return this.orders.find((o) => String(o.id) === id || o.number === id);
  }

  private intentView(id: string): PaymentIntentView {
    const { orderId: _drop, ...view } = this.intents.get(id)!;
    return view;
  }

  /** `email` has answered the marketing question already (so checkout does not ask it). */
  answeredMarketing(email: string, value: 'granted' | 'declined' = 'declined'): void {
    this.savedConsents.push({ email, consents: [{ name: 'marketing', value, displayed_text: 'Send me news' }] });
  }

  /** The shopper accepted the terms on order `orderId` (the summary step records it). */
  acceptTerms(orderId: number): void {
    this.consents.push({ order_id: orderId, acceptance_method: 'by-cta-click', consents: [{ name: 'terms_and_conditions_and_privacy_policy', value: 'granted', displayed_text: 'I accept the terms.' }] });
  }

  /** Like the API: the order is placed only on a granted acceptance of the terms (the newest record). */
  private termsAccepted(order: Order): boolean {
    const records = (this.consents as Array<{ order_id: number; consents: Array<{ name: string; value: string }> }>)
      .filter((c) => c.order_id === order.id)
      .flatMap((c) => c.consents)
      .filter((c) => c.name === 'terms_and_conditions_and_privacy_policy');
    return records.at(-1)?.value === 'granted';
  }

  private pay(order: Order, intentId: string | null, pm: string | undefined): FakeAnswer {
    if (order.state !== 'complete' && !this.termsAccepted(order)) {
      return apiError(422, 'consent_required', 'Accept the terms and conditions and the privacy policy before placing the order', 'consents');
    }
    const outcome = pm ? this.paymentMethods.get(pm) : undefined;
    if (!outcome) return apiError(422, 'payment_method_unknown', 'Unknown payment method');
    const id = intentId ?? `pi_${this.nextId++}`;
    const base = { id, amount: order.total, currency: order.currency, payment_method_type: 'card', client_secret: null, orderId: order.id };
    if (outcome === 'decline') {
      // Like the API: a card error is a 402 that carries the intent to confirm again.
      this.intents.set(id, { ...base, status: 'requires_payment_method', next_action: null, last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
      return { status: 402, body: { statusCode: 402, error: 'Payment Required', code: 'card_declined', message: 'Your card was declined.', field: 'payment_method_id', payment_intent: this.intentView(id) } };
    }
    if (outcome === 'three_d_secure') {
      this.intents.set(id, { ...base, status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: `/api/sandbox/3ds/${id}` } }, last_payment_error: null });
    } else {
      this.intents.set(id, { ...base, status: 'succeeded', next_action: null, last_payment_error: null });
      order.state = 'complete';
      order.fulfillment_state = 'artwork_check';
      order.payment_state = 'paid';
    }
    return { status: 200, body: { payment_intent: this.intentView(id), order_number: order.number } };
  }

  protected handle(req: FakeRequest): FakeAnswer {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const route = `${req.method} ${req.path}`;
    const authed = req.token !== null && this.tokens.has(req.token);
    let m: RegExpMatchArray | null;

    if (route === 'GET users/anonymous') {
      const token = `tok-${this.nextId++}`;
      this.tokens.add(token);
      return { status: 200, body: { token, user: { id: 1, anonymous: true } } };
    }
    if (route === 'GET v1/sustainability/total_planted_trees') return { status: 200, body: { data: { total_planted_trees: this.plantedTrees } } };
    if (route === 'GET prices/express_delivery') {
      const family = req.query.get('sku')?.startsWith('mailer-box') ? 'mailer-box' : req.query.get('sku');
      return { status: 200, body: { express_delivery: EXPRESS_OPTIONS.filter((e) => e.sku === family && e.country_iso === req.query.get('country')) } };
    }
    if (route === 'GET v1/delivery_estimates' && this.deliveryBy) {
      const skus = req.query.getAll('variant_skus[]').concat(req.query.getAll('variant_skus'));
      const country = req.query.get('country');
      const express = (sku: string) =>
        EXPRESS_OPTIONS.filter((e) => sku.startsWith(e.sku) && e.country_iso === country && this.expressBy[e.id]).map((e) => ({
          express_delivery_option_id: e.id, days_saved: e.days_saved, production_days: 10 - e.days_saved, ship_date: '2026-02-09', min_date: '2026-02-10', max_date: this.expressBy[e.id]!,
        }));
      return { status: 200, body: { data: skus.map((sku) => ({ variant_sku: sku, production_days: 10, delivery_days: { min: 1, max: 3 }, order_date: '2026-02-02', ship_date: '2026-02-16', min_date: '2026-02-17', max_date: this.deliveryBy, ...(country ? { express: express(sku) } : {}) })), meta: { region: 'eu', start_date: '2026-02-02', start_time: '09:00', cut_off_time: '12:00' } } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^pim\/products\/(\d+)$/))) {
      // Like the API's lookup by id: family products only (the variant skus of the cart are keys too).
      const key = Object.keys(PIM_PRODUCTS).find((k) => PIM_PRODUCTS[k]!.id === Number(m![1]) && PIM_PRODUCTS[k]!.sku === k);
      if (!key) return apiError(404, 'not_found', `Product ${m[1]} not found in PIM`);
      return { status: 200, body: { data: pimProduct(key, req.query.getAll('expand')) } };
    }
    if (route === 'GET pim/products') {
      const key = req.query.getAll('variants[sku]')[0] ?? '';
      if (!PIM_PRODUCTS[key]) return apiError(404, 'not_found', `Product with sku ${key} not found in PIM`);
      return { status: 200, body: { data: pimProduct(key, req.query.getAll('expand')) } };
    }
    if (route === 'POST sandbox/payment_methods') {
      const card = body.card as { number: string };
      const outcomes: Record<string, string> = { '4242424242424242': 'succeed', '4000002500003155': 'three_d_secure', '4000000000000002': 'decline' };
      const outcome = outcomes[card.number];
      if (!outcome) return apiError(422, 'card_not_test', 'The sandbox only accepts Stripe test cards', 'card.number');
      const id = `pm_sbx_${this.nextId++}`;
      this.paymentMethods.set(id, outcome);
      return { status: 200, body: { id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: card.number.slice(-4), exp_month: 12, exp_year: 2030 } } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^offers\/([^/]+)$/))) {
      const offer = this.offers.find((o) => o.token === decodeURIComponent(m![1]!));
      if (!offer) return apiError(404, 'not_found', 'Offer not found');
      const ids = req.query.get('line_item_ids')?.split(',').map(Number);
      if (!ids) return { status: 200, body: { offer: { ...offer, selection: null } } };
      // As the API answers it: the chosen lines' totals (the fake's 23 % on lines and shipping).
      const chosen = offer.line_items.filter((l) => ids.includes(l.id));
      const itemTotal = chosen.reduce((sum, l) => sum + l.net, 0);
      const taxTotal = chosen.reduce((sum, l) => sum + l.tax, 0) + offer.ship_tax;
      const selection = { line_item_ids: chosen.map((l) => l.id), item_total: itemTotal, ship_total: offer.ship_total, additional_customs: 0, tax_total: taxTotal, total: itemTotal + offer.ship_total + taxTotal };
      return { status: 200, body: { offer: { ...offer, selection } } };
    }
    if (!authed) return apiError(401, 'unauthorized', 'Unauthorized');
    if (req.method === 'POST' && (m = req.path.match(/^offers\/([^/]+)\/accept$/))) {
      const offer = this.offers.find((o) => o.token === decodeURIComponent(m![1]!));
      if (!offer || this.offerBelongsToSomeoneElse || body.token !== offer.token) return apiError(404, 'not_found', 'Offer not found');
      if (offer.state === 'accepted') return apiError(422, 'offer_already_accepted', 'This offer has already been accepted', 'token');
      if (offer.state === 'expired') return apiError(422, 'offer_expired', 'This offer has expired; ask your manager for a new one', 'token');
      const ids = body.line_item_ids as number[];
      const chosen = offer.line_items.filter((l) => ids.includes(l.id));
      const order = makeOrder({
        id: 40, number: 'R400000040', channel: 'custom',
        line_items: chosen.map((l) => makeLine({ id: l.id + 500, variant_id: l.variant_id, sku: l.sku, name: l.name, quantity: l.quantity })),
      });
      this.orders.push(order);
      offer.state = 'accepted';
      offer.order_number = order.number;
      for (const l of offer.line_items) l.accepted = ids.includes(l.id);
      return { status: 201, body: { offer, order: { id: order.id, number: order.number, token: order.token, total: order.total, currency: order.currency } } };
    }
    if (route === 'GET users/me') return { status: 200, body: { error: null, user: { id: 1, anonymous: true }, api_key: req.token } };
    if (route === 'POST v3/line_prices') {
      // Priced from the fake catalogue's one tier (250 net per unit, 23 % VAT), as an order line is.
      const items = body.items as Array<{ sku: string; quantities: number[] }>;
      const data = items.flatMap(({ sku, quantities }) => {
        if (!Object.values(PIM_PRODUCTS).some((p) => `${p.sku}-v` === sku)) return [];
        return quantities.map((quantity) => ({
          sku, quantity, currency: 'EUR', custom_size: null, reference_sku: null, pieces_per_unit: 1, range_start: 30, range_end: null, tax_rate: 2300,
          unit: { net: 250, tax: 58, gross: 308 }, net: 250 * quantity, tax: Math.round(250 * quantity * 0.23), gross: 250 * quantity + Math.round(250 * quantity * 0.23),
        }));
      });
      return { status: 200, body: { data, meta: { region: 'eu', currency: 'EUR', tax_country_iso: 'DE', tax_rate: 2300, tax_reason: 'standard' } } };
    }
    if (route === 'GET orders/mine') return { status: 200, body: { orders: this.orders, count: this.orders.length } };
    if (route === 'GET v2/states') {
      const states = req.query.get('country_iso') === 'US' ? [['CA', 'California']] : [];
      return { status: 200, body: { data: states.map(([abbr, name]) => ({ id: `US-${abbr}`, type: 'state', attributes: { abbr, name, country_iso: 'US' } })) } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^orders\/([^/]+)$/))) {
      const o = this.order(decodeURIComponent(m[1]!));
      return o ? { status: 200, body: { order: o } } : apiError(404, 'not_found', 'Order not found');
    }
    if ((m = req.path.match(/^v2\/orders\/(\d+)\/service_prices$/))) {
      const o = this.order(m[1]);
      if (!o) return apiError(404, 'not_found', 'Order not found');
      return { status: 200, body: { data: { currency: o.currency, tree: { unit_net: TREE_NET, max_quantity: 10_000 }, expert_check: { unit_net: EXPERT_CHECK_NET } } } };
    }
    if (req.path === 'v2/expert_checks') {
      const parentId = req.method === 'POST' ? Number(body.parent_id) : Number(req.query.get('parent_id'));
      const o = this.orders.find((x) => x.line_items.some((l) => l.id === parentId));
      if (!o) return apiError(404, 'not_found', 'Line item not found');
      const has = o.line_items.some((l) => l.parent_id === parentId && l.kind === 'expert_check');
      if (req.method === 'POST') {
        if (has) return apiError(422, 'expert_check_already_added', `Line item ${parentId} already has an expert check`, 'parent_id');
        o.line_items.push(makeLine({ id: 100 + this.nextId++, kind: 'expert_check', sku: 'service-expert-check', name: 'Expert design check', quantity: 1, parent_id: parentId, variant_id: null, options: null, properties: [] }));
        return { status: 201, body: { order: reprice(o) } };
      }
      if (!has) return apiError(404, 'not_found', `Line item ${parentId} has no expert check`);
      o.line_items = o.line_items.filter((l) => !(l.parent_id === parentId && l.kind === 'expert_check'));
      return { status: 200, body: { order: reprice(o) } };
    }
    if (req.path === 'v1/sustainability/add_tree_line_item' || req.path === 'v1/sustainability/update_quantity_of_trees') {
      const o = this.order(String(body.order_id));
      if (!o) return apiError(404, 'not_found', 'Order not found');
      const quantity = Number(body.quantity);
      const tree = o.line_items.find((l) => l.kind === 'tree');
      if (req.method === 'POST') {
        if (tree) return apiError(422, 'trees_already_added', 'The order already plants trees; update their quantity instead', 'order_id');
        o.line_items.push(makeLine({ id: 200 + this.nextId++, kind: 'tree', sku: 'service-tree-planting', name: 'Tree planting', quantity, variant_id: null, options: null, properties: [] }));
        return { status: 201, body: { order: reprice(o) } };
      }
      if (!tree) return apiError(422, 'no_trees', 'The order plants no trees yet; add the tree line first', 'order_id');
      if (quantity === 0) o.line_items = o.line_items.filter((l) => l !== tree);
      else tree.quantity = quantity;
      return { status: 200, body: { order: reprice(o) } };
    }
    if (req.method === 'POST' && (m = req.path.match(/^v2\/orders\/(\d+)\/line_item$/))) {
      const o = this.order(m[1]);
      if (!o) return apiError(404, 'not_found', 'Order not found');
      const variantId = Number(body.variant_id);
      const product = Object.values(PIM_PRODUCTS).find((p) => p.variantId === variantId);
      if (!product) return apiError(422, 'variant_not_found', `Variant ${variantId} does not exist`, 'variant_id');
      o.line_items.push(makeLine({ id: 300 + this.nextId++, variant_id: variantId, sku: `${product.sku}-v`, name: product.title, quantity: Number(body.quantity) }));
      return { status: 201, body: { order: reprice(o) } };
    }
    if ((m = req.path.match(/^(?:v2\/)?orders\/(\d+)\/line_items\/(\d+)$/))) {
      const o = this.order(m[1]);
      const li = o?.line_items.find((l) => l.id === Number(m![2]));
      if (!o || !li) return apiError(404, 'not_found', 'Line item not found');
      const change = (body.line_item ?? {}) as { quantity?: number; express_delivery_option_id?: number | null };
      if (req.method === 'PUT' && change.express_delivery_option_id !== undefined) {
        if (change.express_delivery_option_id !== null && !EXPRESS_OPTIONS.some((e) => e.id === change.express_delivery_option_id)) {
          return apiError(422, 'express_option_invalid', `Express delivery option ${change.express_delivery_option_id} is not offered`, 'express_delivery_option_id');
        }
        li.express_delivery_option_id = change.express_delivery_option_id;
      }
      if (req.method === 'PUT' && change.quantity !== undefined) li.quantity = change.quantity;
      if (req.method === 'DELETE') o.line_items = o.line_items.filter((l) => l !== li);
      return { status: 200, body: { order: reprice(o) } };
    }
    if ((m = req.path.match(/^orders\/(\d+)\/(apply_coupon_code|coupon_code)$/))) {
      const o = this.order(m[1])!;
      if (req.method === 'PUT') {
        const code = String(body.coupon_code).toUpperCase();
        if (!(code in COUPONS)) return apiError(422, 'coupon_unknown', `Coupon code ${code} does not exist`, 'coupon_code');
        if (o.promotions.some((p) => p.code === code)) return apiError(422, 'coupon_already_applied', `Coupon code ${code} is already applied`, 'coupon_code');
        o.promotions.push({ code, name: `${COUPONS[code]}% off`, kind: 'percentage', amount: 0, eligible: true });
      } else {
        const code = req.query.get('coupon_code');
        o.promotions = o.promotions.filter((p) => code !== null && p.code !== code);
      }
      return { status: 200, body: { order: reprice(o) } };
    }
    if (req.method === 'PUT' && (m = req.path.match(/^checkouts\/([^/]+)$/))) {
      const o = this.order(m[1]);
      if (!o) return apiError(404, 'not_found', 'Order not found');
      const requested = (req.query.get('state') ?? o.state) as (typeof STEPS)[number];
      if (STEPS.indexOf(requested) > STEPS.indexOf(o.state as (typeof STEPS)[number])) {
        return apiError(422, 'cannot_skip_step', `The order is in ${o.state}; it cannot jump to ${requested}`, 'state');
      }
      const f = (body.order ?? {}) as Record<string, unknown>;
      if (requested === 'address') {
        const bill = f.bill_address as Order['bill_address'] & { vat_id: string | null };
        if (bill?.vat_id && bill.vat_id !== 'DE136695976') return apiError(422, 'invalid_vat_id', `VAT ID ${bill.vat_id} is not valid`, 'bill_address.vat_id');
        o.email = String(f.email);
        o.customer_type = (f.customer_type as 'b2b' | 'b2c') ?? 'b2c';
        o.bill_address = bill;
        o.ship_address = f.use_billing ? bill : (f.ship_address as Order['ship_address']);
        // Like the API: an express option the new delivery country is not offered goes, and the answer says so.
        const country = o.ship_address?.country_iso;
        const notices: NonNullable<Order['notices']> = [];
        for (const li of o.line_items) {
          const option = EXPRESS_OPTIONS.find((e) => e.id === li.express_delivery_option_id);
          if (!option || option.country_iso === country) continue;
          li.express_delivery_option_id = null;
          notices.push({ code: 'express_delivery_removed', message: `Express production of ${li.name} is not offered for delivery to ${country}`, line_item_id: li.id, sku: li.sku, name: li.name, express_delivery_option_id: option.id, country_iso: country ?? '' });
        }
        o.state = 'delivery';
        return { status: 200, body: { order: { ...reprice(o), notices } } };
      }
      if (requested === 'delivery') o.shipping_method = String(f.shipping_method);
      if (requested === 'payment') o.payment_method = (f.payments_attributes as Array<{ payment_method_id: string }>)[0]!.payment_method_id;
      o.state = STEPS[STEPS.indexOf(requested) + 1] ?? 'confirm';
      return { status: 200, body: { order: reprice(o) } };
    }
    if (route === 'POST v1/segment_proxies/track') return { status: 200, body: { success: true } };
    if (route === 'POST v1/segment_proxies/identify' || route === 'POST v1/segment_proxies/track_product_added_ua_conversion') return { status: 202, body: { accepted: true, id: 1 } };
    if (route === 'POST v2/segment_sessions/create') return { status: 201, body: { session_id: '00000000-0000-4000-8000-000000000001' } };
    if (route === 'POST v2/segment_sessions/append') return { status: 202, body: { appended: 1 } };
    if (route === 'GET v1/emails/global_consents_needed') {
      const email = (req.query.get('email') ?? '').toLowerCase();
      const answers = this.savedConsents.filter((b) => b.email?.toLowerCase() === email).flatMap((b) => b.consents);
      const newest = (name: string) => answers.filter((c) => c.name === name).at(-1)?.value;
      const needed = [newest('terms_and_conditions_and_privacy_policy') === 'granted' ? null : 'terms_and_conditions_and_privacy_policy', newest('marketing') ? null : 'marketing'];
      return { status: 200, body: { consents_needed: needed.filter((n) => n !== null) } };
    }
    if (route === 'POST v1/emails/save_with_consents') {
      this.savedConsents.push(body as FakeApi['savedConsents'][number]);
      return { status: 201, body: { consents: [] } };
    }
    if (route === 'POST v2/orders/consents') {
      this.consents.push(body);
      return { status: 201, body: { data: [] } };
    }
    if ((m = req.path.match(/^v2\/(\d+)\/stripe\/config\/publishable_key$/))) {
      return this.mode === 'stripe'
        ? { status: 200, body: { publishable_key: 'pk_test_123', mode: 'stripe', sandbox: null } }
        : { status: 200, body: { publishable_key: 'sandbox', mode: 'sandbox', sandbox: { payment_methods_url: '/api/sandbox/payment_methods', test_cards: [] } } };
    }
    if ((m = req.path.match(/^v2\/(\d+)\/stripe\/payment_intents\/(pay|confirm|initiate_stripe_redirect_payment)$/))) {
      const o = this.order(m[1])!;
      if (m[2] === 'pay') return this.pay(o, null, body.payment_method_id as string);
      if (m[2] === 'confirm') return this.pay(o, body.payment_intent_id as string, body.payment_method_id as string);
      const id = `pi_${this.nextId++}`;
      this.intents.set(id, {
        id, amount: o.total, currency: o.currency, payment_method_type: String(body.payment_method_type), client_secret: null, orderId: o.id,
        status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: `/api/sandbox/redirect/${id}` } }, last_payment_error: null,
      });
      return { status: 200, body: { payment_intent: this.intentView(id), order_number: o.number } };
    }
    if (route === 'POST check_payments') {
      const o = this.order(String(body.order_number))!;
      o.state = 'complete';
      o.fulfillment_state = 'artwork_check';
      o.payment_state = 'balance_due';
      this.issueProforma(o);
      return {
        status: 200,
        body: {
          data: {
            order_number: o.number, amount: o.total, currency: o.currency, reference: o.number, payment_status: 'WAITING', installments: [],
            bank_details: { currency: 'EUR', account_holder: 'Packhelp S.A.', bank_name: 'Demo Bank', iban: 'DE00 1234 5678 9000 0000 00', bic: 'DEMODEFF', demo: true },
          },
        },
      };
    }
    if (req.method === 'GET' && (m = req.path.match(/^orders\/([^/]+)\/invoices$/))) {
      const o = this.order(decodeURIComponent(m[1]!));
      if (!o || !req.token) return apiError(404, 'not_found', 'Order not found');
      return { status: 200, body: { invoices: this.invoices[o.number] ?? [] } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^v2\/orders\/([^/]+)\/payment_schedule$/))) {
      const o = this.order(decodeURIComponent(m[1]!));
      if (!o || !req.token) return apiError(404, 'not_found', 'Order not found');
      return { status: 200, body: { data: { order_number: o.number, currency: o.currency, installments: this.schedules[o.number] ?? [] } } };
    }
    if ((m = req.path.match(/^v2\/orders\/([^/]+)\/payment_status$/))) {
      const o = this.order(decodeURIComponent(m[1]!))!;
      const status = o.payment_state === 'paid' ? 'OK' : o.payment_state === 'balance_due' ? 'WAITING' : o.payment_state === 'failed' ? 'FAILED' : 'NOT_STARTED';
      return { status: 200, body: { data: { status, order_number: o.number, order_state: o.state, payment_state: o.payment_state, payment_intent: null } } };
    }
    return apiError(404, 'not_found', `No route ${route}`);
  }
}

/** A fresh page: no stored token, a new page-wide client, the fake API behind fetch. */
export function installFakeApi(): FakeApi {
  const api = new FakeApi();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The token store mirrors the token in this cookie and adopts one it finds there (@ph/api-client tokenStore).
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`;
  // The page-wide client is a pageSingleton; dropping it gives the next screen a fresh session.
  const registry = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('@ph/contracts/shared-state@1')];
  for (const key of [...(registry?.keys() ?? [])]) if (key.startsWith('apiClient:') || key === 'sessionBootstrap') registry?.delete(key);
  phStore.set(cartSummaryAtom, { orderNumber: null, itemCount: 0 });
  globalThis.fetch = api.fetch as typeof fetch;
  return api;
}

export { apiError, type FakeAnswer, type FakeRequest };
