// Payment routes (docs/domain.md#the-apis-calls "Payments") plus the webhook endpoint and the return page's
// status read. Parse, authorise (the order's owner; anyone else gets a 404), call the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckPaymentBody,
  ConfirmBody,
  PaymentOrderParams,
  PaymentIntentResponse,
  PaymentScheduleBody,
  PaymentScheduleOptionsQuery,
  PaymentScheduleOptionsResponse,
  PaymentScheduleResponse,
  PaymentStatusParams,
  PaymentStatusQuery,
  PaymentStatusResponse,
  PayBody,
  PublishableKeyResponse,
  RedirectPaymentBody,
  TransferReceivedBody,
  TransferReceivedResponse,
  TransferResponse,
  WalletPayBody,
  WalletPayResponse,
  WalletQuery,
  WebhookResponse,
  WorkflowTokenQuery,
  WorkflowTokenResponse,
} from '@ph/api-contract';
import { currentSession, requireManager, requireUser } from '../http';
import { errors, tokenAuth } from '../http';
import { loadOrderForPayment } from '../orders';
import { walletRoutes } from '../wallet';
import { assertProductionPayments, loadPaymentsConfig, type PaymentsConfig } from './config';
import { WebhookPayloadError, WebhookSignatureError, type PaymentGateway } from './gateway';
import { createPaymentSchedule, payByBankTransfer, paymentScheduleOf, recordTransferReceived, scheduleOptions } from './offline';
import { setPaymentsRuntime, type PaymentsRuntime } from './runtime';
import { TEST_CARDS } from './sandbox/cards';
import { SandboxGateway } from './sandbox/gateway';
import { sandboxRoutes } from './sandbox/routes';
import { SandboxWebhookOutbox } from './sandbox/webhook-outbox';
import { QUEUES } from '../jobs';
import { reconcilePayments } from './reconcile';
import { intentView, presentPaymentStatus, presentSchedule, presentTransfer, presentTransferReceived, presentWalletPayment } from './present';
import { payWithWallet } from './wallet-payment';
import { payerFor, shopperOrWorkflow } from './workflow-access';
import { payWorkflow } from './flows/pay';
import { applyWebhookEvent, orderIdForNumber, paymentStatusFor, type PaymentDeps } from './service';
import { issueWorkflowToken, WORKFLOW_TOKEN_TTL_MS } from './workflow-token';
import { SIGNATURE_HEADER } from './webhook-signature';

export const WEBHOOK_PATH = '/webhooks/payments';
/** A sandbox event still undelivered this long after it was written lost its job (a crash): queue it again. */
const WEBHOOK_REQUEUE_AFTER_MS = 30_000;

export interface PaymentRoutesOptions {
  /** Defaults to `loadPaymentsConfig(process.env)`. */
  config?: PaymentsConfig;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const { ctx } = app;
  const config = opts.config ?? loadPaymentsConfig(process.env, { nodeEnv: ctx.config.nodeEnv });
  // Also for a config handed in: production never runs the sandbox or a secret from this repository.
  if (ctx.config.nodeEnv === 'production') assertProductionPayments(config);
  let gateway: PaymentGateway;
  let sandbox: PaymentsRuntime['sandbox'] = null;
  if (config.mode === 'stripe' && config.stripe) {
    // The SDK is loaded only by a store that takes real payments (the sandbox needs none of it).
    const { StripeGateway } = await import('./stripe-gateway');
    gateway = new StripeGateway(config.stripe);
  } else {
    const outbox = new SandboxWebhookOutbox(
      ctx.db,
      async (body, signature) => {
        const res = await app.inject({
          method: 'POST',
          url: `/api${WEBHOOK_PATH}`,
          payload: body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        });
        if (res.statusCode >= 300) throw new Error(`sandbox webhook answered ${res.statusCode}: ${res.body}`);
      },
      config.sandboxWebhookSecret,
      () => Math.floor(ctx.now().getTime() / 1000),
      { mode: config.sandboxWebhookDelivery },
      (err) => app.log.error({ err }, 'sandbox webhook delivery failed'),
    );
    const sandboxGateway = new SandboxGateway(ctx.db, {
      pagesBaseUrl: config.sandboxPagesUrl,
      webhookSecret: config.sandboxWebhookSecret,
      outbox,
      now: ctx.now,
      settleDelayMs: config.sandboxSettleDelayMs,
      ...(config.sandboxRefundDelayMs !== undefined ? { refundDelayMs: config.sandboxRefundDelayMs } : {}),
    });
    gateway = sandboxGateway;
    sandbox = { gateway: sandboxGateway, outbox };
    app.addHook('onClose', async () => outbox.close());
    await app.register(sandboxRoutes(sandboxGateway, config.sandboxPagesUrl));
  }
  const deps: PaymentDeps = {
    db: ctx.db,
    gateway,
    now: ctx.now,
    storefrontUrl: ctx.config.storefrontUrl,
    warn: (obj, msg) => app.log.warn(obj, msg),
    bootId: ctx.instance.bootId,
  };
  setPaymentsRuntime(ctx, { config, gateway, sandbox, deps });

