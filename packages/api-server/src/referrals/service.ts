// The referral programme (docs/domain.md#referrals): a customer's code, a newcomer's first order made
// with it (the discount is a promotion the store applies, priced by the orders module like any
// coupon), the order's placing and payment, and the referrer's store credit once the refund window
// has passed without a refund.
import { CURRENCY_CODES, formatMoney, isRegionCode, routePath, storeOrigin, type CurrencyCode } from '@ph/region-config';
import type { Db } from '../db';
import { enqueueEmail, emailLanguage, layout, REFERRAL_TEXTS } from '../email';
import { AppError, Conflict } from '../errors';
import { applyCouponToOrder, lockOrder, promotionsOf, type OrderEvent, type OrderRow } from '../orders';
import { ensurePromotion } from '../promotions';
import { findUserById } from '../users';
import { moveCredit } from '../wallet';
import * as repo from './repository';
import { maskEmail, newReferralCode, normaliseCode, REFERRAL_CREDIT, REFERRAL_PROMOTION, sharesAddress, sharesEmail } from './rules';

const FIELD = 'referral_code';

const isCurrencyCode = (c: string): c is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(c);

function refuse(code: string, message: string): never {
  throw new AppError(422, code, message, FIELD);
}

/** The customer's referral code, made on first use and the same ever after. */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await repo.codeOfUser(db, userId);
    if (existing) return existing;
    // A code another customer holds is not stored (unique index); the next attempt draws a new one.
    await repo.insertCode(db, userId, newReferralCode());
  }
  throw new Error(`no free referral code found for user ${userId}`);
}

/** Why the newcomer is the referrer after all, judged on what is known of both now; null when they are not. */
async function selfReferral(db: Db, referrerId: number, order: OrderRow): Promise<'same_user' | 'same_email' | 'same_address' | null> {
  if (order.userId === referrerId) return 'same_user';
  const referrer = await repo.personFacts(db, referrerId);
  const newcomer = await repo.personFacts(db, order.userId, order.id);
  const referrerEmails = [referrer.email, ...(await repo.orderEmailsOf(db, referrerId))];
  const newcomerEmails = [newcomer.email, ...(await repo.orderEmailsOf(db, order.userId, order.id))];
  if (sharesEmail(referrerEmails, newcomerEmails)) return 'same_email';
  if (sharesAddress(referrer.addresses, newcomer.addresses)) return 'same_address';
  return null;
}

const SELF_MESSAGES = {
  same_user: 'You cannot use your own referral code on your own order',
  same_email: 'This referral code belongs to an account with the same e-mail address: a referral must bring a new customer',
  same_address: 'This referral code belongs to a customer at the same address: a referral must bring a new customer',
} as const;

/**
 * Applies a referral code to the newcomer's cart (inside `changeOrder`, which holds the order's lock
 * and re-prices it). Refused with a 422 naming `referral_code`: a code nobody holds, one's own code,
 * the referrer's e-mail or address, a customer who has ordered before; 409 when the newcomer already
 * came with another referrer's code. Applying the same code again changes nothing.
 */
