import { randomBytes } from 'node:crypto';
// Payment settings from the environment. Stripe is used when STRIPE_SECRET_KEY is set; otherwise the
// offline sandbox. The shared AppConfig belongs to the core, so payments read their own variables.
export interface PaymentsConfig {
  mode: 'sandbox' | 'stripe';
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; host?: string; port?: number; protocol?: 'http' | 'https' } | null;
  /** Secret the sandbox signs its webhooks with. */
  sandboxWebhookSecret: string;
  /** Prefix of the sandbox pages as the browser reaches them (same origin as the storefront). */
  sandboxPagesUrl: string;
  /** Sandbox: `async` delivers webhooks to ourselves, `manual` holds them (tests). */
  sandboxWebhookDelivery: 'async' | 'manual';
  sandboxSettleDelayMs: number;
  /** How long a sandbox refund stays pending before it settles and its webhook goes out (`SANDBOX_REFUND_DELAY_MS`, default 1000). */
  sandboxRefundDelayMs?: number;
  /** Reconciliation asks the gateway about an open intent untouched this long (`PAYMENTS_RECONCILE_GRACE_MS`). */
  reconcileGraceMs: number;
  /** Signs workflow tokens; without PAYMENTS_TOKEN_SECRET a random one per process (tokens die on restart). */
  tokenSecret: string;
}

export class PaymentsConfigError extends Error {}

/** The sandbox's default signing secret: it ships in this repository, so anyone can sign with it. */
export const SANDBOX_DEFAULT_WEBHOOK_SECRET = 'whsec_sandbox_local_only';

/**
 * A webhook secret Stripe issues: `whsec_` and 32 or more base64 characters. Every secret written in
 * this repository (the sandbox default, test fixtures) is shorter, so none of them passes; the
 * production-config test scans the repository to keep it that way.
 */
const REAL_WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{32,}$/;
const LIVE_SECRET_KEY = /^(sk|rk)_live_[A-Za-z0-9]{16,}$/;
const LIVE_PUBLISHABLE_KEY = /^pk_live_[A-Za-z0-9]{16,}$/;
const TEST_SECRET_KEY = /^(sk|rk)_test_[A-Za-z0-9]{16,}$/;
const TEST_PUBLISHABLE_KEY = /^pk_test_[A-Za-z0-9]{16,}$/;
const MIN_TOKEN_SECRET_LENGTH = 32;

/**
 * Production takes money: it refuses to start on the sandbox (test cards would place real orders and
 * its default secret is public), on Stripe keys that are not live ones (unless a staging deployment
 * says `PAYMENTS_ALLOW_TEST_MODE=true`), on a webhook secret that is not one Stripe issued, and without
 * a shared `PAYMENTS_TOKEN_SECRET` (a random one per process breaks tokens across instances).
 */
export function assertProductionPayments(config: PaymentsConfig, env: NodeJS.ProcessEnv = process.env): void {
  const problems: string[] = [];
  const stripe = config.mode === 'stripe' ? config.stripe : null;
  if (!stripe) {
    problems.push(
      'a real payment gateway is required: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (the sandbox is for development only)',
    );
  } else {
    const testMode = env.PAYMENTS_ALLOW_TEST_MODE === 'true';
    const secretOk = LIVE_SECRET_KEY.test(stripe.secretKey) || (testMode && TEST_SECRET_KEY.test(stripe.secretKey));
    const publishableOk =
      LIVE_PUBLISHABLE_KEY.test(stripe.publishableKey) || (testMode && TEST_PUBLISHABLE_KEY.test(stripe.publishableKey));
    if (!secretOk) problems.push('STRIPE_SECRET_KEY must be a live key (sk_live_… or rk_live_…; test keys only with PAYMENTS_ALLOW_TEST_MODE=true)');
    if (!publishableOk) problems.push('STRIPE_PUBLISHABLE_KEY must be a live key (pk_live_…; test keys only with PAYMENTS_ALLOW_TEST_MODE=true)');
    if (!REAL_WEBHOOK_SECRET.test(stripe.webhookSecret) || stripe.webhookSecret === SANDBOX_DEFAULT_WEBHOOK_SECRET) {
      problems.push('STRIPE_WEBHOOK_SECRET must be the signing secret Stripe issued for the endpoint (whsec_ and 32+ characters)');
    }
  }
  if (!env.PAYMENTS_TOKEN_SECRET || env.PAYMENTS_TOKEN_SECRET.length < MIN_TOKEN_SECRET_LENGTH) {
    problems.push(`PAYMENTS_TOKEN_SECRET must be set to a random secret of at least ${MIN_TOKEN_SECRET_LENGTH} characters, the same on every instance`);
  }
  if (problems.length > 0) throw new PaymentsConfigError(`Refusing to start in production: ${problems.join('; ')}`);
}

export interface LoadPaymentsOptions {
  /** Defaults to `env.NODE_ENV`; the app passes its own `AppConfig.nodeEnv`. */
  nodeEnv?: string;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env, opts: LoadPaymentsOptions = {}): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY || '';
  let stripe: PaymentsConfig['stripe'] = null;
  if (secretKey) {
    const publishableKey = env.STRIPE_PUBLISHABLE_KEY || '';
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET || '';
    if (!publishableKey || !webhookSecret) {
      throw new PaymentsConfigError('STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET too');
    }
    stripe = { secretKey, publishableKey, webhookSecret };
    if (env.STRIPE_API_HOST) stripe.host = env.STRIPE_API_HOST;
    if (env.STRIPE_API_PORT) stripe.port = Number(env.STRIPE_API_PORT);
    if (env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https') stripe.protocol = env.STRIPE_API_PROTOCOL;
  }
  const delivery = env.SANDBOX_WEBHOOK_DELIVERY === 'manual' ? 'manual' : 'async';
  const config: PaymentsConfig = {
    mode: stripe ? 'stripe' : 'sandbox',
    stripe,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || SANDBOX_DEFAULT_WEBHOOK_SECRET,
    sandboxPagesUrl: (env.SANDBOX_PAGES_URL || '/api/sandbox').replace(/\/+$/, ''),
    sandboxWebhookDelivery: delivery,
    sandboxSettleDelayMs: Number(env.SANDBOX_SETTLE_DELAY_MS || 1500),
    sandboxRefundDelayMs: Number(env.SANDBOX_REFUND_DELAY_MS || 1000),
    reconcileGraceMs: Number(env.PAYMENTS_RECONCILE_GRACE_MS || 30_000),
    tokenSecret: env.PAYMENTS_TOKEN_SECRET || randomBytes(32).toString('hex'),
  };
  if ((opts.nodeEnv ?? env.NODE_ENV) === 'production') assertProductionPayments(config, env);
  return config;
}
