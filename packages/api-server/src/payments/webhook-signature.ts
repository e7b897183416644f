// Stripe's webhook signature scheme (`Stripe-Signature: t=<unix>,v1=<hex hmac>`), so the sandbox's
// events are verified exactly like Stripe's: HMAC-SHA256 over `${t}.${rawBody}`, compared in constant
// time, and rejected outside a tolerance window (replays of old captures).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './gateway';

export const SIGNATURE_HEADER = 'stripe-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signPayload(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') timestamp = Number(value);
    if (key === 'v1') signatures.push(value);
  }
  if (timestamp === undefined || !Number.isInteger(timestamp)) throw new WebhookSignatureError('Signature header has no timestamp');
  if (signatures.length === 0) throw new WebhookSignatureError('Signature header has no v1 signature');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new WebhookSignatureError('Signature timestamp outside the tolerance window');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex'), 'utf8');
  const ok = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('Signature does not match the payload');
}
