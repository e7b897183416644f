// A stateful stand-in for the commerce API behind `fetch`: the screens run their real client,
// session bootstrap and error handling against answers shaped like @ph/api-contract.
import { FakeFetchApi, apiError, type FakeAnswer, type FakeRequest } from '@ph/api-client/testing';
import type { Address, InvoiceSummary, Offer, QuoteRequest, User } from '@ph/api-contract';
import type { ApprovalFileset, BoxDesign } from '@ph/api-client';
import type { OrderTimelineResponse } from '@ph/api-contract/order-tracking';
import type { Order as AccountOrder, LineItem as OrderLineItem } from '@ph/api-client';


export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 1, anonymous: true, role: 'customer', email: null, email_confirmed: false, first_name: null, last_name: null, phone: null,
    company_name: null, customer_type: null, vat_id: null, locale: null, default_address_id: null,
    segmentation_token: 'segmentation-token-0001', last_used_location: null, shipping_destination: null, onboarding_survey: {}, plan_type: null, plan_since: null,
    created_at: '2026-01-01T10:00:00.000Z', ...over,
  };
}

export function makeAddress(over: Partial<Address> = {}): Address {
  return {
    id: 1, first_name: 'Ada', last_name: 'Lovelace', company_name: null, vat_id: null, street: 'Main St 1', street2: null,
    city: 'Berlin', zip_code: '10115', country_iso: 'DE', state_code: null, state_name: null, phone: null, email: null,
    is_default: true, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z', ...over,
  };
}

export function makeLine(over: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    id: 1, kind: 'product', variant_id: 5, sku: 'mailer-box-f33', name: 'Mailer box', quantity: 100, box_design_id: null, parent_id: null,
    bundle_id: null, express_delivery_option_id: null, options: null,
    properties: [{ type: 'material', key: 'cardboard-natural', name: 'Kraft cardboard' }, { type: 'material_color', key: 'kraft', name: 'Kraft' }],
    unit_net: 100, item_net: 10000, express_net: 0, promo_net: 0,
    net: 10000, tax_rate: 1900, tax: 1900, gross: 11900, ...over,
  };
}

export function makeOrder(over: Partial<AccountOrder> = {}): AccountOrder {
  return {
    id: 10, number: 'R100000001', token: 'guest-token', state: 'complete', payment_state: 'paid', fulfillment_state: 'artwork_check',
    canceled_at: null, cancel_reason: null, payment_method: 'card', currency: 'EUR',
    region: 'eu', email: 'ada@example.com', customer_type: 'b2c',
    item_total: 10000, ship_total: 1500, tax_total: 2645, promo_total: 0, additional_customs: 0, total: 14145, wallet_applied: 0, amount_due: 14145, item_count: 1,
    tax_reason: null, shipping_method: 'standard', special_instructions: null, channel: 'custom', promo_code: null, lock_version: 3,
    completed_at: '2026-02-01T10:00:00.000Z', created_at: '2026-02-01T09:00:00.000Z',
    bill_address: { first_name: 'Ada', last_name: 'Lovelace', company_name: null, vat_id: null, street: 'Main St 1', street2: null, city: 'Berlin', zip_code: '10115', country_iso: 'DE', state_code: null, phone: null },
    ship_address: null,
    line_items: [makeLine()],
    adjustments: [], promotions: [], bundles: [], shipping_methods: [], payment_methods: ['card'],
    ...over,
  };
}

export function makeDesign(over: Partial<BoxDesign> = {}): BoxDesign {
  return {
    id: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4', name: 'Spring mailer', status: 'saved', product_sku: 'mailer-box', variant_id: 5,
    variant_sku: 'mailer-box-f33', size: { length: 147, width: 107, height: 37 }, board_thickness_mm: 1.5, dieline_style: 'fefco-0427',
    bleed_mm: 3, safe_area_mm: 3, schema_version: 2, legacy: false, custom_size: null, share_token: null,
    document: { schemaVersion: 2 }, version: 4, thumbnail_file_id: null, thumbnail_url: null, shared: false, read_only: false,
    low_resolution: [], created_at: '2026-02-01T10:00:00.000Z', updated_at: '2026-03-05T10:00:00.000Z', ...over,
  };
}

