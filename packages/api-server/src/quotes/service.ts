// Quote requests and briefs (a customer asks, the managers' queue answers with an offer) and instant
// quotes (a custom size or quantity the price model prices at once). Reads are the owner's or a
// manager's; anyone else gets the 404 a missing request gets, so numbers cannot be probed.
import { randomInt } from 'node:crypto';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { CreateQuoteRequestBody, InstantQuote, QuoteRequest } from '@ph/api-contract';
import type { z } from 'zod';
import type { Db } from '../db';
import { findPgError } from '../db';
import { enqueueEmail } from '../email';
import { emailLanguage } from '../email';
import { NotFound, RuleViolation } from '../errors';
import { modelUnitNet, offerAmounts } from '../pricing';
import { loadOfferDocuments } from './offer-document';
import * as offersRepo from './offers-repo';
import { checkQuantity, findSellableVariant } from '../catalogue';
import { checkCustomSize, normaliseCustomSize } from '../pricing';
import type { UserRow } from '../users';
import { quoteQueueEmail, quoteRequestClosedEmail, quoteRequestReceivedEmail } from './emails';
import * as repo from './repository';

type CreateBody = z.output<typeof CreateQuoteRequestBody>;

export interface QuoteDeps {
  db: Db;
  storefrontUrl: string;
  now: () => Date;
}

