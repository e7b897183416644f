// Custom offers: a manager builds one (catalogue variants, custom sizes, quantities, a negotiated unit
// price signed with who set it and when, shipping, validity, a note) and it is e-mailed to the
// customer; anyone holding the link reads it; only its customer accepts it, once, before it expires,
// and accepting makes an order priced exactly as offered (orders/create.ts createOrderFromOffer).
import { randomBytes } from 'node:crypto';
import { getRegionConfig, type LanguageCode, type RegionCode } from '@ph/region-config';
import type { AcceptOfferResponse, CreateOfferBody as CreateOfferInput, InvoiceSummary, Offer } from '@ph/api-contract';
import { findAddress } from '../addresses';
import { issueOfferProforma, presentInvoice, type OfferFacts } from '../invoices';
import { QUOTE_LIMITS } from '@ph/api-contract';
import type { Db } from '../db';
import { enqueueEmail } from '../email';
import { emailLanguage } from '../email';
import { NotFound, RuleViolation } from '../errors';
import { checkQuantity, findSellableVariant } from '../catalogue';
import { checkCustomSize, normaliseCustomSize, offerTax } from '../pricing';
import * as quotesRepo from './repository';
import { findUserByEmail, findUserById, type UserRow } from '../users';
import { offerEmail } from './emails';
import { localize } from '../catalogue';
import { modelUnitNet } from '../pricing';
import { acceptOfferFlow } from './flows/accept-offer';
import { isCustomerOf } from './offer-customer';
import { loadOfferDocument, loadOfferDocuments } from './offer-document';
import { displayName, regionOf, stateOf, totalsOf } from './offer-present';
import * as repo from './offers-repo';

export type { CreateOfferInput };

