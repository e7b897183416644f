// The offline sandbox: a stateful stand-in for Stripe's test mode. Its intents live in its own tables
// (what Stripe's servers would hold); the store learns about outcomes only from its signed webhooks.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxWebhookEvents,
  type IntentStatus,
} from '../../db/schema';
import {
  GatewayError,
  type ConfirmInput,
  type CreateIntentInput,
  type GatewayEvent,
  type GatewayIntent,
  type GatewayRefund,
  type PaymentGateway,
} from '../gateway';
import { toGatewayEvent, toGatewayIntent, type StripeLikeEvent, type StripeLikeIntent } from '../intent-json';
import { verifySignature } from '../webhook-signature';
import { DECLINE_MESSAGE } from './cards';
import type { SandboxWebhookOutbox } from './webhook-outbox';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

export interface SandboxOptions {
  /** Prefix of the sandbox's own pages, e.g. `/api/sandbox` (same origin as the storefront). */
  pagesBaseUrl: string;
  webhookSecret: string;
  outbox: SandboxWebhookOutbox;
  now: () => Date;
  /** How long a bank takes to settle an authorised redirect payment. */
  settleDelayMs?: number;
  /**
   * How long a refund stays `pending` before it settles and its `refund.updated` webhook is sent
   * (`SANDBOX_REFUND_DELAY_MS`): Stripe answers a refund request before the money moves, too.
   */
  refundDelayMs?: number;
}

type RefundRow = typeof sandboxRefunds.$inferSelect;
/** Stripe's Refund object, as the sandbox's webhooks carry it. */
export interface StripeLikeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

