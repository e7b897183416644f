import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { keepJournal } from './journal';

export const repo = path.resolve(__dirname, '../..');
/**
 * Shifts every port the suite uses: E2E_PORT_OFFSET lets two runs (a CI check beside a developer's run)
 * coexist, and each parallel Playwright worker adds WORKER_PORT_STEP, so workers never share a port.
 */
export const WORKER_PORT_STEP = 1000;
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) + WORKER_PORT_STEP * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const port = (n: number): number => n + PORT_OFFSET;
export const API_PORT = port(3199);

export type RemoteKey = 'catalogue' | 'cart-checkout' | 'account' | 'consent' | 'editor-host';
export interface Store {
  url: string;
  remotesJson: Record<RemoteKey, string>;
  close(): Promise<unknown>;
}
export interface StoreOptions {
  port?: number;
  down?: RemoteKey[];
  remoteRoots?: Partial<Record<RemoteKey, string>>;
  remoteEntries?: Partial<Record<RemoteKey, string>>;
  /** Serve remotes.json from a deploy store's pointer (read on every request). */
  pointerFile?: string;
  /** Origins developer overrides may load remotes from (remotes.json `$overrides`). */
  overrideOrigins?: string[];
  /** Let this store show `?locale=en-XA` (remotes.json `$qa`); every other store refuses it as a shop does. */
  qaPseudoLocale?: boolean;
  /** How long a remote's reads may take in a server render (server-render.js; 150 ms unless said). */
  serverRenderBudgetMs?: number;
}

type ServeStore = (o: StoreOptions & { repo: string; apiPort: number }) => Promise<Store>;

interface StaticHost {
  serveStore: ServeStore;
  serveSite: (o: { root: string; port: number; cors?: boolean }) => Promise<Server>;
}

async function staticHost(): Promise<StaticHost> {
  return (await import(pathToFileURL(path.join(repo, 'scripts/lib/static-host.mjs')).href)) as StaticHost;
}

export async function startStore(o: StoreOptions = {}): Promise<Store> {
  return (await staticHost()).serveStore({ repo, apiPort: API_PORT, ...o, port: port(o.port ?? 3000) });
}

/**
 * Closes a store a test started for itself once `page` has left it. A page still on the store keeps
 * fetching after the test's last step (the editor's display fonts come late), and a request to a closed
 * store fails as "Failed to load resource", which the page-error fixture rightly counts as the page's.
 */
export async function leaveAndClose(page: Page, store: Store): Promise<void> {
  // A page a failed test left broken must not hide that test's own error.
  await page.goto('about:blank').catch(() => undefined);
  await store.close();
}

/** One static origin with CORS, as a CDN serving a remote's build would be. */
export async function serveSite(o: { root: string; port: number; cors?: boolean }): Promise<Server> {
  return (await staticHost()).serveSite({ ...o, port: port(o.port) });
}

/**
 * React's report that it could not hydrate the server's markup: in a production build the minified
 * errors #418 (the markup differs), #419, #422, #423 and #425 (text differs), as an uncaught error or a
 * console error; a development build words it ("Hydration failed…"); the shell's bootstrap logs its
 * own ("FRAME hydration"). Any of them means the browser threw the server's markup away and drew the
 * page again (issue 33).
 */
export const HYDRATION_FAILURE = /Minified React error #(418|419|422|423|425)\b|hydrat/i;

export interface PageErrorOptions {
  /**
   * Console errors the spec causes on purpose (a remote it stopped, a page it knows answers 404): say
   * why where it is passed. A hydration failure is never allowed.
   */
  allow?: RegExp[];
}

/**
 * Uncaught errors and console errors in the page, including every failed request ("Failed to load
 * resource", with its address): a journey page loads nothing that fails. React's hydration failures
 * count whatever the console level.
 */