export function makeProof(over: Partial<ApprovalFileset['attributes']> & { uuid?: string } = {}): ApprovalFileset {
  const { uuid = 'c1c1c1c1-d2d2-4e3e-8f4f-a5a5a5a5a5a5', ...attributes } = over;
  return {
    uuid, type: 'client_approval_fileset',
    attributes: {
      status: 'pending', review_reason: null, email: 'ada@example.com', order_number: 'R100000001', line_item_id: 1,
      box_design_id: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4', design_version: 4, low_resolution: false, low_resolution_details: [],
      proof_url: `/api/client_approval_filesets/${uuid}/print_file`, reviewed_at: null, created_at: '2026-02-01T10:00:00.000Z', ...attributes,
    },
  };
}

/** A document as `orders/{number}/invoices` lists it: a VAT invoice of the eu store unless told otherwise. */
export function makeInvoice(over: Partial<InvoiceSummary> = {}): InvoiceSummary {
  const id = over.id ?? 'inv-0001';
  return {
    id, kind: 'invoice', title: 'VAT invoice', number: 'FV/EU/2026/000001', order_number: 'R100000001', offer_reference: null, region: 'eu', currency: 'EUR', language: 'en',
    issued_at: '2026-02-01T10:00:00.000Z', issue_date: '2026-02-01', due_date: null, buyer_name: 'Ada Lovelace', buyer_vat_id: null,
    net: 11500, tax: 2645, gross: 14145, vat: [{ tax_rate: 2300, vat_exempt: false, net: 11500, tax: 2645, gross: 14145 }], corrects: null,
    pdf_url: `/api/invoices/${id}/pdf?token=guest-token`, ubl_url: over.kind === 'proforma' ? null : `/api/invoices/${id}/ubl?token=guest-token`, ...over,
  };
}

/** A variant as `GET pim/products/{id}?expand=variants` lists it, with only what the desk reads filled in. */
function pimVariant(id: number, sku: string, label: string) {
  return {
    id, sku, externalPimId: String(id), status: 'published', stock: null, stockControlEnabled: false, quantityPerUnit: 1,
    size: { id, label, width: null, height: null, length: null, diameter: null, innerWidth: null, innerHeight: null, innerLength: null, innerDiameter: null, volume: null, weight: null },
    images: [], properties: [], minQuantity: 100, pssRepresentation: null, isCustom: false, isDynamic: false, qrConfig: null, customProperties: null,
  };
}

/** Two products of the catalogue, named in English and Polish as the PIM answers with `lang`. */
const CATALOGUE = [
  {
    from: { product_sku: 'mailer-box', variant_sku: 'mailer-box-f15-kraft-eco-color', external_pim_id: '1001', quantity: 2500, unit: { net: 22, tax: 5, gross: 27, tax_rate: 2300 }, piece_net: 22, piece_gross: 27 },
    names: { en: 'Mailer box', pl: 'Pudełko fasonowe' } as Record<string, string>,
    variants: [[5, 'mailer-box-f33', 'F33'], [6, 'mailer-box-f52', 'F52']] as Array<[number, string, string]>,
    product: { id: 1, sku: 'mailer-box', title: 'Custom printed mailer boxes', description: '', images: [], status: 'published', type: 'custom', pageUrl: '/mailer-boxes', configurableProperties: [] },
  },
  {
    from: { product_sku: 'shipping-box', variant_sku: 'shipping-box-k30-kraft', external_pim_id: '1002', quantity: 2500, unit: { net: 90, tax: 21, gross: 111, tax_rate: 2300 }, piece_net: 90, piece_gross: 111 },
    names: { en: 'Shipping box', pl: 'Karton wysyłkowy' } as Record<string, string>,
    variants: [[8, 'shipping-box-k30-kraft', 'K30']] as Array<[number, string, string]>,
    product: { id: 2, sku: 'shipping-box', title: 'Shipping boxes', description: '', images: [], status: 'published', type: 'custom', pageUrl: '/shipping-boxes', configurableProperties: [] },
  },
];

interface Account {
  user: User;
  password: string;
}