  if (ctx.jobs) {
    const jobs = ctx.jobs;
    if (sandbox) {
      const sandboxGateway = sandbox.gateway;
      await sandbox.outbox.attach(jobs, (what) => (what.refundId !== undefined ? sandboxGateway.settleRefund(what.refundId) : sandboxGateway.settle(what.intentId)));
    }
    await jobs.work(
      QUEUES.paymentsReconcile.name,
      async () => {
        const report = await reconcilePayments(deps, config.reconcileGraceMs);
        // Orders it placed wrote their confirmation e-mails: send them now, not at the outbox's next
        // minute (no request's response hook runs for a job).
        if (report.booked + report.recoveredLocks > 0) ctx.mailer.kick();
        // The sandbox's own chores, as Stripe would do them on its side: settle what the bank owes, resend lost webhooks.
        const settled = sandbox ? await sandbox.gateway.settleOverdue() : 0;
        const requeued = sandbox ? await sandbox.outbox.requeueUndelivered(Math.min(WEBHOOK_REQUEUE_AFTER_MS, config.reconcileGraceMs)) : 0;
        if (report.booked + report.recoveredLocks + report.refreshed + report.refundsResent + settled + requeued > 0) {
          app.log.info({ ...report, settled, requeued }, 'payments reconciled');
        }
      },
      { concurrency: 1 },
    );
    await jobs.schedule(QUEUES.paymentsReconcile.name, '* * * * *');
    // Once at start: a process restarted after a crash ties its loose ends now, not in a minute.
    app.addHook('onReady', async () => {
      await jobs.send(QUEUES.paymentsReconcile.name, {});
    });
  }

  // The payment link's calls take the shopper's API token or the order's workflow token (workflow-access.ts).
  app.decorateRequest('workflow', null);
  const paymentLink = shopperOrWorkflow(config.tokenSecret, ctx.now);

  const intentSchema = <B extends typeof PayBody | typeof ConfirmBody | typeof RedirectPaymentBody>(summary: string, body: B) => ({
    tags: ['payments'],
    summary,
    security: tokenAuth,
    params: PaymentOrderParams,
    body,
    response: { 200: PaymentIntentResponse, ...errors(400, 401, 402, 404, 409, 422, 502) },
  });

  app.post(
    '/v2/:orderId/stripe/payment_intents/pay',
    { preHandler: paymentLink, schema: intentSchema('Pay the order by card (confirms at once; 3-D Secure may follow)', PayBody) },
    async (request) => {
      const userId = await payerFor(ctx.db, request, { id: request.params.orderId });
      // reject_payment_schedule only matters for bank transfers: a card pays the whole balance.
      const { intent, orderNumber } = await payWorkflow(deps, {
        orderId: request.params.orderId,
        userId,
        method: 'card',
        paymentMethodId: request.body.payment_method_id,
      });
      return { payment_intent: intentView(intent), order_number: orderNumber };
    },
  );

