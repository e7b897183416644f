// The API answers in the shopper's interface language (issue #13): `?lang=` where a route takes it,
// else Accept-Language (the storefront sends the page's language), else the store's language. Cart
// changes, order reads, catalogue reads and refusals all speak it; the placed order keeps it for its
// e-mails.
import { eq } from 'drizzle-orm';
import type { Order } from '@ph/api-contract';
import { HEADERS } from '@ph/contracts/http';
import { LANGUAGE_CODES, type LanguageCode } from '@ph/region-config';
import { completeOrder } from '../src/orders/completion';
import { outbox } from '../src/db/schema/outbox';
import { orders, promotions } from '../src/db/schema/orders';
import { seedPromotions } from '../src/seed';
import { languageFromAcceptLanguage } from '../src/http/language';
import { anonymousUser, type TestSession } from './helpers/app';
import { addItem, createCart, createSeededApp, pickVariant, toConfirm, type PickedVariant, type SeededApp } from './orders.fixtures';

let t: SeededApp;
let mailer: PickedVariant;
beforeAll(async () => {
  t = await createSeededApp();
  mailer = await pickVariant(t.app.ctx.db, 'mailer-box');
});
afterAll(() => t.close());

/** The session speaking `acceptLanguage` on every request, as the storefront's client does. */
const speaking = (s: TestSession, acceptLanguage: string): TestSession => ({ ...s, headers: { ...s.headers, 'accept-language': acceptLanguage } });
const material = (order: Order) => order.line_items[0]?.properties?.find((p) => p.type === 'material')?.name;

