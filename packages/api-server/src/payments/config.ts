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
  /** Signs workflow tokens; without PAYMENTS_TOKEN_SECRET a random one per process (tokens die on restart). */
  tokenSecret: string;
}

export class PaymentsConfigError extends Error {}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
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
  return {
    mode: stripe ? 'stripe' : 'sandbox',
    stripe,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || 'whsec_sandbox_local_only',
    sandboxPagesUrl: (env.SANDBOX_PAGES_URL || '/api/sandbox').replace(/\/+$/, ''),
    sandboxWebhookDelivery: delivery,
    sandboxSettleDelayMs: Number(env.SANDBOX_SETTLE_DELAY_MS || 1500),
    tokenSecret: env.PAYMENTS_TOKEN_SECRET || randomBytes(32).toString('hex'),
  };
}
