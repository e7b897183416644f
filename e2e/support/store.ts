import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export const repo = path.resolve(__dirname, '../..');
/** Shifts every port the suite uses, so two runs (a CI check beside a developer's run) can coexist. */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
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

/** One static origin with CORS, as a CDN serving a remote's build would be. */
export async function serveSite(o: { root: string; port: number; cors?: boolean }): Promise<Server> {
  return (await staticHost()).serveSite({ ...o, port: port(o.port) });
}

/** Uncaught errors in the page; network failures of a stopped remote are expected and not counted. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/Failed to load resource|ERR_CONNECTION_REFUSED/.test(text)) return;
    errors.push(`console.error: ${text}`);
  });
  return errors;
}

export const test = base.extend<{ store: Store; pageErrors: string[] }>({
  store: async ({}, use) => {
    const store = await startStore();
    await use(store);
    await store.close();
  },
  pageErrors: async ({ page }, use) => {
    const errors = collectPageErrors(page);
    await use(errors);
    expect(errors, 'no uncaught errors in the page').toEqual([]);
  },
});

export { expect };
