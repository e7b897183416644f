// Production takes money: it must not start on the sandbox or with a secret anyone can read in this
// repository, and no such secret may ever verify a webhook there.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { loadPaymentsConfig, PaymentsConfigError, SANDBOX_DEFAULT_WEBHOOK_SECRET } from '../src/payments/config';
import { signPayload } from '../src/payments/webhook-signature';
import { REPO_ROOT } from '../src/paths';
import type { TestApp } from './helpers/app';
import { createProductionApp, livePaymentsEnv } from './helpers/production';

const alnum = (n: number) => randomBytes(n * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, n);
const live = livePaymentsEnv;
const production = (env: NodeJS.ProcessEnv) => loadPaymentsConfig({ NODE_ENV: 'production', ...env });

/** Every `whsec_…` literal in the repository's tracked files: all of them are public. */
function secretsInRepository(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const found = new Set<string>();
  for (const file of files) {
    if (!/\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|env|sh|txt)$/.test(file) || file.endsWith('pnpm-lock.yaml')) continue;
    const full = path.join(REPO_ROOT, file);
    if (!fs.existsSync(full)) continue;
    for (const m of fs.readFileSync(full, 'utf8').matchAll(/whsec_[A-Za-z0-9+/=_]+/g)) found.add(m[0]);
  }
  return [...found];
}

describe('payments configuration in production', () => {
  it('refuses the sandbox: no Stripe keys means no start', () => {
    expect(() => production({ PAYMENTS_TOKEN_SECRET: alnum(40) })).toThrow(/real payment gateway is required/);
    // Outside production the sandbox stays the default.
    expect(loadPaymentsConfig({ NODE_ENV: 'development' }).mode).toBe('sandbox');
  });

  it('accepts live Stripe keys with a Stripe-issued webhook secret and a shared token secret', () => {
    const env = live();
    const config = production(env);
    expect(config.mode).toBe('stripe');
    expect(config.stripe?.webhookSecret).toBe(env.STRIPE_WEBHOOK_SECRET);
    expect(config.tokenSecret).toBe(env.PAYMENTS_TOKEN_SECRET);
  });

  it('refuses test keys unless a staging deployment opts in', () => {
    const env = { ...live(), STRIPE_SECRET_KEY: `sk_test_${alnum(24)}`, STRIPE_PUBLISHABLE_KEY: `pk_test_${alnum(24)}` };
    expect(() => production(env)).toThrow(/STRIPE_SECRET_KEY must be a live key.*STRIPE_PUBLISHABLE_KEY must be a live key/);
    expect(production({ ...env, PAYMENTS_ALLOW_TEST_MODE: 'true' }).mode).toBe('stripe');
  });

  it('refuses a missing or short PAYMENTS_TOKEN_SECRET', () => {
    const { PAYMENTS_TOKEN_SECRET: _omitted, ...env } = live();
    expect(() => production(env)).toThrow(/PAYMENTS_TOKEN_SECRET/);
    expect(() => production({ ...env, PAYMENTS_TOKEN_SECRET: 'short' })).toThrow(/PAYMENTS_TOKEN_SECRET/);
  });

  it('refuses every webhook secret written in this repository', () => {
    const shipped = secretsInRepository();
    expect(shipped).toEqual(expect.arrayContaining([SANDBOX_DEFAULT_WEBHOOK_SECRET]));
    for (const secret of shipped) {
      expect(() => production({ ...live(), STRIPE_WEBHOOK_SECRET: secret })).toThrow(PaymentsConfigError);
    }
  });

  it('buildApp refuses a production config on the sandbox, even when the environment says otherwise', async () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_CATALOGUE_TOKEN: alnum(32), LOG_LEVEL: 'silent' }, { dataDir: 'memory://' });
    const database = openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    try {
      await expect(buildApp({ config, database, migrate: false, mailTransport: null, vies: null })).rejects.toThrow(/real payment gateway is required/);
    } finally {
      await database.close();
    }
  });

  it('the server process exits at start without a real gateway', () => {
    const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
    const run = spawnSync(tsx, ['src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'packages/api-server'),
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PUBLIC_CATALOGUE_TOKEN: alnum(32), DATA_DIR: 'memory://', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start in production: a real payment gateway is required/);
  });
});

describe('webhooks in production', () => {
  const env = live();
  let t: TestApp;
  // Stripe's SDK never calls out to verify a webhook, so no Stripe (fake) server is needed here.
  beforeAll(async () => {
    t = await createProductionApp({}, env);
  });
  afterAll(async () => t?.close());

  const event = () =>
    JSON.stringify({
      id: `evt_${alnum(16)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `pi_${alnum(16)}`, object: 'payment_intent', status: 'succeeded', amount: 1000, amount_received: 1000, currency: 'eur', metadata: {} } },
    });
  const post = (body: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(body, secret, Math.floor(Date.now() / 1000)) },
      payload: body,
    });

  it('no secret from the repository verifies a webhook; the configured one does', async () => {
    for (const secret of secretsInRepository()) {
      const res = await post(event(), secret);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_signature');
    }
    const ok = await post(event(), env.STRIPE_WEBHOOK_SECRET!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, outcome: 'unknown_intent' });
  });
});