/** Accounts, sessions and addresses kept in memory, with per-route overrides for failures. */
export class FakeApi extends FakeFetchApi {
  accounts: Account[] = [];
  tokens = new Map<string, number>();
  users = new Map<number, User>();
  addresses = new Map<number, Address[]>();
  orders = new Map<number, AccountOrder[]>();
  /** Invoice documents by order number, oldest first. */
  invoices = new Map<string, InvoiceSummary[]>();
  /** `GET v2/orders/{number}/timeline` by order number; without one: the order placed, nothing more. */
  timelines = new Map<string, OrderTimelineResponse>();
  quoteRequests = new Map<number, QuoteRequest[]>();
  offers: Offer[] = [];
  /** Saved designs by owner, newest change first (as `box_designs/mine` answers). */
  designs = new Map<number, BoxDesign[]>();
  /** Design ids an open cart uses: deleting them is 422 `design_in_cart`, like the API. */
  designsInCart = new Set<string>();
  /** Design proofs by uuid; reviewing one updates its order's line and production state like the API. */
  proofs = new Map<string, ApprovalFileset>();
  sentMail: { to: string; kind: 'confirm' | 'reset' | 'password_changed' | 'data_export' }[] = [];
  /** Saved consent bodies, oldest first. */
  consents: { userId: number; body: Record<string, unknown> }[] = [];
  private nextId = 100;

  register(email: string, password: string, over: Partial<User> = {}): User {
    const user = makeUser({ id: this.nextId++, anonymous: false, email, ...over });
    this.users.set(user.id, user);
    this.accounts.push({ user, password });
    return user;
  }

  signedInToken(user: User): string {
    const token = `tok-${this.nextId++}`;
    this.tokens.set(token, user.id);
    return token;
  }

  private current(req: FakeRequest): User | undefined {
    const id = req.token ? this.tokens.get(req.token) : undefined;
    return id === undefined ? undefined : this.users.get(id);
  }

  private session(user: User): FakeAnswer {
    const token = `tok-${this.nextId++}`;
    this.tokens.set(token, user.id);
    return { status: 200, body: { token, user } };
  }

