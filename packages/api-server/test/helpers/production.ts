import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp, type TestAppOptions } from './app';

const alnum = (n: number) => randomBytes(n * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, n);

/**
 * Payment settings a production start accepts: keys shaped like Stripe's live ones and a shared token
 * secret, made up per run so none of them is ever written in the repository.
 */
export function livePaymentsEnv(): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: `sk_live_${alnum(24)}`,
    STRIPE_PUBLISHABLE_KEY: `pk_live_${alnum(24)}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${alnum(32)}`,
    PAYMENTS_TOKEN_SECRET: alnum(40),
  };
}

/** A test app with `NODE_ENV=production` and a payments configuration production accepts. */
export async function createProductionApp(opts: TestAppOptions = {}, env = livePaymentsEnv()): Promise<TestApp> {
  const saved = { ...process.env };
  // The payments plugin reads its own variables at registration (src/payments/config.ts).
  Object.assign(process.env, env);
  try {
    return await createTestApp({ ...opts, config: { nodeEnv: 'production', publicCatalogueToken: alnum(32), ...opts.config } });
  } finally {
    process.env = saved;
  }
}
