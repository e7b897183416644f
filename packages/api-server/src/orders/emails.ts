// E-mails of the order lifecycle, written to the outbox in the transaction of the change.
import type { Db } from '../db';
import type { OutgoingEmail, RefundWay } from '../email';
import { enqueueEmail, layout, LIFECYCLE_TEXTS } from '../email';
import { EMAIL_TEXTS, emailLanguage } from '../email';
import { formatMoney, formatRegionDate, getRegionConfig, isRegionCode, routePath, storeOrigin } from '@ph/region-config';

type LifecycleTexts = (typeof LIFECYCLE_TEXTS)['en'];

function amount(minor: number, region: string, currency: string): string {
  return isRegionCode(region) ? formatMoney(minor, region) : `${(minor / 100).toFixed(2)} ${currency}`;
}

function build(kind: string, to: string, subject: string, lines: string[], url: string, label: string): OutgoingEmail {
  return { kind, to, subject, text: `${lines.join('\n')}\n\n${url}\n`, html: layout(subject, lines, { url, label }) };
}

export interface OrderMailFacts {
  number: string;
  token: string;
  region: string;
  /** The shopper's interface language the order was placed in; null for older orders. */
  language: string | null;
  currency: string;
  total: number;
  paymentState: string | null;
}

/**
 * The order's page in its store (the account's order view, `/account/orders/{number}`, `/konto/zamowienia/…`
 * for pl) on the store's own domain (storeOrigin): a page the store serves (scripts/check-links.mjs checks every e-mail link), not a bare
 * `/orders/{number}` nothing answers. The order's token stays out of the address: the page reads the order
 * with the shopper's session, and a link forwarded or logged should not open it.
 */
export function orderUrl(storefrontUrl: string, order: Pick<OrderMailFacts, 'number' | 'region'>): string {
  if (!isRegionCode(order.region)) return `${storefrontUrl.replace(/\/+$/, '')}/account/orders/${encodeURIComponent(order.number)}`;
  return `${storeOrigin(storefrontUrl, order.region)}${routePath('singleOrder', order.region, { orderNumber: order.number })}`;
}

// In the language the shopper placed the order in (orders.language), else the store's language of its
// region (orders made before the order kept it).
export function orderPlacedEmail(to: string, order: OrderMailFacts, url: string): OutgoingEmail {
  const t = EMAIL_TEXTS[emailLanguage(order.language, order.region)];
  const lines = [t.placedThanks(order.number), t.total(amount(order.total, order.region, order.currency)), order.paymentState === 'paid' ? t.placedPaid : t.placedAwaiting];
  return build('order_placed', to, t.placedSubject(order.number), lines, url, t.orderLink);
}

export function paymentReceivedEmail(to: string, order: OrderMailFacts, url: string): OutgoingEmail {
  const t = EMAIL_TEXTS[emailLanguage(order.language, order.region)];
  const lines = [t.received(amount(order.total, order.region, order.currency), order.number)];
  return build('payment_received', to, t.receivedSubject(order.number), lines, url, t.orderLink);
}

/** What happened to a placed order that the shopper is told by e-mail (in the transaction of the change). */
export type LifecycleMail =
  | { kind: 'production_started'; arrival: { from: string; to: string } | null }
  | { kind: 'shipped'; complete: boolean; parcels: ReadonlyArray<{ carrier: string; trackingNumber: string; url: string }> }
  | { kind: 'delivered' }
  | { kind: 'canceled'; reason: string | null; refunds: ReadonlyArray<{ way: RefundWay; amount: number }> }
  | { kind: 'refunded'; refunds: ReadonlyArray<{ way: RefundWay; amount: number }> };

export type LifecycleFacts = OrderMailFacts & { email: string | null };

/** One line per way the money goes back (several payments of one way are added up). */
function refundLines(t: LifecycleTexts, refunds: ReadonlyArray<{ way: RefundWay; amount: number }>, order: OrderMailFacts): string[] {
  const byWay = new Map<RefundWay, number>();
  for (const r of refunds) byWay.set(r.way, (byWay.get(r.way) ?? 0) + r.amount);
  return [...byWay].filter(([, a]) => a > 0).map(([way, a]) => t.refundWays[way](amount(a, order.region, order.currency)));
}

function regionDate(iso: string, region: string): string {
  return isRegionCode(region) ? formatRegionDate(iso, getRegionConfig(region).datesFormattingRules) : iso;
}

/** The e-mail of a step of a placed order's life, in the order's language. */
export function lifecycleEmail(to: string, order: OrderMailFacts, mail: LifecycleMail, url: string): OutgoingEmail {
  const lang = emailLanguage(order.language, order.region);
  const t = LIFECYCLE_TEXTS[lang];
  const link = EMAIL_TEXTS[lang].orderLink;
  const n = order.number;
  switch (mail.kind) {
    case 'production_started': {
      const lines = [t.production(n), ...(mail.arrival ? [t.arrival(regionDate(mail.arrival.from, order.region), regionDate(mail.arrival.to, order.region))] : []), t.productionNext];
      return build('order_in_production', to, t.productionSubject(n), lines, url, link);
    }
    case 'shipped': {
      const parcels = mail.parcels.map((p) => ({ text: t.parcel(p.carrier, p.trackingNumber), url: p.url, label: t.trackLink }));
      const lines = [mail.complete ? t.shipped(n) : t.shippedPart(n)];
      const text = `${lines.join('\n')}\n\n${parcels.map((p) => `${p.text}: ${p.url}`).join('\n')}\n\n${url}\n`;
      return { kind: 'order_shipped', to, subject: t.shippedSubject(n), text, html: layout(t.shippedSubject(n), lines, { url, label: link }, parcels) };
    }
    case 'delivered':
      return build('order_delivered', to, t.deliveredSubject(n), [t.delivered(n), t.deliveredQuestions], url, link);
    case 'canceled': {
      const lines = [t.canceled(n), ...(mail.reason ? [t.canceledReason(mail.reason)] : []), ...refundLines(t, mail.refunds, order)];
      return build('order_canceled', to, t.canceledSubject(n), lines, url, link);
    }
    case 'refunded':
      return build('order_refunded', to, t.refundSubject(n), [t.refund(n), ...refundLines(t, mail.refunds, order)], url, link);
  }
}

/**
 * Writes the e-mail of a step to the outbox in the caller's transaction (so it exists exactly when the
 * change commits). Callers send it only when the transition changed the order: a repeated step, which
 * the machine answers as a no-op, sends nothing twice. An order without an e-mail address gets none.
 */
export async function queueLifecycleEmail(tx: Db, order: LifecycleFacts, mail: LifecycleMail, storefrontUrl: string): Promise<void> {
  if (!order.email) return;
  await enqueueEmail(tx, lifecycleEmail(order.email, order, mail, orderUrl(storefrontUrl, order)));
}
