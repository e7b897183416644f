import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FullConfig } from '@playwright/test';

export const repo = path.resolve(__dirname, '../..');

/**
 * Starts the commerce API once for the whole run (embedded PGlite in a throw-away data
 * directory); each spec serves the built apps itself, so a spec can stop a remote.
 */
export default async function globalSetup(_config: FullConfig) {
  const { startApi } = (await import(pathToFileURL(path.join(repo, 'scripts/lib/api-process.mjs')).href)) as {
    startApi: (o: { repo: string; port: number; env?: Record<string, string> }) => Promise<{ stop: () => Promise<void> }>;
  };
  const dataDir = path.join(repo, '.data', `e2e-${Date.now()}`);
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  // Payment pages send the shopper back to the storefront: the specs' store is on port 3000 + offset.
  const api = await startApi({
    repo,
    port: 3199 + offset,
    // A referred order's refund window is seconds here, not 60 days: e2e/tests/referrals.spec.ts waits for its credit.
    env: { DATA_DIR: dataDir, STOREFRONT_URL: `http://localhost:${3000 + offset}`, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', REFERRAL_REFUND_WINDOW_SECONDS: '3' },
  });
  return async () => {
    await api.stop();
  };
}