export async function applyReferralCode(tx: Db, order: OrderRow, raw: string, now: Date): Promise<void> {
  const code = normaliseCode(raw);
  const referrerId = code ? await repo.ownerOfCode(tx, code) : undefined;
  if (!code || referrerId === undefined) refuse('referral_code_unknown', `Referral code ${raw.trim()} does not exist`);
  const self = await selfReferral(tx, referrerId, order);
  if (self === 'same_user') refuse('referral_own_code', SELF_MESSAGES.same_user);
  if (self) refuse('referral_self', SELF_MESSAGES[self]);
  if ((await repo.placedOrderCount(tx, order.userId)) > 0) {
    refuse('referral_not_first_order', 'A referral code gives a discount on the first order only, and you have ordered before');
  }

  const existing = await repo.referralOfUser(tx, order.userId);
  if (existing && existing.referrerId !== referrerId) {
    throw new Conflict('referral_already_used', 'You already came with another customer’s referral code; only one can be used', FIELD);
  }
  if (existing && existing.status !== 'applied') refuse('referral_not_first_order', 'Your referral discount has already been used on an order');

  const promotion = await ensurePromotion(tx, { ...REFERRAL_PROMOTION, createdAt: now });
  const attached = (await promotionsOf(tx, order.id)).some((p) => p.id === promotion.id);
  if (!attached) await applyCouponToOrder(tx, order, promotion.code, now, { internal: true });

  if (!existing) {
    // Two concurrent redemptions by one newcomer: the unique index on the newcomer lets one stand (409 for the other).
    await repo.insertReferral(tx, { referrerId, referredUserId: order.userId, orderId: order.id, code, createdAt: now, updatedAt: now });
  } else if (existing.orderId !== order.id) {
    // The newcomer moved on to another cart (another currency): the referral follows the cart they order.
    await repo.updateReferral(tx, existing.id, { orderId: order.id, updatedAt: now });
  }
}

/**
 * The orders module's events, inside the transaction of the change: a referred order placed is
 * checked again against the referrer (e-mail and address were perhaps given only at checkout) and
 * voided if it is theirs after all; paid, it is voided when a card that paid it has paid an order of
 * the referrer, and otherwise starts its refund window.
 */
export async function onReferredOrder(tx: Db, event: OrderEvent): Promise<void> {
  const referral = await repo.referralOfOrder(tx, event.order.id);
  if (!referral || referral.status === 'void' || referral.status === 'paid' || referral.status === 'credited') return;
  const { now, order } = event;
  if (referral.status === 'applied') {
    const self = await selfReferral(tx, referral.referrerId, order);
    if (self) {
      await repo.voidReferral(tx, referral.id, self, now);
      return;
    }
    await repo.updateReferral(tx, referral.id, { status: 'placed', updatedAt: now });
  }
  if (order.paymentState !== 'paid') return;
  // Paid with a card the referrer has paid with (same gateway fingerprint): the referrer after all.
  if (await repo.sharesPaymentCard(tx, order.id, referral.referrerId)) {
    await repo.voidReferral(tx, referral.id, 'same_card', now);
    return;
  }
  await repo.updateReferral(tx, referral.id, { status: 'paid', paidAt: now, updatedAt: now });
}

function money(amount: number, region: string, currency: string): string {
  return isRegionCode(region) ? formatMoney(amount, region) : `${(amount / 100).toFixed(2)} ${currency}`;
}

async function mailReferrer(tx: Db, referrerId: number, order: OrderRow, amount: number, storefrontUrl: string): Promise<void> {
  const referrer = await findUserById(tx, referrerId);
  if (!referrer?.email || referrer.erasedAt) return;
  const t = REFERRAL_TEXTS[emailLanguage(referrer.locale, order.region)];
  const shown = money(amount, order.region, order.currency);
  const url = isRegionCode(order.region)
    ? `${storeOrigin(storefrontUrl, order.region)}${routePath('accountReferrals', order.region)}`
    : `${storefrontUrl.replace(/\/+$/, '')}/account/referrals`;
  const lines = [t.credit(shown), t.creditUse];
  await enqueueEmail(tx, {
    kind: 'referral_credit',
    to: referrer.email,
    subject: t.creditSubject(shown),
    text: `${lines.join('\n')}\n\n${url}\n`,
    html: layout(t.creditSubject(shown), lines, { url, label: t.link }),
  });
}

export interface CreditDeps {
  db: Db;
  now: () => Date;
  refundWindowSeconds: number;
  storefrontUrl: string;
}