  protected handle(req: FakeRequest): FakeAnswer {
    const me = this.current(req);
    const unauthorized = apiError(401, 'unauthorized', 'Unauthorized');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const route = `${req.method} ${req.path}`;
    let m: RegExpMatchArray | null;

    if (route === 'GET users/anonymous') {
      const user = makeUser({ id: this.nextId++ });
      this.users.set(user.id, user);
      return this.session(user);
    }
    if (route === 'GET users/me') return me ? { status: 200, body: { error: null, user: me, api_key: req.token } } : unauthorized;
    if (route === 'POST users/sign_in') {
      const account = this.accounts.find((a) => a.user.email === body.email && a.password === body.password);
      if (!account) return apiError(401, 'invalid_credentials', 'E-mail or password is incorrect');
      if (req.token) this.tokens.delete(req.token);
      return this.session(this.users.get(account.user.id)!);
    }
    if (route === 'POST users/sign_up') {
      if (this.accounts.some((a) => a.user.email === body.email)) return apiError(422, 'email_taken', 'An account with this e-mail address already exists', 'email');
      const base = me ?? makeUser({ id: this.nextId++ });
      const user: User = { ...base, anonymous: false, email: String(body.email), first_name: (body.first_name as string) ?? null };
      this.users.set(user.id, user);
      this.accounts.push({ user, password: String(body.password) });
      this.sentMail.push({ to: user.email!, kind: 'confirm' });
      return { ...this.session(user), status: 201 };
    }
    if (route === 'DELETE users/sign_out') {
      if (!me) return unauthorized;
      this.tokens.delete(req.token!);
      return { status: 204 };
    }
    if (route === 'POST users/password/recover') {
      this.sentMail.push({ to: String(body.email), kind: 'reset' });
      return { status: 202, body: { message: 'If the account exists, an e-mail is on its way' } };
    }
    if (route === 'POST users/password/reset') {
      if (body.token !== 'r'.repeat(43)) return apiError(422, 'invalid_token', 'The link is invalid or has expired', 'token');
      const account = this.accounts[0]!;
      account.password = String(body.password);
      return this.session(this.users.get(account.user.id)!);
    }
    if (route === 'POST users/confirm_email') {
      if (body.token !== 'c'.repeat(43)) return apiError(422, 'invalid_token', 'The link is invalid or has expired', 'token');
      const account = this.accounts[0]!;
      const user = { ...this.users.get(account.user.id)!, email_confirmed: true };
      this.users.set(user.id, user);
      return { status: 200, body: { email: user.email, email_confirmed: true } };
    }
    if (route === 'POST users/confirm_email/resend') {
      if (!me) return unauthorized;
      this.sentMail.push({ to: me.email ?? '', kind: 'confirm' });
      return { status: 202, body: { message: 'sent' } };
    }
    if (req.method === 'POST' && (m = req.path.match(/^users\/(\d+)\/data_exports$/))) {
      if (!me || me.id !== Number(m[1])) return apiError(404, 'not_found', 'User not found');
      if (me.anonymous) return apiError(422, 'not_registered', 'Only a registered account can download its data');
      // The API queues a job that e-mails the link; the fake "sends" it at once.
      this.sentMail.push({ to: me.email ?? '', kind: 'data_export' });
      const now = new Date().toISOString();
      return { status: 202, body: { export: { id: `exp-${this.nextId++}`, status: 'queued', requested_at: now, ready_at: null, expires_at: null } } };
    }
    if (req.method === 'POST' && (m = req.path.match(/^users\/(\d+)\/erasure$/))) {
      if (!me || me.id !== Number(m[1])) return apiError(404, 'not_found', 'User not found');
      const account = this.accounts.find((a) => a.user.id === me.id);
      if (!account || account.password !== body.current_password) {
        return apiError(422, 'invalid_current_password', 'The current password is incorrect', 'current_password');
      }
      // Like the API: the account is gone and every session of it ends.
      this.accounts = this.accounts.filter((a) => a !== account);
      this.users.delete(me.id);
      for (const [token, id] of this.tokens) if (id === me.id) this.tokens.delete(token);
      return { status: 204 };
    }
    if (req.method === 'PUT' && (m = req.path.match(/^users\/(\d+)\/password$/))) {
      if (!me || me.id !== Number(m[1])) return apiError(404, 'not_found', 'User not found');
      const account = this.accounts.find((a) => a.user.id === me.id);
      if (!account || account.password !== body.current_password) {
        return apiError(422, 'invalid_current_password', 'The current password is incorrect', 'current_password');
      }
      account.password = String(body.password);
      // Like the API: this session stays, every other one of the user ends.
      for (const [token, id] of this.tokens) if (id === me.id && token !== req.token) this.tokens.delete(token);
      this.sentMail.push({ to: me.email ?? '', kind: 'password_changed' });
      return { status: 200, body: me };
    }
    if (req.method === 'PUT' && (m = req.path.match(/^users\/(\d+)$/))) {
      if (!me || me.id !== Number(m[1])) return apiError(404, 'not_found', 'User not found');
      const { onboarding_survey: surveyPatch, ...fields } = body as { onboarding_survey?: Record<string, string | null> };
      const survey: Record<string, string> = { ...me.onboarding_survey };
      for (const [key, value] of Object.entries(surveyPatch ?? {})) {
        if (value === null) delete survey[key];
        else survey[key] = value;
      }
      const user = { ...me, ...fields, onboarding_survey: survey } as User;
      this.users.set(user.id, user);
      return { status: 200, body: user };
    }
    if ((m = req.path.match(/^v2\/users\/(\d+)\/(addresses|contact_information)(?:\/(\d+))?$/))) {
      if (!me || me.id !== Number(m[1])) return apiError(404, 'not_found', 'User not found');
      const list = this.addresses.get(me.id) ?? [];
      this.addresses.set(me.id, list);
      const id = m[3] ? Number(m[3]) : undefined;
      const found = list.find((a) => a.id === id);
      const setDefault = (a: Address) => {
        for (const x of list) x.is_default = x.id === a.id;
        this.users.set(me.id, { ...me, default_address_id: a.id });
      };
      if (m[2] === 'contact_information') {
        const a = list.find((x) => x.id === body.address_id);
        if (!a) return apiError(404, 'not_found', 'Address not found');
        setDefault(a);
        return { status: 200, body: { user: this.users.get(me.id), address: a } };
      }
      if (req.method === 'GET') return { status: 200, body: { data: list } };
      if (req.method === 'POST') {
        const { default: makeDefault, ...fields } = body;
        const a = makeAddress({ ...(fields as Partial<Address>), id: this.nextId++, is_default: false });
        list.push(a);
        if (makeDefault || list.length === 1) setDefault(a);
        return { status: 201, body: a };
      }
      if (!found) return apiError(404, 'not_found', 'Address not found');
      if (req.method === 'PATCH') {
        const { default: makeDefault, ...fields } = body;
        Object.assign(found, fields);
        if (makeDefault) setDefault(found);
        return { status: 200, body: found };
      }
      if (req.method === 'DELETE') {
        list.splice(list.indexOf(found), 1);
        return { status: 204 };
      }
    }
    if (route === 'GET v2/states') {
      const states = req.query.get('country_iso') === 'US' ? [['CA', 'California'], ['NY', 'New York']] : [];
      return { status: 200, body: { data: states.map(([abbr, name]) => ({ id: `US-${abbr}`, type: 'state', attributes: { abbr, name, country_iso: 'US' } })) } };
    }
    if (route === 'GET addresses/validate_vat') {
      const vat = req.query.get('vat_id') ?? '';
      const valid = vat === 'DE136695976';
      return { status: 200, body: { vat_id: vat, country_iso: req.query.get('country_iso'), valid, format_valid: valid, vies: { checked: false, valid: null, name: null, address: null } } };
    }
    if (route === 'GET v1/emails/consents') {
      if (!me) return unauthorized;
      const current: Record<string, string> = {};
      for (const c of this.consents.filter((x) => x.userId === me.id)) {
        for (const item of c.body.consents as { name: string; value: string }[]) current[item.name] = item.value;
      }
      return { status: 200, body: { consents: [], current } };
    }
    if (route === 'POST v1/emails/save_with_consents') {
      if (!me) return unauthorized;
      this.consents.push({ userId: me.id, body });
      return { status: 201, body: { consents: [] } };
    }
    if (route === 'POST v2/users/me/plus') {
      if (!me) return unauthorized;
      if (me.anonymous) return apiError(401, 'sign_in_required', 'Sign in or create an account to join Packhelp Plus');
      if (!['eu', 'gb', 'pl', 'de', 'fr', 'it', 'es'].includes(String(body.region))) {
        return apiError(422, 'plus_not_available', `Packhelp Plus is not offered in the ${String(body.region)} store`);
      }
      this.consents.push({ userId: me.id, body: { consents: [{ name: 'terms_and_conditions_plus', value: 'granted', displayed_text: body.displayed_text }], ...body } });
      const user: User = me.plan_type ? me : { ...me, plan_type: 'plus', plan_since: '2026-03-01T10:00:00.000Z' };
      this.users.set(user.id, user);
      return { status: 200, body: { user } };
    }
    if (route === 'GET api/prices/minimal') {
      return { status: 200, body: { data: CATALOGUE.map((c) => c.from) } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^pim\/products\/(\d+)$/))) {
      const entry = CATALOGUE.find((c) => c.product.id === Number(m![1]));
      const lang = req.query.get('lang') ?? 'en';
      if (!entry) return apiError(404, 'not_found', 'Product not found in PIM');
      const variants = req.query.getAll('expand').includes('variants') ? entry.variants.map(([id, sku, label]) => pimVariant(id, sku, label)) : undefined;
      return { status: 200, body: { data: { ...entry.product, name: entry.names[lang] ?? entry.names.en, ...(variants ? { variants } : {}) } } };
    }
    if (route === 'GET pim/products') {
      const sku = req.query.get('variants[sku]');
      const lang = req.query.get('lang') ?? 'en';
      const product = CATALOGUE.find((c) => c.from.variant_sku === sku);
      if (!product) return apiError(404, 'not_found', `Product with sku ${String(sku)} not found in PIM`);
      return { status: 200, body: { data: { ...product.product, name: product.names[lang] ?? product.names.en } } };
    }
    if (route === 'GET v2/quote_requests/mine') {
      if (!me) return unauthorized;
      const list = this.quoteRequests.get(me.id) ?? [];
      return { status: 200, body: { quote_requests: list, count: list.length } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^quote_requests\/([^/]+)$/))) {
      const qr = me ? (this.quoteRequests.get(me.id) ?? []).find((q) => q.qr_number === decodeURIComponent(m![1]!).toUpperCase()) : undefined;
      return qr ? { status: 200, body: { quote_request: qr } } : apiError(404, 'not_found', 'Quote request not found');
    }
    if (req.method === 'GET' && (m = req.path.match(/^offers\/([^/]+)$/))) {
      const offer = this.offers.find((o) => o.token === decodeURIComponent(m![1]!));
      return offer ? { status: 200, body: { offer } } : apiError(404, 'not_found', 'Offer not found');
    }
    if (route === 'GET orders/mine') {
      if (!me) return unauthorized;
      const orders = this.orders.get(me.id) ?? [];
      return { status: 200, body: { orders, count: orders.length } };
    }
    if (route === 'GET operators/current') {
      if (!me) return unauthorized;
      return me.role === 'operator' ? { status: 200, body: { operator: { id: me.id, email: me.email ?? '', name: me.first_name ?? '' } } } : apiError(403, 'forbidden', 'Only operators may do this');
    }
    if (route === 'GET invoices' || route === 'GET invoices/export.csv') {
      if (!me) return unauthorized;
      if (me.role !== 'operator') return apiError(403, 'forbidden', 'Only operators may do this');
      const q = (k: string) => req.query.get(k);
      const from = q('from') ?? '';
      const to = q('to') ?? '';
      if (to < from) return apiError(400, 'invalid_input', 'to must not be before from', 'to');
      const rows = [...this.invoices.values()].flat()
        .filter((d) => d.issue_date >= from && d.issue_date <= to && (!q('region') || d.region === q('region')) && (!q('kind') || d.kind === q('kind')))
        .sort((a, b) => a.issued_at.localeCompare(b.issued_at));
      if (route === 'GET invoices/export.csv') return { status: 200, body: ['number,type', ...rows.map((d) => `${d.number},${d.kind}`)].join('\r\n') };
      const perPage = Number(q('per_page') ?? 50);
      const page = Number(q('page') ?? 1);
      return { status: 200, body: { invoices: rows.slice((page - 1) * perPage, page * perPage), count: rows.length } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^orders\/([^/]+)\/invoices$/))) {
      const number = decodeURIComponent(m[1]!);
      const order = me ? (this.orders.get(me.id) ?? []).find((o) => o.number === number) : undefined;
      return order ? { status: 200, body: { invoices: this.invoices.get(number) ?? [] } } : apiError(404, 'not_found', 'Order not found');
    }
    if ((m = req.path.match(/^v2\/orders\/([^/]+)\/(timeline|cancel)$/))) {
      const number = decodeURIComponent(m[1]!);
      const order = me ? (this.orders.get(me.id) ?? []).find((o) => o.number === number) : undefined;
      if (!order) return apiError(404, 'not_found', 'Order not found');
      const timeline: OrderTimelineResponse = this.timelines.get(number) ?? {
        number, state: order.state, payment_state: order.payment_state, fulfillment_state: order.fulfillment_state, currency: order.currency,
        timeline: [{ step: 'placed', at: order.completed_at ?? order.created_at, shipment_id: null, refund_id: null, reason: null }],
        shipments: [], refunds: [], estimated_delivery: null, cancel: { allowed: false, refunds: [] },
      };
      if (req.method === 'GET') return { status: 200, body: timeline };
      if (!timeline.cancel.allowed) return apiError(409, 'order_in_production', `Order ${number} is in production; it can no longer be canceled here, please contact us`, 'state');
      // The server's cancellation: the order canceled, each previewed refund booked.
      const at = '2026-03-06T09:00:00.000Z';
      const refunds = timeline.cancel.refunds.map((r, i) => ({ id: 900 + i, method: r.method, amount: r.amount, currency: r.currency, state: r.way === 'gateway' ? ('succeeded' as const) : r.way === 'wallet' ? ('succeeded' as const) : ('owed' as const), reason: 'Order canceled', created_at: at }));
      this.timelines.set(number, {
        ...timeline, state: 'canceled', payment_state: refunds.length > 0 ? 'refunded' : 'void', estimated_delivery: null, refunds: [...timeline.refunds, ...refunds], cancel: { allowed: false, refunds: [] },
        timeline: [...timeline.timeline, { step: 'canceled', at, shipment_id: null, refund_id: null, reason: null }, ...refunds.map((r) => ({ step: 'refund' as const, at, shipment_id: null, refund_id: r.id, reason: null }))],
      });
      this.orders.set(me!.id, (this.orders.get(me!.id) ?? []).map((o) => (o.number === number ? { ...o, state: 'canceled', payment_state: refunds.length > 0 ? 'refunded' : 'void', canceled_at: at } : o)));
      return { status: 200, body: { order: { ...order, state: 'canceled' }, refunds } };
    }
    if (req.method === 'GET' && (m = req.path.match(/^orders\/([^/]+)$/))) {
      const order = me ? (this.orders.get(me.id) ?? []).find((o) => o.number === decodeURIComponent(m![1]!)) : undefined;
      return order ? { status: 200, body: { order } } : apiError(404, 'not_found', 'Order not found');
    }
    if ((m = req.path.match(/^client_approval_filesets\/([^/]+)(\/print_file)?$/))) {
      const proof = this.proofs.get(m[1]!);
      const order = me && proof ? (this.orders.get(me.id) ?? []).find((o) => o.number === proof.attributes.order_number) : undefined;
      if (!proof || !order) return apiError(404, 'not_found', 'Proof not found');
      if (req.method === 'GET' && m[2]) return { status: 200, body: '%PDF-1.7 proof' };
      if (req.method === 'GET') return { status: 200, body: { data: proof } };
      if (req.method === 'PUT') {
        if (proof.attributes.status !== 'pending') return apiError(422, 'proof_not_pending', 'This proof has already been reviewed', 'status');
        const review = body as { status: 'approved' | 'changes_requested'; review_reason?: string };
        if (review.status === 'changes_requested' && !review.review_reason) return apiError(422, 'review_reason_required', 'Say what to change', 'review_reason');
        proof.attributes = { ...proof.attributes, status: review.status, review_reason: review.review_reason ?? null, reviewed_at: '2026-02-02T10:00:00.000Z' };
        for (const li of order.line_items) if (li.proof?.id === proof.uuid) li.proof = { id: proof.uuid, status: review.status };
        const proofs = order.line_items.flatMap((li) => (li.proof ? [li.proof] : []));
        order.production_state = proofs.every((p) => p.status === 'approved') ? 'ready_for_production' : 'awaiting_proof_approval';
        return { status: 200, body: { data: proof } };
      }
    }
    if (route === 'POST v1/segment_proxies/track') return { status: 200, body: { success: true } };
    if (route === 'POST v1/segment_proxies/identify' || route === 'POST v1/segment_proxies/track_product_added_ua_conversion') return { status: 202, body: { accepted: true, id: 1 } };
    if (route === 'POST v2/segment_sessions/create') return { status: 201, body: { session_id: '00000000-0000-4000-8000-000000000001' } };
    if (route === 'POST v2/segment_sessions/append') return { status: 202, body: { appended: 1 } };
    if (route === 'GET box_designs/mine') {
      if (!me) return unauthorized;
      const list = this.designs.get(me.id) ?? [];
      const perPage = Number(req.query.get('per_page') ?? 25);
      return { status: 200, body: { box_designs: list.slice(0, perPage), count: list.length } };
    }
    if ((m = req.path.match(/^box_designs\/([^/]+)(?:\/(duplicate|share))?$/))) {
      if (!me) return unauthorized;
      const list = this.designs.get(me.id) ?? [];
      const design = list.find((d) => d.id === m![1]);
      if (!design) return apiError(404, 'not_found', 'Design not found');
      if (req.method === 'DELETE' && !m[2]) {
        if (this.designsInCart.has(design.id)) return apiError(422, 'design_in_cart', 'The design is in an open order', 'id');
        list.splice(list.indexOf(design), 1);
        return { status: 204 };
      }
      if (req.method === 'POST' && m[2] === 'duplicate') {
        const copy = makeDesign({ ...design, id: `copy-${this.nextId++}`, name: String(body.name ?? design.name), status: 'draft', version: 1, shared: false, share_token: null });
        list.unshift(copy);
        return { status: 201, body: { box_design: copy, design_token: null } };
      }
      if (req.method === 'POST' && m[2] === 'share') {
        design.share_token ??= `share-${design.id}`;
        design.shared = true;
        return { status: 200, body: { share_token: design.share_token, share_url: `http://store.test/box/design/${design.id}` } };
      }
    }
    return apiError(404, 'not_found', `No route ${route}`);
  }
}