  app.post(
    '/v2/:orderId/stripe/payment_intents/confirm',
    { preHandler: paymentLink, schema: intentSchema("Confirm the order's open intent again (retry with another card)", ConfirmBody) },
    async (request) => {
      const userId = await payerFor(ctx.db, request, { id: request.params.orderId });
      const { intent, orderNumber } = await payWorkflow(deps, {
        orderId: request.params.orderId,
        userId,
        method: 'card',
        intentId: request.body.payment_intent_id,
        paymentMethodId: request.body.payment_method_id,
      });
      return { payment_intent: intentView(intent), order_number: orderNumber };
    },
  );

  app.post(
    '/v2/:orderId/stripe/payment_intents/initiate_stripe_redirect_payment',
    { preHandler: paymentLink, schema: intentSchema('Start a redirect payment (P24, iDEAL, Bancontact, EPS, PayPal, giropay, Hokodo)', RedirectPaymentBody) },
    async (request) => {
      const userId = await payerFor(ctx.db, request, { id: request.params.orderId });
      // Region first (422 payment_method_not_allowed), then whether the method is a redirect one.
      const { intent, orderNumber } = await payWorkflow(deps, {
        orderId: request.params.orderId,
        userId,
        method: request.body.payment_method_type,
        redirectOnly: true,
      });
      return { payment_intent: intentView(intent), order_number: orderNumber };
    },
  );