/**
 * Grants the credit of every referral whose refund window has ended (all, or one referrer's), each in
 * its own transaction under the order's lock (so a refund racing it ends in one of the two): an order
 * refunded or canceled meanwhile, or one whose card has paid an order of the referrer by now, voids
 * its referral instead. The status moves conditionally and the
 * credit's primary key is the referral, so a second run or process grants nothing twice. Answers the
 * number credited.
 */
export async function creditDueReferrals(deps: CreditDeps, opts: { referrerId?: number } = {}): Promise<number> {
  const now = deps.now();
  const paidBy = new Date(now.getTime() - deps.refundWindowSeconds * 1000);
  const due = await repo.dueReferrals(deps.db, paidBy, { referrerId: opts.referrerId, limit: 200 });
  let credited = 0;
  for (const referral of due) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, referral.orderId);
      if (!order) return false;
      if (order.state === 'canceled') {
        await repo.voidReferral(tx, referral.id, 'canceled', now);
        return false;
      }
      if (order.paymentState !== 'paid' || (await repo.hasRefund(tx, order.id))) {
        await repo.voidReferral(tx, referral.id, 'refunded', now);
        return false;
      }
      // The referrer may have paid with the newcomer's card since it was paid (their own later order).
      if (await repo.sharesPaymentCard(tx, order.id, referral.referrerId)) {
        await repo.voidReferral(tx, referral.id, 'same_card', now);
        return false;
      }
      const amount = isCurrencyCode(order.currency) ? REFERRAL_CREDIT[order.currency] : 0;
      if (amount <= 0) return false;
      if (!(await repo.moveStatus(tx, referral.id, 'paid', { status: 'credited', updatedAt: now }))) return false;
      await repo.insertCredit(tx, { referralId: referral.id, amount, currency: order.currency, createdAt: now });
      await moveCredit(tx, { userId: referral.referrerId, currency: order.currency, amount, kind: 'credit', note: `Referral reward (${referral.code})`, now });
      await mailReferrer(tx, referral.referrerId, order, amount, deps.storefrontUrl);
      return true;
    });
    if (done) credited++;
  }
  return credited;
}

/** What the account's referrals page shows: the code, the terms, the invitations and the credit earned. */
export async function referralOverview(deps: CreditDeps, userId: number) {
  // The window of some referrals may have ended since the job last ran: the page shows them credited.
  await creditDueReferrals(deps, { referrerId: userId });
  const code = await deps.db.transaction((tx) => referralCodeOf(tx, userId));
  const rows = await repo.referralsOfReferrer(deps.db, userId, 200);
  const totals = new Map<string, number>();
  for (const r of rows) if (r.credit) totals.set(r.credit.currency, (totals.get(r.credit.currency) ?? 0) + r.credit.amount);
  return {
    code,
    discount_percent: REFERRAL_PROMOTION.value / 100,
    refund_window_days: Math.ceil(deps.refundWindowSeconds / 86400),
    rewards: Object.entries(REFERRAL_CREDIT).map(([currency, amount]) => ({ currency, amount })),
    invitations: rows.map((r) => {
      const paidAt = r.referral.paidAt;
      return {
        id: r.referral.id,
        friend: maskEmail(r.email) ?? r.firstName ?? null,
        status: r.referral.status,
        void_reason: r.referral.voidReason,
        created_at: r.referral.createdAt.toISOString(),
        paid_at: paidAt?.toISOString() ?? null,
        credit_due_at: paidAt && r.referral.status === 'paid' ? new Date(paidAt.getTime() + deps.refundWindowSeconds * 1000).toISOString() : null,
        credit: r.credit ? { amount: r.credit.amount, currency: r.credit.currency } : null,
      };
    }),
    credits: [...totals].map(([currency, amount]) => ({ currency, amount })),
  };
}

/** An anonymous visitor's referral moves with their cart into the account they sign into (`userHooks.onUserMerged`). */
export const moveReferralOnMerge = (tx: Db, e: { anonymousUserId: number; userId: number }) => repo.moveReferral(tx, e.anonymousUserId, e.userId);