/** A fresh page: no stored token, a new page-wide client, the fake API behind fetch. */
export function installFakeApi(): FakeApi {
  const api = new FakeApi();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The page-wide client is a pageSingleton; dropping it gives the next screen a fresh session.
  const registry = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('@ph/contracts/shared-state@1')];
  for (const key of [...(registry?.keys() ?? [])]) if (key.startsWith('apiClient:')) registry?.delete(key);
  globalThis.fetch = api.fetch as typeof fetch;
  return api;
}

/** A signed-in visitor: an account and its token stored like the client stores it. */
export function signInAs(api: FakeApi, email = 'ada@example.com', over: Partial<User> = {}): User {
  const user = api.register(email, 'correct-horse', over);
  window.localStorage.setItem('ph-api-token', api.signedInToken(user));
  return user;
}

/** `POST v2/orders` and `POST v2/orders/{id}/line_item` for reorder: carts kept in `api.carts`. */
export function serveCarts(api: FakeApi): { carts: AccountOrder[] } {
  const state = { carts: [] as AccountOrder[] };
  api.on('POST', /^v2\/orders$/, (req) => {
    const cart = makeOrder({ id: 900 + state.carts.length, number: `C${900 + state.carts.length}`, state: 'cart', currency: String((req.body as { currency: string }).currency), line_items: [], item_count: 0 });
    state.carts.push(cart);
    return { status: 201, body: { order: cart } };
  });
  api.on('POST', /^v2\/orders\/\d+\/line_item$/, (req) => {
    const cart = state.carts.find((c) => req.path.startsWith(`v2/orders/${c.id}/`))!;
    const b = req.body as { variant_id: number; quantity: number; box_design_id: string | null };
    cart.line_items.push(makeLine({ id: cart.line_items.length + 1, variant_id: b.variant_id, quantity: b.quantity, box_design_id: b.box_design_id }));
    cart.item_count = cart.line_items.length;
    return { status: 201, body: { order: cart } };
  });
  return state;
}