function newNumber(): string {
  return `QR${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export async function presentQuoteRequests(db: Db, rows: readonly repo.QuoteRequestRow[], ctx: { now: Date; asManager: boolean }): Promise<QuoteRequest[]> {
  const offerRows = await offersRepo.offersOfQuoteRequests(db, rows.map((r) => r.id));
  const offers = await loadOfferDocuments(db, offerRows, { now: ctx.now, asManager: ctx.asManager });
  const files = await repo.filesByIds(db, [...new Set(rows.flatMap((r) => r.attachmentIds))]);
  return rows.map((r): QuoteRequest => ({
    id: r.id,
    qr_number: r.number,
    mode: r.mode === 1 ? 1 : 0,
    status: r.status,
    region: r.region,
    currency: r.currency,
    locale: r.locale,
    email: r.email,
    name: r.name,
    company_name: r.companyName,
    phone: r.phone,
    items: r.items.map((i) => ({ sku: i.sku, variant_id: i.variant_id, variant_sku: i.variant_sku ?? null, custom_size: i.custom_size, quantities: i.quantities, print: i.print })),
    deadline: r.deadline,
    description: r.description,
    attachments: r.attachmentIds.flatMap((id) => {
      const f = files.find((x) => x.id === id);
      return f ? [{ id: f.id, name: f.name, content_type: f.contentType, byte_size: f.byteSize }] : [];
    }),
    offers: offers
      .filter((o) => offerRows.find((x) => x.id === o.id)?.quoteRequestId === r.id)
      .map((o) => ({ id: o.id, token: o.token, state: o.state, currency: o.currency, total: o.total, valid_until: o.valid_until, url: o.url, order_number: o.order_number, created_at: o.created_at })),
    ...(ctx.asManager ? { customer: { id: r.userId, email: r.email } } : {}),
    close_reason: r.closeReason,
    closed_at: r.closedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * `POST v2/quote_requests`: checks what the schema cannot (the account's e-mail, the variants named,
 * the caller's own attachments, a deadline not in the past), stores the request, and e-mails the
 * customer and every manager in the same transaction.
 */
export async function createQuoteRequest(deps: QuoteDeps, user: UserRow, body: CreateBody): Promise<QuoteRequest> {
  const now = deps.now();
  const email = body.email ?? user.email;
  if (!email) throw new RuleViolation('email_required', 'Give an e-mail address so a manager can send you the offer', 'email');
  if (body.deadline && body.deadline < todayIso(now)) throw new RuleViolation('deadline_in_past', 'The deadline must not be in the past', 'deadline');
  const region: RegionCode = body.region;
  const locale = body.locale ?? emailLanguage(user.locale, region);

  return deps.db.transaction(async (tx) => {
    const items: repo.QuoteRequestRow['items'] = [];
    for (const [i, item] of body.items.entries()) {
      let variantSku: string | null = null;
      if (item.variant_id !== undefined) {
        const field = `items.${i}.variant_id`;
        const v = await findSellableVariant(tx, item.variant_id, field);
        if (v.product.sku !== item.sku) throw new RuleViolation('variant_not_of_product', `Variant ${item.variant_id} is not a ${item.sku}`, field);
        variantSku = v.variant.sku;
      }
      items.push({
        sku: item.sku,
        variant_id: item.variant_id ?? null,
        variant_sku: variantSku,
        // A quote may ask for sizes the configurator refuses: only the schema's bounds apply here.
        custom_size: item.custom_size ? normaliseCustomSize(item.custom_size) : null,
        quantities: [...new Set(item.quantities)].sort((a, b) => a - b),
        print: item.print ?? null,
      });
    }
    const files = await repo.ownFiles(tx, user.id, body.attachment_ids);
    const missing = body.attachment_ids.findIndex((id) => !files.some((f) => f.id === id));
    if (missing >= 0) throw new RuleViolation('attachment_not_found', `File ${body.attachment_ids[missing]} is not one of your uploads`, `attachment_ids.${missing}`);

    let row: repo.QuoteRequestRow | undefined;
    for (let attempt = 0; !row; attempt++) {
      try {
        row = await tx.transaction((sp) =>
          repo.insertQuoteRequest(sp, {
            number: newNumber(),
            userId: user.id,
            mode: body.mode,
            region,
            currency: getRegionConfig(region).currency,
            locale,
            email,
            name: body.name,
            companyName: body.company_name ?? null,
            phone: body.phone ?? null,
            items,
            deadline: body.deadline ?? null,
            description: body.description ?? null,
            attachmentIds: body.attachment_ids,
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (err) {
        if (attempt < 5 && findPgError(err)?.code === '23505') continue;
        throw err;
      }
    }
    const facts = { number: row.number, mode: row.mode, region, locale, email, name: row.name, companyName: row.companyName };
    await enqueueEmail(tx, quoteRequestReceivedEmail(deps.storefrontUrl, facts));
    for (const manager of await repo.managerEmails(tx)) await enqueueEmail(tx, quoteQueueEmail(deps.storefrontUrl, manager, facts));
    const [presented] = await presentQuoteRequests(tx, [row], { now, asManager: false });
    if (!presented) throw new Error('quote request presentation returned nothing');
    return presented;
  });
}

/** `{id}` of `GET quote_requests/{id}`: a number is the id, `QR…` the request's number. */
function keyOf(id: string): { id: number } | { number: string } {
  return /^\d+$/.test(id) ? { id: Number(id) } : { number: id };
}

export async function viewQuoteRequest(db: Db, viewer: UserRow, id: string, now: Date): Promise<QuoteRequest> {
  const row = await repo.findQuoteRequest(db, keyOf(id));
  const asManager = viewer.role === 'manager';
  if (!row || (row.userId !== viewer.id && !asManager)) throw new NotFound('Quote request not found');
  const [presented] = await presentQuoteRequests(db, [row], { now, asManager });
  if (!presented) throw new Error('quote request presentation returned nothing');
  return presented;
}

/**
 * A manager closes a request no offer will answer (or one answered outside the store), with a reason
 * the customer reads on the request's page and in an e-mail written in the same transaction. Closing a
 * closed request again keeps the first reason and sends nothing (a retry changes nothing); an accepted
 * one is a 422.
 */
export async function closeQuoteRequest(deps: QuoteDeps, manager: UserRow, id: string, reason: string): Promise<QuoteRequest> {
  const now = deps.now();
  const row = await repo.findQuoteRequest(deps.db, keyOf(id));
  if (!row) throw new NotFound('Quote request not found');
  await deps.db.transaction(async (tx) => {
    if (await repo.closeOpen(tx, row.id, reason, now)) {
      await enqueueEmail(tx, quoteRequestClosedEmail(deps.storefrontUrl, { number: row.number, region: row.region, locale: row.locale, email: row.email }, reason));
      return;
    }
    const current = await repo.findQuoteRequest(tx, { id: row.id });
    if (current?.status === 'accepted') throw new RuleViolation('quote_request_accepted', `Quote request ${row.number} has an accepted offer and cannot be closed`, 'id');
  });
  return viewQuoteRequest(deps.db, manager, String(row.id), now);
}

export async function listQuoteRequests(db: Db, filter: { userId?: number; statuses?: readonly repo.QuoteRequestStatus[] | undefined }, page: number, perPage: number, ctx: { now: Date; asManager: boolean }) {
  const { rows, count } = await repo.listQuoteRequests(db, filter, page, perPage);
  return { quote_requests: await presentQuoteRequests(db, rows, ctx), count };
}

// ---- instant quotes ----

export function presentInstantQuote(row: repo.InstantQuoteRow, v: { sku: string; name: string }): InstantQuote {
  const amounts = offerAmounts(row.region as RegionCode, [{ unitNet: row.unitNet, quantity: row.quantity }], 0);
  const line = amounts.lines[0];
  return {
    id: row.id,
    region: row.region,
    currency: row.currency,
    variant_id: row.variantId,
    sku: v.sku,
    name: v.name,
    custom_size: row.customSize,
    quantity: row.quantity,
    unit_net: row.unitNet,
    net: line?.net ?? 0,
    tax_rate: line?.taxRateBp ?? 0,
    tax: line?.tax ?? 0,
    gross: line?.gross ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** `POST v2/instant_quotes`: the price model prices the size and quantity now, or answers 422 (ask for a quote). */
export async function createInstantQuote(
  deps: QuoteDeps,
  user: UserRow,
  body: { region: RegionCode; variant_id: number; quantity: number; custom_size?: { length: number; width: number; height: number } | undefined },
): Promise<InstantQuote> {
  const now = deps.now();
  const currency = getRegionConfig(body.region).currency;
  const v = await findSellableVariant(deps.db, body.variant_id);
  const size = body.custom_size ? normaliseCustomSize(body.custom_size) : null;
  if (size) checkCustomSize(v.product, size, emailLanguage(user.locale, body.region), 'custom_size');
  checkQuantity(size ? { ...v, variant: { ...v.variant, isCustom: true } } : v, body.quantity);
  const unitNet = await modelUnitNet(deps.db, v, size, body.quantity, body.region, currency, 'quantity');
  const row = await repo.insertInstantQuote(deps.db, {
    userId: user.id,
    region: body.region,
    currency,
    variantId: v.variant.id,
    customSize: size,
    quantity: body.quantity,
    unitNet,
    createdAt: now,
  });
  return presentInstantQuote(row, { sku: v.variant.sku, name: v.product.name.en });
}

export async function ownInstantQuote(db: Db, user: UserRow, id: number): Promise<repo.InstantQuoteRow> {
  const row = await repo.findInstantQuote(db, id);
  if (!row || row.userId !== user.id) throw new NotFound('Instant quote not found');
  return row;
}