// Like Stripe, an intent waiting for 3-D Secure may be confirmed again with another card.
const CONFIRMABLE: IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE: IntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly opts: SandboxOptions,
  ) {}

  toJson(row: IntentRow): StripeLikeIntent {
    const redirect =
      row.status === 'requires_action'
        ? `${this.opts.pagesBaseUrl}/${row.method === 'card' ? '3ds' : 'redirect'}/${row.id}`
        : null;
    return {
      id: row.id,
      object: 'payment_intent',
      amount: row.amount,
      currency: row.currency.toLowerCase(),
      status: row.status,
      client_secret: row.clientSecret,
      payment_method_types: [row.method],
      last_payment_error: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage } : null,
      next_action: redirect ? { type: 'redirect_to_url', redirect_to_url: { url: redirect, return_url: row.returnUrl } } : null,
      metadata: row.metadata,
      // An id, as in Stripe's answers and webhooks: the card's fingerprint is read from the method.
      payment_method: row.paymentMethodId,
    };
  }

  async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
    // Stripe replays the first answer for a repeated idempotency key; so does the sandbox.
    const [previous] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(sql`${sandboxPaymentIntents.metadata}->>'idempotency_key' = ${input.idempotencyKey}`)
      .limit(1);
    if (previous) return toGatewayIntent(this.toJson(previous));
    // Like Stripe, a create-and-confirm with an unknown payment method creates nothing.
    if (input.confirm && input.method === 'card') {
      if (!input.paymentMethodId) throw new GatewayError('payment_method_required', 'A card payment needs a payment method');
      const [pm] = await this.db.select({ id: sandboxPaymentMethods.id }).from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
      if (!pm) throw new GatewayError('resource_missing', `No such PaymentMethod: '${input.paymentMethodId}'`);
    }
    const id = randomId('pi_sbx');
    const [row] = await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
        amount: input.amount,
        currency: input.currency.toUpperCase(),
        method: input.method,
        status: 'requires_payment_method',
        returnUrl: input.returnUrl,
        // idempotency_key models Stripe's own replay of a keyed request; ph_reference is the metadata
        // the Stripe gateway writes too, so both answer `reference` the same way.
        metadata: { ...input.metadata, idempotency_key: input.idempotencyKey, ph_reference: input.idempotencyKey },
      })
      .returning();
    if (!row) throw new Error('sandbox intent insert returned nothing');
    if (!input.confirm) return toGatewayIntent(this.toJson(row));
    return this.confirm(id, { paymentMethodId: input.paymentMethodId, returnUrl: input.returnUrl, idempotencyKey: input.idempotencyKey });
  }

  async confirm(intentId: string, input: ConfirmInput): Promise<GatewayIntent> {
    const current = await this.load(intentId);
    if (!CONFIRMABLE.includes(current.status)) {
      throw new GatewayError(
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${current.status}; it cannot be confirmed`,
        toGatewayIntent(this.toJson(current)),
      );
    }
    let next: Partial<IntentRow>;
    let eventType: string;
    if (current.method === 'card') {
      if (!input.paymentMethodId) throw new GatewayError('payment_method_required', 'A card payment needs a payment method');
      const [pm] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
      if (!pm) throw new GatewayError('resource_missing', `No such PaymentMethod: '${input.paymentMethodId}'`);
      if (pm.outcome === 'succeed') {
        next = { status: 'succeeded', lastErrorCode: null, lastErrorMessage: null };
        eventType = 'payment_intent.succeeded';
      } else if (pm.outcome === 'three_d_secure') {
        next = { status: 'requires_action', lastErrorCode: null, lastErrorMessage: null };
        eventType = 'payment_intent.requires_action';
      } else {
        next = { status: 'requires_payment_method', lastErrorCode: 'card_declined', lastErrorMessage: DECLINE_MESSAGE };
        eventType = 'payment_intent.payment_failed';
      }
      next.paymentMethodId = pm.id;
    } else {
      next = { status: 'requires_action', lastErrorCode: null, lastErrorMessage: null };
      eventType = 'payment_intent.requires_action';
    }
    const row = await this.transition(intentId, CONFIRMABLE, { ...next, returnUrl: input.returnUrl }, eventType);
    if (row.lastErrorCode === 'card_declined') {
      throw new GatewayError('card_declined', DECLINE_MESSAGE, toGatewayIntent(this.toJson(row)), true);
    }
    return toGatewayIntent(this.toJson(row));
  }

  /**
   * The shopper's answer on the sandbox's 3-D Secure or bank page. Cards succeed at once; a bank
   * (redirect method) first reports `processing` and settles a moment later, like P24 or EPS do.
   */
  async completeAction(intentId: string, approve: boolean): Promise<IntentRow> {
    const current = await this.load(intentId);
    if (current.status !== 'requires_action') {
      throw new GatewayError('payment_intent_unexpected_state', `This PaymentIntent's status is ${current.status}; there is nothing to authorise`);
    }
    if (!approve) {
      return this.transition(
        intentId,
        ['requires_action'],
        {
          status: 'requires_payment_method',
          lastErrorCode: 'payment_intent_authentication_failure',
          lastErrorMessage:
            current.method === 'card' ? 'The card could not be authenticated (3-D Secure failed).' : 'The payment was not authorised at the bank.',
        },
        'payment_intent.payment_failed',
      );
    }
    if (current.method === 'card') {
      return this.transition(intentId, ['requires_action'], { status: 'succeeded' }, 'payment_intent.succeeded');
    }
    const processing = await this.transition(intentId, ['requires_action'], { status: 'processing' }, 'payment_intent.processing');
    // A crash before the settlement is queued leaves the intent processing: reconciliation settles it (settleOverdue).
    await this.opts.outbox.scheduleSettle({ intentId }, this.opts.settleDelayMs ?? 1500, () => this.settle(intentId));
    return processing;
  }

  /** The bank's settlement of a processing redirect payment. */
  async settle(intentId: string): Promise<void> {
    const current = await this.load(intentId);
    // A retried settlement job finds the intent settled already (or canceled): nothing left to do.
    if (current.status !== 'processing') return;
    await this.transition(intentId, ['processing'], { status: 'succeeded' }, 'payment_intent.succeeded');
  }

  /** Processing intents and pending refunds older than their delay whose settlement was lost (the process died first). */
  async settleOverdue(): Promise<number> {
    const delay = this.opts.settleDelayMs ?? 1500;
    const overdue = await this.db
      .select({ id: sandboxPaymentIntents.id })
      .from(sandboxPaymentIntents)
      .where(and(eq(sandboxPaymentIntents.status, 'processing'), lt(sandboxPaymentIntents.updatedAt, new Date(this.opts.now().getTime() - delay - 30_000))))
      .limit(100);
    for (const { id } of overdue) await this.settle(id).catch(() => undefined);
    const overdueRefunds = await this.db
      .select({ id: sandboxRefunds.id })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.status, 'pending'), lt(sandboxRefunds.createdAt, new Date(this.opts.now().getTime() - this.refundDelay() - 30_000))))
      .limit(100);
    for (const { id } of overdueRefunds) await this.settleRefund(id).catch(() => undefined);
    return overdue.length + overdueRefunds.length;
  }

  /** The intent our payment attempt `reference` (its idempotency key) created, if the sandbox has one. */
  async findByReference(reference: string): Promise<GatewayIntent | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(sql`${sandboxPaymentIntents.metadata}->>'idempotency_key' = ${reference}`)
      .limit(1);
    return row ? toGatewayIntent(this.toJson(row)) : null;
  }

  async handleReturn(intentId: string): Promise<GatewayIntent> {
    return toGatewayIntent(this.toJson(await this.load(intentId)));
  }

  /**
   * Stripe's `card.fingerprint` of a card number: the same number always gives the same value, and the
   * number cannot be read back from it (HMAC-SHA256 with the sandbox's secret, 16 bytes kept).
   */
  fingerprintOf(digits: string): string {
    return createHmac('sha256', this.opts.webhookSecret).update(`card-fingerprint:${digits}`).digest('base64url').slice(0, 22);
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    const [pm] = await this.db.select({ fingerprint: sandboxPaymentMethods.fingerprint }).from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, paymentMethodId));
    if (!pm) throw new GatewayError('resource_missing', `No such PaymentMethod: '${paymentMethodId}'`);
    return pm.fingerprint;
  }

  /** Stores a test card the sandbox card form turned into a payment method. */
  async savePaymentMethod(values: typeof sandboxPaymentMethods.$inferInsert): Promise<void> {
    await this.db.insert(sandboxPaymentMethods).values(values);
  }

  async retrieveRow(intentId: string): Promise<IntentRow | undefined> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
    return row;
  }

  parseWebhook(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
    verifySignature(rawBody, signatureHeader, this.opts.webhookSecret, Math.floor(this.opts.now().getTime() / 1000));
    return toGatewayEvent(JSON.parse(rawBody) as unknown);
  }

  async refund(intentId: string, amount?: number, idempotencyKey?: string, reference?: string): Promise<GatewayRefund> {
    if (idempotencyKey) {
      // Stripe answers a repeated key with the first refund (as it is now); so does the sandbox.
      const [seen] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (seen) return { id: seen.id, amount: seen.amount, status: seen.status };
    }
    const current = await this.load(intentId);
    if (current.status !== 'succeeded') {
      throw new GatewayError('charge_not_refundable', `This PaymentIntent's status is ${current.status}; only succeeded payments can be refunded`);
    }
    const value = amount ?? current.amount - current.amountRefunded;
    if (!Number.isInteger(value) || value <= 0) throw new GatewayError('amount_invalid', 'The refund amount must be a positive integer');
    const id = randomId('re_sbx');
    // The conditional update is the guard: two refunds racing for the last cent cannot both pass; the
    // refund's row (unique key) is written in the same transaction, so a key sent twice at once
    // refunds once.
    const written = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(sandboxPaymentIntents)
        .set({ amountRefunded: sql`${sandboxPaymentIntents.amountRefunded} + ${value}`, updatedAt: this.opts.now() })
        .where(and(eq(sandboxPaymentIntents.id, intentId), sql`${sandboxPaymentIntents.amountRefunded} + ${value} <= ${sandboxPaymentIntents.amount}`))
        .returning();
      if (!updated) throw new GatewayError('amount_too_large', 'The refund is larger than what is left to refund');
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({ id, intentId, amount: value, idempotencyKey: idempotencyKey ?? null, status: 'pending', metadata: reference ? { ph_refund_id: reference } : {} })
        .onConflictDoNothing()
        .returning();
      if (!row) tx.rollback();
      return row;
    }).catch(async (err: unknown) => {
      if (!idempotencyKey || err instanceof GatewayError) throw err;
      const [seen] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (!seen) throw err;
      return seen;
    });
    if (written!.id === id) {
      // A crash before the settlement is queued leaves the refund pending: reconciliation settles it (settleOverdue).
      await this.opts.outbox.scheduleSettle({ refundId: id }, this.refundDelay(), () => this.settleRefund(id));
    }
    return { id: written!.id, amount: written!.amount, status: written!.status };
  }

  /** The card network settles a pending refund: `succeeded`, announced by a signed `refund.updated` event. */
  async settleRefund(refundId: string): Promise<void> {
    const event = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxRefunds)
        .set({ status: 'succeeded', updatedAt: this.opts.now() })
        .where(and(eq(sandboxRefunds.id, refundId), eq(sandboxRefunds.status, 'pending')))
        .returning();
      // A retried settlement job finds it settled already: nothing left to do.
      if (!row) return null;
      const [intent] = await tx.select({ currency: sandboxPaymentIntents.currency }).from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, row.intentId));
      const e: StripeLikeEvent = {
        id: randomId('evt_sbx'),
        object: 'event',
        type: 'refund.updated',
        created: Math.floor(this.opts.now().getTime() / 1000),
        data: { object: this.refundJson(row, intent?.currency ?? 'EUR') },
      };
      await tx.insert(sandboxWebhookEvents).values({ id: e.id, intentId: row.intentId, type: e.type, payload: e as unknown as Record<string, unknown> });
      return e;
    });
    if (event) this.opts.outbox.emit(event);
  }

  refundJson(row: RefundRow, currency: string): StripeLikeRefund {
    return { id: row.id, object: 'refund', amount: row.amount, currency: currency.toLowerCase(), status: row.status, payment_intent: row.intentId, metadata: row.metadata };
  }

  private refundDelay(): number {
    return this.opts.refundDelayMs ?? 1000;
  }

  async cancel(intentId: string): Promise<GatewayIntent> {
    const current = await this.load(intentId);
    if (!CANCELABLE.includes(current.status)) {
      throw new GatewayError('payment_intent_unexpected_state', `This PaymentIntent's status is ${current.status}; it cannot be canceled`);
    }
    const row = await this.transition(intentId, CANCELABLE, { status: 'canceled' }, 'payment_intent.canceled');
    return toGatewayIntent(this.toJson(row));
  }

  private async load(intentId: string): Promise<IntentRow> {
    const row = await this.retrieveRow(intentId);
    if (!row) throw new GatewayError('resource_missing', `No such PaymentIntent: '${intentId}'`);
    return row;
  }

  /**
   * A compare-and-set on the status: of two racing confirmations only one changes the intent. The
   * webhook event it causes is written in the same transaction (Stripe keeps undelivered events on its
   * side the same way), then handed to the outbox for delivery.
   */
  private async transition(intentId: string, from: IntentStatus[], set: Partial<IntentRow>, eventType: string): Promise<IntentRow> {
    const moved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxPaymentIntents)
        .set({ ...set, updatedAt: this.opts.now() })
        .where(and(eq(sandboxPaymentIntents.id, intentId), inArray(sandboxPaymentIntents.status, from)))
        .returning();
      if (!row) return null;
      const event: StripeLikeEvent = {
        id: randomId('evt_sbx'),
        object: 'event',
        type: eventType,
        created: Math.floor(this.opts.now().getTime() / 1000),
        data: { object: this.toJson(row) },
      };
      await tx.insert(sandboxWebhookEvents).values({ id: event.id, intentId, type: eventType, payload: event as unknown as Record<string, unknown> });
      return { row, event };
    });
    if (!moved) {
      const now = await this.load(intentId);
      throw new GatewayError(
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${now.status}; the request conflicts with another one`,
        toGatewayIntent(this.toJson(now)),
      );
    }
    this.opts.outbox.emit(moved.event);
    return moved.row;
  }
}