export { apiError, type FakeAnswer, type FakeRequest };

export function makeQuoteRequest(over: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: 1, qr_number: 'QR00000001', mode: 0, status: 'new', region: 'eu', currency: 'EUR', locale: 'en', email: 'ada@example.com', name: 'Ada',
    company_name: null, phone: null,
    items: [{ sku: 'mailer-box', variant_id: null, variant_sku: null, custom_size: { length: 320, width: 210, height: 90 }, quantities: [500, 1000], print: 'print-color-hd' }],
    deadline: '2026-06-01', description: 'Boxes for olive oil', attachments: [{ id: 'f1', name: 'logo.png', content_type: 'image/png', byte_size: 68 }],
    offers: [], close_reason: null, closed_at: null, created_at: '2026-03-01T10:00:00.000Z', ...over,
  };
}

export function makeOffer(over: Partial<Offer> = {}): Offer {
  return {
    id: 7, token: 'tok_abcdefghijklmnopqrstuvwxyz', state: 'sent', region: 'eu', currency: 'EUR', locale: 'en', email: 'ada@example.com',
    order_manager: { email: 'olga@packhelp.example', name: 'Olga Nowak', avatar: null }, valid_until: '2026-04-01T00:00:00.000Z',
    url: '/offer/tok_abcdefghijklmnopqrstuvwxyz/review', qr_number: 'QR00000001', instant_quote_id: null, order_number: null, note: null,
    prices_include_tax: false, tax_rate: 2300,
    line_items: [{ id: 1, variant_id: 5, sku: 'mailer-box-f33', name: 'Mailer box F33', custom_size: null, quantity: 1000, unit_net: 90, net: 90000, tax_rate: 2300, tax: 20700, gross: 110700, price_source: 'manager', accepted: false }],
    ship_net: 0, ship_tax: 0, item_total: 90000, ship_total: 0, additional_customs: 0, tax_total: 20700, total: 110700,
    selection: null, created_at: '2026-03-02T10:00:00.000Z', viewed_at: null, accepted_at: null, ...over,
  };
}

