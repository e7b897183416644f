// The carriers' tracking webhook: one normalised event format for every carrier (what a carrier
// integration or tracking aggregator posts; see README), signed like the payment webhooks
// (`X-Carrier-Signature: t=<unix>,v1=<hmac-sha256 of "t.body">`, 5-minute window) and stored once by
// the carrier's event id, so a replayed or redelivered event changes nothing.
import { CarrierWebhookEvent } from '@ph/api-contract/shipments';
import type { AppContext } from '../context';
import { AppError, BadInput, NotFound } from '../errors';
import { SYSTEM } from '../orders';
import { verifySignature, WebhookSignatureError } from '../payments';
import { isCarrier, normaliseTrackingNumber } from './carriers';
import * as repo from './repository';
import { advanceShipment } from './service';

export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

export type WebhookOutcome = 'applied' | 'duplicate';

/** Verifies the signature, parses and applies one event; a bad signature or body is a 400, an unknown parcel a 404. */
export async function applyCarrierEvent(ctx: AppContext, carrier: string, raw: string, signature: string | undefined, secret: string): Promise<WebhookOutcome> {
  if (!isCarrier(carrier)) throw new NotFound('Unknown carrier');
  try {
    verifySignature(raw, signature, secret, Math.floor(ctx.now().getTime() / 1000));
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError(400, 'invalid_signature', err.message, 'x-carrier-signature');
    throw err;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BadInput('body', 'The body is not valid JSON');
  }
  const parsed = CarrierWebhookEvent.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadInput(issue?.path.join('.') || 'body', `Not a carrier event: ${issue?.message ?? 'invalid'}`);
  }
  const event = parsed.data;
  const occurredAt = new Date(event.occurred_at);
  if (Number.isNaN(occurredAt.getTime())) throw new BadInput('occurred_at', 'occurred_at is not a date-time');
  return ctx.db.transaction(async (tx) => {
    const shipment = await repo.findByTracking(tx, carrier, normaliseTrackingNumber(event.tracking_number));
    if (!shipment) throw new NotFound(`No shipment with ${carrier} tracking number ${event.tracking_number}`);
    const fresh = await repo.recordCarrierEvent(tx, { carrier, eventId: event.id, shipmentId: shipment.id, status: event.status, occurredAt });
    if (!fresh) return 'duplicate';
    await advanceShipment(tx, shipment.id, event.status, SYSTEM, ctx.now(), ctx.config.storefrontUrl);
    return 'applied';
  });
}
