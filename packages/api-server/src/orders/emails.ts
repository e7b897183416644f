// E-mails of the order lifecycle, written to the outbox in the transaction of the change.
import type { OutgoingEmail } from '../email/outbox';
import { escapeHtml } from '../email/templates';
import { formatMoney, isRegionCode } from '@ph/region-config';

function amount(minor: number, region: string, currency: string): string {
  return isRegionCode(region) ? formatMoney(minor, region) : `${(minor / 100).toFixed(2)} ${currency}`;
}

function build(kind: string, to: string, subject: string, lines: string[], url: string): OutgoingEmail {
  const html = `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}">View your order</a></p></body></html>`;
  return { kind, to, subject, text: `${lines.join('\n')}\n\n${url}\n`, html };
}

export interface OrderMailFacts {
  number: string;
  token: string;
  region: string;
  currency: string;
  total: number;
  paymentState: string | null;
}

export function orderUrl(storefrontUrl: string, order: Pick<OrderMailFacts, 'number' | 'token'>): string {
  return `${storefrontUrl.replace(/\/$/, '')}/orders/${encodeURIComponent(order.number)}?token=${encodeURIComponent(order.token)}`;
}

export function orderPlacedEmail(to: string, order: OrderMailFacts, url: string): OutgoingEmail {
  const lines = [
    `Thank you for your order ${order.number}.`,
    `Total: ${amount(order.total, order.region, order.currency)}.`,
    order.paymentState === 'paid' ? 'Your payment has been received.' : 'We will start production as soon as your payment arrives.',
  ];
  return build('order_placed', to, `Order ${order.number} placed`, lines, url);
}

export function paymentReceivedEmail(to: string, order: OrderMailFacts, url: string): OutgoingEmail {
  const lines = [`We have received the payment of ${amount(order.total, order.region, order.currency)} for order ${order.number}.`];
  return build('payment_received', to, `Payment received for order ${order.number}`, lines, url);
}