export function collectPageErrors(page: Page, o: PageErrorOptions = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg: ConsoleMessage) => {
    const text = msg.text();
    const type = msg.type();
    if ((type === 'error' || type === 'warning') && HYDRATION_FAILURE.test(text)) {
      errors.push(`hydration failure (console.${type}): ${text}`);
      return;
    }
    if (type !== 'error' || o.allow?.some((re) => re.test(text) || re.test(msg.location().url))) return;
    // "Failed to load resource" does not say which: the console message's location does.
    const where = msg.location().url;
    // The API refusing what a journey deliberately sends (a wrong password, a bad CSV row: 4xx with a
    // message the page shows) is the behaviour under test; a request that cannot be served (5xx, a
    // missing file, a refused connection) is not.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && /\/api\//.test(where)) return;
    errors.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
  });
  return errors;
}

type StartApi = (o: { repo: string; port: number; env?: Record<string, string> }) => Promise<{ stop: () => Promise<void> }>;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * The commerce API of one Playwright worker (embedded PGlite in a throw-away data directory): each
 * worker has its own, on its own ports, so specs that run at once never share a cart, an operator's
 * list or a funnel count.
 */
export async function startWorkerApi(): Promise<{ stop: () => Promise<void> }> {
  const { startApi } = (await import(pathToFileURL(path.join(repo, 'scripts/lib/api-process.mjs')).href)) as { startApi: StartApi };
  // A worker replaced after a failed test starts while the one it replaces may still be stopping its API.
  const health = `http://127.0.0.1:${API_PORT}/api/health`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && (await answers(health)); ) await new Promise((r) => setTimeout(r, 250));
  const dataDir = path.join(repo, '.data', `e2e-${PORT_OFFSET}-${Date.now()}`);
  return startApi({
    repo,
    port: API_PORT,
    // Payment pages send the shopper back to the storefront: the specs' store is on port 3000 + offset.
    // A referred order's refund window is seconds here, not 60 days: e2e/tests/referrals.spec.ts waits for its credit.
    env: { DATA_DIR: dataDir, STOREFRONT_URL: `http://localhost:${3000 + PORT_OFFSET}`, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', REFERRAL_REFUND_WINDOW_SECONDS: '3' },
  });
}

export const test = base.extend<{ store: Store; pageErrors: string[]; hydration: void; journal: void }, { api: void }>({
  // Started before the worker's first test and stopped after its last.
  api: [
    async ({}, use) => {
      const api = await startWorkerApi();
      await use();
      await api.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  store: async ({}, use) => {
    const store = await startStore();
    await use(store);
    await store.close();
  },
  // Every test, whether or not it asks for `pageErrors`: a page of the test's context that React could
  // not hydrate fails it (issue 33: no hydration mismatch on any journey).
  hydration: [
    async ({ context }, use) => {
      const failures: string[] = [];
      context.on('console', (msg) => {
        if ((msg.type() === 'error' || msg.type() === 'warning') && HYDRATION_FAILURE.test(msg.text())) failures.push(`${msg.location().url}: ${msg.text()}`);
      });
      context.on('weberror', (err) => {
        if (HYDRATION_FAILURE.test(err.error().message)) failures.push(`${err.page()?.url() ?? ''}: ${err.error().message}`);
      });
      await use();
      expect(failures, 'React hydrated the server-rendered markup without a mismatch').toEqual([]);
    },
    { auto: true },
  ],
  // A failed test prints what its pages did (e2e/support/journal.ts): a failure that does not come back
  // when run again still leaves its account in the run's log.
  journal: [
    async ({ context }, use, testInfo) => {
      const journal = keepJournal(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        process.stderr.write(`\n--- what the browser did in "${testInfo.titlePath.join(' › ')}" (attempt ${testInfo.retry + 1}) ---\n${await journal.report()}\n--- end ---\n`);
      }
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors = collectPageErrors(page);
    await use(errors);
    expect(errors, 'no uncaught errors in the page').toEqual([]);
  },
});

export { expect };