describe('Accept-Language', () => {
  it('is read by preference and primary subtag; none of ours is null', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('pt-BR')).toBe('pt');
    expect(languageFromAcceptLanguage('ja, fr-CH;q=0.5, en;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0, cs')).toBe('cs');
    expect(languageFromAcceptLanguage('tlh, x-klingon, *')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('writes every cart change in the language asked for: names and options of each line', async () => {
    const s = speaking(await anonymousUser(t.app), 'de-DE,de;q=0.9,en;q=0.8');
    const cart = await createCart(t, s, 'eu', 'EUR');
    const added = await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    expect(added.line_items[0]).toMatchObject({ name: 'Versandkarton' });
    expect(material(added)).toBe('Kraftkarton');

    const line = added.line_items[0]!;
    const changed = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/line_items/${line.id}`, headers: s.headers, payload: { line_item: { quantity: mailer.minQuantity * 2 } } });
    expect(changed.statusCode).toBe(200);
    expect(material(changed.json().order)).toBe('Kraftkarton');
    expect(changed.headers.vary).toMatch(/accept-language/i);

    // The same cart read in French: nothing was stored in German.
    const french = await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: speaking(s, 'fr-FR').headers });
    expect(french.json().order.line_items[0]).toMatchObject({ name: 'Boîte postale' });
    expect(material(french.json().order)).toBe('Carton kraft');
  });

  it('names a custom size and the service lines in the language asked for', async () => {
    const s = speaking(await anonymousUser(t.app), 'pl');
    const cart = await createCart(t, s, 'eu', 'EUR');
    const added = await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const withWarranty = await addItem(t, s, cart.id, { service_name: 'warranty', parent_id: added.line_items[0]!.id });
    expect(withWarranty.line_items.map((l) => l.name)).toEqual(['Pudełko fasonowe', 'Gwarancja']);
    const english = await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}?lang=en`, headers: s.headers });
    expect(english.json().order.line_items.map((l: { name: string }) => l.name)).toEqual(['Mailer box', 'Warranty']);
  });

  it('falls back to the store’s language for a tag it does not speak', async () => {
    const s = speaking(await anonymousUser(t.app), 'tlh, ja;q=0.5');
    const cart = await createCart(t, s, 'pl', 'PLN');
    const plMailer = await pickVariant(t.app.ctx.db, 'mailer-box', 'PLN');
    const added = await addItem(t, s, cart.id, { variant_id: plMailer.id, quantity: plMailer.minQuantity });
    expect(added.line_items[0]).toMatchObject({ name: 'Pudełko fasonowe' });
    expect(material(added)).toBe('Tektura szara');
  });

  it('loses to an explicit ?lang=, and a ?lang= it does not know is refused with the spec’s message', async () => {
    const s = speaking(await anonymousUser(t.app), 'de');
    const cart = await createCart(t, s, 'eu', 'EUR');
    await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const read = (query: string) => t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}${query}`, headers: s.headers });
    expect(material((await read('')).json().order)).toBe('Kraftkarton');
    expect(material((await read('?lang=en')).json().order)).toBe('Kraft cardboard');
    expect((await read('?lang=en')).json().order.line_items[0].name).toBe('Mailer box');
    const bad = await read('?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'lang', message: 'lang: Unknown language "xx" of language-tag "xx"' });
  });

  it('reads the catalogue in it, and the cache keeps each language apart', async () => {
    const get = (lang: string) =>
      t.app.inject({ method: 'GET', url: '/api/v2/sample_packs?region=eu', headers: { 'accept-language': lang } });
    const [de1, fr, de2] = [await get('de'), await get('fr-FR'), await get('de')];
    expect(de1.statusCode).toBe(200);
    const names = (r: typeof de1) => JSON.stringify(r.json());
    expect(names(de1)).toContain('Versandkarton');
    expect(names(fr)).toContain('Boîte postale');
    expect(names(fr)).not.toContain('Versandkarton');
    expect(names(de2)).toEqual(names(de1));
  });

  it('words a refusal the shopper can act on in it, keeping the stable code and the English as detail', async () => {
    const s = speaking(await anonymousUser(t.app), 'de-DE');
    const cart = await createCart(t, s, 'eu', 'EUR');
    await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const refused = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: 'NOPE-123' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'coupon_unknown', message: 'Diesen Rabattcode gibt es nicht.' });
    expect(refused.json().detail).toContain('NOPE-123');
    // A caller naming no language (a script) reads the developer's English.
    const plain = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: { [HEADERS.apiToken]: s.token }, payload: { coupon_code: 'NOPE-123' } });
    expect(plain.json()).toMatchObject({ code: 'coupon_unknown', message: expect.stringContaining('NOPE-123') });
  });
});

describe('the placed order keeps the shopper’s language', () => {
  it('records the language of the checkout and writes the order e-mails in it, not the store’s', async () => {
    const s = speaking(await anonymousUser(t.app), 'fr-FR');
    const cart = await createCart(t, s, 'de', 'EUR');
    await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const confirmed = await toConfirm(t, s, cart.id);
    const db = t.app.ctx.db;
    const [row] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, cart.id));
    expect(row?.language).toBe('fr');

    await db.transaction((tx) => completeOrder(tx, { orderId: cart.id, paymentState: 'balance_due', expectedTotal: confirmed.total }));
    const mails = (await db.select().from(outbox).where(eq(outbox.to, 'buyer@example.com'))).filter((m) => m.subject.includes(cart.number));
    expect(mails.map((m) => m.subject)).toEqual([`Commande ${cart.number} passée`]);
  });
});

describe('promotions and adjustments in the shopper’s language', () => {
  // FIRST100 as a shopper reads it in each interface language (seed/promotions.ts).
  const FIRST100: Record<LanguageCode, string> = {
    en: '5 % off, first 100 orders', de: '5 % Rabatt auf die ersten 100 Bestellungen', pl: '5% rabatu na pierwszych 100 zamówień',
    cs: 'Sleva 5 % pro prvních 100 objednávek', fr: '5 % de remise sur les 100 premières commandes', it: '5% di sconto sui primi 100 ordini',
    es: '5 % de descuento en los 100 primeros pedidos', pt: '5 % de desconto nas primeiras 100 encomendas',
    sv: '5 % rabatt på de första 100 beställningarna', ro: '5 % reducere la primele 100 de comenzi', nl: '5% korting op de eerste 100 bestellingen',
  };
  const COURIER: Record<LanguageCode, string> = {
    en: 'Courier', de: 'Kurier', pl: 'Kurier', cs: 'Kurýr', fr: 'Transporteur', it: 'Corriere', es: 'Mensajería',
    pt: 'Transportadora', sv: 'Bud', ro: 'Curier', nl: 'Koerier',
  };

  it('names the applied coupon and labels the discount and the shipping in each of the 11 languages', async () => {
    await seedPromotions(t.app.ctx.db);
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s, 'eu', 'EUR');
    await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const applied = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: speaking(s, 'sv-SE').headers, payload: { coupon_code: 'first100' } });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().order.promotions).toEqual([expect.objectContaining({ code: 'FIRST100', name: FIRST100.sv })]);
    await toConfirm(t, s, cart.id);

    for (const lang of LANGUAGE_CODES) {
      const read = await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: speaking(s, lang).headers });
      const order = read.json().order as Order;
      expect(order.promotions.map((p) => p.name)).toEqual([FIRST100[lang]]);
      const labels = Object.fromEntries(order.adjustments.map((a) => [a.source, a.label]));
      expect(labels).toEqual({ promotion: `${FIRST100[lang]} (FIRST100)`, shipping: COURIER[lang] });
    }
  });

  it('shows a promotion nobody translated by its English name', async () => {
    await t.app.ctx.db.insert(promotions).values({ code: 'SPRING5', name: 'Spring sale', kind: 'percentage', value: 500, stackable: true });
    const s = speaking(await anonymousUser(t.app), 'cs');
    const cart = await createCart(t, s, 'eu', 'EUR');
    await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const applied = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: s.headers, payload: { coupon_code: 'SPRING5' } });
    expect(applied.json().order.promotions).toEqual([expect.objectContaining({ code: 'SPRING5', name: 'Spring sale' })]);
    expect(applied.json().order.adjustments).toEqual([expect.objectContaining({ source: 'promotion', label: 'Spring sale (SPRING5)' })]);
  });

  it('shows a promotion translated into other languages, or with a blank translation, by its English name', async () => {
    // An operator filled in German and left Czech empty: a Czech shopper reads the English name, not nothing.
    await t.app.ctx.db.insert(promotions).values({ code: 'AUTUMN5', name: 'Autumn sale', nameTranslations: { de: 'Herbstaktion', cs: '  ' }, kind: 'percentage', value: 500, stackable: true });
    const s = await anonymousUser(t.app);
    const cart = await createCart(t, s, 'eu', 'EUR');
    await addItem(t, s, cart.id, { variant_id: mailer.id, quantity: mailer.minQuantity });
    const applied = await t.app.inject({ method: 'PUT', url: `/api/orders/${cart.id}/apply_coupon_code`, headers: speaking(s, 'de').headers, payload: { coupon_code: 'AUTUMN5' } });
    expect(applied.json().order.promotions).toEqual([expect.objectContaining({ code: 'AUTUMN5', name: 'Herbstaktion' })]);
    for (const lang of ['cs', 'fr'] as const) {
      const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${cart.number}`, headers: speaking(s, lang).headers })).json().order as Order;
      expect(order.promotions).toEqual([expect.objectContaining({ code: 'AUTUMN5', name: 'Autumn sale' })]);
      expect(order.adjustments).toEqual([expect.objectContaining({ source: 'promotion', label: 'Autumn sale (AUTUMN5)' })]);
    }
  });
});