  app.get(
    '/v2/:orderId/stripe/config/publishable_key',
    {
      preHandler: paymentLink,
      schema: {
        tags: ['payments'],
        summary: 'The key for the card form; "sandbox" means use the sandbox card form',
        security: tokenAuth,
        params: PaymentOrderParams,
        response: { 200: PublishableKeyResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = await payerFor(ctx.db, request, { id: request.params.orderId });
      await ctx.db.transaction((tx) => loadOrderForPayment(tx, { orderId: request.params.orderId, userId }));
      if (config.mode === 'stripe' && config.stripe) return { publishable_key: config.stripe.publishableKey, mode: 'stripe' as const, sandbox: null };
      return {
        publishable_key: 'sandbox',
        mode: 'sandbox' as const,
        sandbox: {
          payment_methods_url: `${config.sandboxPagesUrl}/payment_methods`,
          test_cards: Object.entries(TEST_CARDS).map(([number, c]) => ({ number, outcome: c.outcome })),
        },
      };
    },
  );

  app.get(
    '/v2/transactionlink/workflow_token',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: "A signed token for the payment-link workflow of one order (30 minutes)",
        security: tokenAuth,
        querystring: WorkflowTokenQuery,
        response: { 200: WorkflowTokenResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      await orderIdForNumber(ctx.db, request.query.order_number, user.id);
      const expiresAt = new Date(ctx.now().getTime() + WORKFLOW_TOKEN_TTL_MS);
      // Checked where the payment link uses it: payerFor / shopperOrWorkflow (workflow-access.ts).
      const token = issueWorkflowToken(config.tokenSecret, { orderNumber: request.query.order_number, userId: user.id, expiresAt });
      return { data: { data: { token, order_number: request.query.order_number, expires_at: expiresAt.toISOString() } } };
    },
  );

  app.post(
    '/check_payments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Place the order to be paid by bank transfer (payment_state balance_due)',
        security: tokenAuth,
        body: CheckPaymentBody,
        response: { 200: TransferResponse, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const transfer = await payByBankTransfer(deps, {
        orderNumber: request.body.order_number,
        userId: user.id,
        rejectPaymentSchedule: request.body.reject_payment_schedule,
      });
      return { data: presentTransfer(transfer) };
    },
  );

  app.post(
    '/payment_schedules',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Place the order to be paid by bank transfer in instalments',
        security: tokenAuth,
        body: PaymentScheduleBody,
        response: { 200: TransferResponse, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const transfer = await createPaymentSchedule(deps, {
        orderId: request.body.order_id,
        userId: user.id,
        installments: request.body.installments_attributes,
      });
      return { data: presentTransfer(transfer) };
    },
  );

  app.get(
    '/payment_schedules/options',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Whether the order may be paid in instalments, and the plans (dates, amounts) the API would create',
        security: tokenAuth,
        querystring: PaymentScheduleOptionsQuery,
        response: { 200: PaymentScheduleOptionsResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { data: await scheduleOptions(deps, { orderId: request.query.order_id, userId: user.id }) };
    },
  );

  app.get(
    '/v2/orders/:number/payment_schedule',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: "The order's instalments (due dates, amounts, paid or not); empty without a schedule",
        security: tokenAuth,
        params: PaymentStatusParams,
        response: { 200: PaymentScheduleResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return { data: presentSchedule(await paymentScheduleOf(deps, { orderNumber: request.params.number, userId: user.id })) };
    },
  );

  app.post(
    '/v1/bank_transfers',
    {
      preHandler: requireManager,
      schema: {
        tags: ['payments'],
        summary: 'Manager: a bank transfer arrived (the whole balance, or the next instalment)',
        security: tokenAuth,
        body: TransferReceivedBody,
        response: { 200: TransferReceivedResponse, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: presentTransferReceived(
        await recordTransferReceived(deps, { orderNumber: request.body.order_number, amount: request.body.amount, managerId: currentSession(request).user.id }),
      ),
    }),
  );

  app.get(
    '/v2/orders/:number/payment_status',
    {
      preHandler: paymentLink,
      schema: {
        tags: ['payments'],
        summary: 'Payment status for the return page: OK, WAITING, DELAYED, FAILED or NOT_STARTED',
        security: tokenAuth,
        params: PaymentStatusParams,
        querystring: PaymentStatusQuery,
        response: { 200: PaymentStatusResponse, ...errors(400, 401, 404, 502) },
      },
    },
    async (request) => {
      const result = await paymentStatusFor(deps, {
        orderNumber: request.params.number,
        userId: await payerFor(ctx.db, request, { number: request.params.number }),
        returnedIntentId: request.query.payment_intent,
      });
      return { data: presentPaymentStatus(result) };
    },
  );

  // The webhook needs the exact bytes that were signed, so it lives in its own scope with a raw parser.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    hooks.post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Gateway webhooks (Stripe-Signature verified; a redelivered event is ignored)',
          response: { 200: WebhookResponse, ...errors(400) },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[SIGNATURE_HEADER];
        let event;
        try {
          event = gateway.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
        } catch (err) {
          if (err instanceof WebhookSignatureError) {
            return reply.code(400).send({ statusCode: 400, error: 'Bad Request', code: 'invalid_signature', message: err.message });
          }
          if (err instanceof WebhookPayloadError) {
            return reply.code(400).send({ statusCode: 400, error: 'Bad Request', code: 'invalid_event', message: err.message });
          }
          if (err instanceof SyntaxError) {
            return reply.code(400).send({ statusCode: 400, error: 'Bad Request', code: 'invalid_json', message: 'Body is not valid JSON' });
          }
          throw err;
        }
        const outcome = await applyWebhookEvent(deps, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment webhook');
        return { received: true as const, outcome };
      },
    );
  });

  // Spending store credit on an order is a payment; reading and granting credit are the wallet's.
  app.put(
    '/v1/wallet',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Spend store credit on an order; credit covering the order places it as paid',
        security: tokenAuth,
        querystring: WalletQuery,
        body: WalletPayBody,
        response: { 200: WalletPayResponse, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      const payment = await payWithWallet(deps, {
        orderId: request.body.order_id,
        userId: user.id,
        currency: request.query.currency,
        amount: request.body.amount,
      });
      return { data: presentWalletPayment(payment) };
    },
  );
  await app.register(walletRoutes(deps));
};