export interface OfferDeps {
  db: Db;
  storefrontUrl: string;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

interface LineInput {
  variant_id: number;
  custom_size?: { length: number; width: number; height: number } | undefined;
  quantity: number;
  unit_net?: number | undefined;
}

/** Checks each line against the catalogue and prices it: the manager's price (signed) or the price model's. */
async function priceLines(tx: Db, lines: readonly LineInput[], ctx: { region: RegionCode; currency: string; lang: ReturnType<typeof emailLanguage>; managerId: number | null; now: Date }) {
  const out: Array<Omit<repo.OfferLineInsert, 'offerId'>> = [];
  for (const [i, line] of lines.entries()) {
    const field = `lines.${i}`;
    const v = await findSellableVariant(tx, line.variant_id, `${field}.variant_id`);
    const size = line.custom_size ? normaliseCustomSize(line.custom_size) : null;
    if (size) checkCustomSize(v.product, size, ctx.lang, `${field}.custom_size`);
    let unitNet: number;
    const manual = line.unit_net !== undefined && ctx.managerId !== null;
    if (manual) {
      // A negotiated price may go beyond the configurator's quantity grid: that is what offers are for.
      unitNet = line.unit_net as number;
    } else {
      checkQuantity(size ? { ...v, variant: { ...v.variant, isCustom: true } } : v, line.quantity, `${field}.quantity`);
      unitNet = await modelUnitNet(tx, v, size, line.quantity, ctx.region, ctx.currency, `${field}.quantity`);
    }
    out.push({
      variantId: v.variant.id,
      sku: v.variant.sku,
      // In the customer's language: the offer and its e-mail are read in it.
      name: localize(v.product.name, ctx.lang),
      customSize: size,
      quantity: line.quantity,
      unitNet,
      priceSource: manual ? 'manager' : 'price_model',
      priceSetById: manual ? ctx.managerId : null,
      priceSetAt: manual ? ctx.now : null,
      position: i,
    });
  }
  return out;
}

/** The offer e-mail with the review link, written to the outbox in the offer's transaction. */
async function mailOffer(tx: Db, deps: OfferDeps, offer: Offer, row: repo.OfferRow, managerName: string | null): Promise<void> {
  await enqueueEmail(tx, offerEmail(deps.storefrontUrl, { token: row.token, region: row.region, locale: row.locale, email: row.email, total: offer.total, validUntil: row.validUntil, managerName }));
}

/** `POST v2/offers` (managers): builds and sends an offer for a quote request or a registered customer. */
export async function createOffer(
  deps: OfferDeps,
  manager: UserRow,
  body: {
    quote_request_id?: number | undefined;
    customer_email?: string | undefined;
    region?: RegionCode | undefined;
    locale?: ReturnType<typeof emailLanguage> | undefined;
    lines: LineInput[];
    shipping_net: number;
    valid_until: string;
    note?: string | null | undefined;
  },
): Promise<Offer> {
  const now = deps.now();
  const validUntil = new Date(body.valid_until);
  if (validUntil.getTime() <= now.getTime()) throw new RuleViolation('valid_until_in_past', 'valid_until must be in the future', 'valid_until');
  if (validUntil.getTime() > now.getTime() + QUOTE_LIMITS.maxOfferValidDays * DAY_MS) {
    throw new RuleViolation('valid_until_too_far', `An offer can be valid for at most ${QUOTE_LIMITS.maxOfferValidDays} days`, 'valid_until');
  }
  return deps.db.transaction(async (tx) => {
    let customer: { userId: number; email: string; region: RegionCode; locale: string; quoteRequestId: number | null };
    if (body.quote_request_id !== undefined) {
      const qr = await quotesRepo.findQuoteRequest(tx, { id: body.quote_request_id });
      if (!qr) throw new RuleViolation('quote_request_not_found', `Quote request ${body.quote_request_id} does not exist`, 'quote_request_id');
      if (qr.status === 'closed' || qr.status === 'accepted') throw new RuleViolation('quote_request_closed', `Quote request ${qr.number} is ${qr.status}`, 'quote_request_id');
      customer = { userId: qr.userId, email: qr.email, region: regionOf(qr), locale: body.locale ?? qr.locale, quoteRequestId: qr.id };
    } else {
      const user = body.customer_email ? await findUserByEmail(tx, body.customer_email) : undefined;
      if (!user || user.kind !== 'registered' || !user.email) throw new RuleViolation('customer_not_found', 'No registered customer has this e-mail address', 'customer_email');
      const region = body.region as RegionCode;
      customer = { userId: user.id, email: user.email, region, locale: body.locale ?? emailLanguage(user.locale, region), quoteRequestId: null };
    }
    const currency = getRegionConfig(customer.region).currency;
    const lines = await priceLines(tx, body.lines, { region: customer.region, currency, lang: emailLanguage(customer.locale, customer.region), managerId: manager.id, now });
    const row = await repo.insertOffer(
      tx,
      {
        token: newToken(),
        userId: customer.userId,
        managerId: manager.id,
        quoteRequestId: customer.quoteRequestId,
        region: customer.region,
        currency,
        locale: customer.locale,
        email: customer.email,
        shipNet: body.shipping_net,
        validUntil,
        note: body.note ?? null,
        createdAt: now,
      },
      lines,
    );
    if (customer.quoteRequestId !== null) await quotesRepo.setStatus(tx, customer.quoteRequestId, 'offer_sent', now);
    const offer = await loadOfferDocument(tx, row, { now, asManager: true });
    await mailOffer(tx, deps, offer, row, displayName(manager));
    return offer;
  });
}

/** `POST v2/instant_quotes/{id}/offers`: the instant quote as an offer to accept at once (one per instant quote). */
export async function offerFromInstantQuote(deps: OfferDeps, user: UserRow, instant: quotesRepo.InstantQuoteRow, email: string | undefined): Promise<{ offer: Offer; created: boolean }> {
  const now = deps.now();
  const existing = await repo.findByInstantQuote(deps.db, instant.id);
  if (existing) return { offer: await loadOfferDocument(deps.db, existing, { now, asManager: false }), created: false };
  const to = email ?? user.email;
  if (!to) throw new RuleViolation('email_required', 'Give an e-mail address for the offer', 'email');
  const region = regionOf(instant);
  return deps.db.transaction(async (tx) => {
    // Re-checked now: the catalogue may have changed since the instant quote.
    const v = await findSellableVariant(tx, instant.variantId, 'instant_quote_id');
    const row = await repo.insertOffer(
      tx,
      {
        token: newToken(),
        userId: user.id,
        managerId: null,
        instantQuoteId: instant.id,
        region,
        currency: instant.currency,
        locale: emailLanguage(user.locale, region),
        email: to,
        shipNet: 0,
        validUntil: new Date(now.getTime() + QUOTE_LIMITS.instantOfferValidDays * DAY_MS),
        note: null,
        createdAt: now,
      },
      [{ variantId: v.variant.id, sku: v.variant.sku, name: localize(v.product.name, emailLanguage(user.locale, region)), customSize: instant.customSize, quantity: instant.quantity, unitNet: instant.unitNet, priceSource: 'price_model', position: 0 }],
    );
    const offer = await loadOfferDocument(tx, row, { now, asManager: false });
    // The same e-mail as a manager's offer (the link is how the customer finds it again), without a manager's name.
    await mailOffer(tx, deps, offer, row, null);
    return { offer, created: true };
  });
}

/**
 * `GET offers/{token}`: anyone holding the link. The customer's first look marks it viewed; a
 * manager's `preview` does not.
 */
export async function viewOffer(deps: OfferDeps, token: string, viewer: UserRow | null, opts: { preview: boolean; selection?: readonly number[] | undefined }): Promise<Offer> {
  const now = deps.now();
  let row = await repo.findByToken(deps.db, token);
  if (!row) throw new NotFound('Offer not found');
  if (opts.selection) {
    const lines = await repo.linesOf(deps.db, [row.id]);
    const unknown = opts.selection.findIndex((id) => !lines.some((l) => l.id === id));
    if (unknown >= 0) throw new RuleViolation('offer_line_not_found', `Line ${opts.selection[unknown]} is not part of this offer`, `line_item_ids.${unknown}`);
  }
  const asManager = viewer?.role === 'manager';
  if (!(opts.preview && asManager) && stateOf(row, now) === 'sent') row = (await repo.markViewed(deps.db, row.id, now)) ?? row;
  return loadOfferDocument(deps.db, row, { now, asManager, selection: opts.selection });
}

/** The offer's customer: its account, or the registered account with the offer's (confirmed) e-mail. */

/**
 * `POST offers/{token}/accept`: under the offer's row lock (two concurrent accepts make one order),
 * refuses an offer already accepted or past `valid_until` (422), then makes the order of the chosen
 * lines at the offered prices. Another customer gets a 404, like a wrong token.
 */
/** Accepting an offer is a workflow of its own (flows/accept-offer.ts names its steps). */
export function acceptOffer(deps: OfferDeps, user: UserRow, token: string, body: { line_item_ids: number[]; token: string }, lang: LanguageCode | null): Promise<AcceptOfferResponse> {
  return acceptOfferFlow(deps.db, { user, token, bodyToken: body.token, lineItemIds: body.line_item_ids, lang }, deps.now());
}

export async function listOffers(db: Db, filter: { state?: repo.ListedState | undefined; quoteRequestId?: number | undefined }, page: number, perPage: number, now: Date) {
  const { rows, count } = await repo.listOffers(db, { ...filter, now }, page, perPage);
  return { offers: await loadOfferDocuments(db, rows, { now, asManager: true }), count };
}

/**
 * What the offer's proforma copies: its lines, shipping and customs as the offer prices them (the
 * review page's figures), the customer's billing details (their account's default address: a proforma
 * names its buyer) and the offer's language. 422 `billing_address_missing` without a default address.
 */
async function proformaFacts(tx: Db, row: repo.OfferRow): Promise<OfferFacts> {
  const region = regionOf(row);
  const lines = await repo.linesOf(tx, [row.id]);
  const amounts = totalsOf(row, lines);
  const customer = await findUserById(tx, row.userId);
  const address = customer?.defaultAddressId ? await findAddress(tx, customer.id, customer.defaultAddressId) : undefined;
  if (!address) {
    throw new RuleViolation('billing_address_missing', 'A proforma names its buyer: save a billing address as the default in the account first', 'default_address_id');
  }
  const { qrs } = await repo.offerRelations(tx, { userIds: [], qrIds: row.quoteRequestId ? [row.quoteRequestId] : [], orderIds: [] });
  const person = `${address.firstName} ${address.lastName}`.trim();
  return {
    offerId: row.id,
    reference: qrs[0]?.number ?? `OF-${row.id}`,
    region,
    currency: row.currency,
    language: emailLanguage(row.locale, region),
    validUntil: row.validUntil,
    taxReason: offerTax(region).reason,
    buyer: {
      name: address.companyName?.trim() || person,
      contact_name: address.companyName?.trim() ? person : null,
      vat_id: address.vatId?.trim() || null,
      address: { street: address.street, street2: address.street2, city: address.city, zip_code: address.zipCode, country_iso: address.countryIso, state_code: address.stateCode },
      email: row.email,
    },
    lines: lines.map((l, i) => {
      const a = amounts.lines[i];
      if (!a) throw new Error(`offer ${row.id}: line ${l.id} was not priced`);
      return { name: l.name, sku: l.sku, quantity: l.quantity, unitNet: l.unitNet, net: a.net, taxRateBp: a.taxRateBp, tax: a.tax, gross: a.gross };
    }),
    ship: amounts.ship,
    additionalCustoms: amounts.additionalCustoms,
    total: amounts.total,
  };
}

/**
 * The offer's proforma, issued on the first request of its customer or a manager and the same document
 * on every later one (README "Quotes and offers"). Anyone else gets 404, as for an unknown offer; an
 * offer that has expired or was accepted (its order has its own documents) gets no new proforma.
 */
export async function requestOfferProforma(deps: OfferDeps, user: UserRow, token: string): Promise<InvoiceSummary> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockByToken(tx, token);
    const staff = user.role === 'manager' || user.role === 'operator';
    if (!row || !(staff || isCustomerOf(row, user))) throw new NotFound('Offer not found');
    const doc = await issueOfferProforma(tx, {
      offerId: row.id,
      now,
      facts: async () => {
        if (row.state === 'accepted') throw new RuleViolation('offer_already_accepted', 'This offer has been accepted: its order has its own documents', 'token');
        if (stateOf(row, now) === 'expired') throw new RuleViolation('offer_expired', 'This offer has expired; ask your manager for a new one', 'token');
        return proformaFacts(tx, row);
      },
    });
    return presentInvoice({ row: doc, linkToken: row.token });
  });
}