/** A shipped order's timeline as `GET v2/orders/{number}/timeline` answers it. */
export const makeTimeline = (over: Partial<OrderTimelineResponse> = {}): OrderTimelineResponse => ({
  number: 'R200000001', state: 'complete', payment_state: 'paid', fulfillment_state: 'shipped', currency: 'EUR',
  timeline: [
    { step: 'placed', at: '2026-03-02T09:00:00.000Z', shipment_id: null, refund_id: null, reason: null },
    { step: 'artwork_approved', at: '2026-03-03T09:00:00.000Z', shipment_id: null, refund_id: null, reason: null },
    { step: 'in_production', at: '2026-03-04T09:00:00.000Z', shipment_id: null, refund_id: null, reason: null },
    { step: 'shipped', at: '2026-03-20T09:00:00.000Z', shipment_id: 5, refund_id: null, reason: null },
  ],
  shipments: [{ id: 5, carrier: 'dpd', carrier_name: 'DPD', tracking_number: '01234567890123', tracking_url: 'https://tracking.dpd.de/parcelstatus?query=01234567890123', state: 'in_transit', lines: [], events: [], shipped_at: '2026-03-20T09:00:00.000Z', delivered_at: null }],
  refunds: [],
  estimated_delivery: { min_date: '2026-03-25', max_date: '2026-03-27', ship_date: '2026-03-20', basis: 'shipped', production_days: 21, express_days_saved: 0 },
  cancel: { allowed: false, refunds: [] },
  ...over,
});
