// E-mails of the order lifecycle, written to the outbox in the transaction of the change.
import type { OutgoingEmail } from '../email';
import { layout } from '../email';
import { EMAIL_TEXTS, emailLanguage } from '../email';
import { formatMoney, isRegionCode } from '@ph/region-config';

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

export function orderUrl(storefrontUrl: string, order: Pick<OrderMailFacts, 'number' | 'token'>): string {
  return `${storefrontUrl.replace(/\/$/, '')}/orders/${encodeURIComponent(order.number)}?token=${encodeURIComponent(order.token)}`;
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
