// A remote's server entry (docs/architecture.md#server-rendering): the edge server loads the remote's
// server build (`dist/server/render.cjs`, built from `src/server.tsx` with `createServerEntry`) and asks it
// for the markup of the address being served. The tree is the one the browser's lifecycles mount, with
// the catalogue loaded up front and every `useLoad` answered on the server (React waits for them, within
// the budget), so the browser hydrates exactly this markup.
import { setMaxListeners } from 'node:events';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { CatalogueLoaders } from '@ph/i18n';
import {
  enterServerEnvironment,
  SERVER_RENDER_CONTRACT,
  type RemoteMountProps,
  type ServerEntry,
  type ServerRenderInput,
} from '@ph/contracts';
import { ServerStyleSheetsContext } from '@ph/ui';
import { loadRemoteMessages } from './messages';
import { RemoteRoot, type RemoteApp } from './RemoteRoot';
import type { ServerLoadResult, ServerLoads } from './ssrData';

/**
 * The reader of one server render: loads share one deadline (the render's budget); answers are kept by key
 * so React's retries after a suspension get the same promise, and so the page can carry them.
 */
function serverLoads(
  budgetMs: number,
  input: ServerRenderInput['visitor'],
): ServerLoads & { answered(): Record<string, unknown>; complete(): boolean; whole(): boolean; personal(): boolean; abort(): void } {
  const controller = new AbortController();
  // Every read of the render listens to the one signal (a category page makes one per product).
  setMaxListeners(0, controller.signal);
  let spent = false;
  const timer = setTimeout(() => {
    spent = true;
    controller.abort(new Error(`server render budget of ${budgetMs} ms spent`));
  }, budgetMs);
  // A Node timer would otherwise keep a process alive that has nothing else to do.
  (timer as { unref?: () => void }).unref?.();
  const results = new Map<string, Promise<ServerLoadResult>>();
  const done = new Map<string, unknown>();
  /** Reads that failed within the budget (a read needing a visitor, an API error): they would fail again. */
  const failed = new Set<string>();
  // The token stays here: the tree sees whether there is a session, and the token only by asking for it.
  const visitor = input ? { session: input.session } : undefined;
  const token = input?.token ?? null;
  let personal = false;
  return {
    mode: 'server',
    ...(visitor ? { visitor } : {}),
    visitorToken() {
      if (token !== null) personal = true;
      return token;
    },
    personal: () => personal,
    read(key, load) {
      let result = results.get(key);
      if (!result) {
        result = load(controller.signal).then(
          (data): ServerLoadResult => {
            if (controller.signal.aborted) return { ok: false };
            done.set(key, data);
            return { ok: true, data };
          },
          (error: unknown): ServerLoadResult => {
            if (!spent) failed.add(key);
            // Expected for reads that need a visitor; the edge's log says which pages came without data.
            if (process.env.PH_SSR_DEBUG) console.warn(`server render: ${key} left to the browser`, error);
            return { ok: false };
          },
        );
        results.set(key, result);
      }
      return result;
    },
    answered: () => Object.fromEntries(done),
    // No read was cut off by the budget (one that fails at once, such as a read needing a visitor, would
    // fail again: such a render is as complete as it gets).
    complete: () => [...results.keys()].every((key) => done.has(key) || failed.has(key)),
    whole: () => [...results.keys()].every((key) => done.has(key)),
    abort: () => {
      clearTimeout(timer);
      controller.abort();
    },
  };
}

/** How long past its budget a render may still take to write what it has, before it is given up. */
const WRITE_MARGIN_MS = 50;

/**
 * Renders a React tree to one string: the whole tree, once every suspended part has its answer. Parts
 * still waiting after `giveUpAfterMs` are written as their fallbacks, and the browser renders them.
 * React's prerenderer, not its streaming one: the edge writes the parts into the shell's page, and a
 * streamed completion would need an inline script the page's policy does not allow.
 */
export async function renderTree(element: ReactNode, giveUpAfterMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`server render gave up after ${giveUpAfterMs} ms`)), giveUpAfterMs);
  (timer as { unref?: () => void }).unref?.();
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // Never outline a finished part behind an inline script because the page is long: the edge sends
      // the markup whole, so there is nothing to show progressively.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A part that failed is rendered by the browser (React marks it); the page still comes.
        if (!controller.signal.aborted) console.warn('server render: a part failed and is left to the browser', error);
      },
    });
    // Given up with a part still waiting: React writes a waiting part under a Suspense boundary as a
    // template an inline script would complete, but one waiting outside any boundary as nothing at all
    // — an empty page the browser would then "hydrate" with its own (a mismatch, seen under load).
    if (controller.signal.aborted) throw new Error(`server render gave up after ${giveUpAfterMs} ms with parts still waiting`);
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The tree's markup with every part in place. A part that was still waiting when the rest was done (a
 * lazy screen's code, a read) is written by React as a template completed by an inline script, which
 * the page's policy does not allow: rendered again, such a part is there at once (its code and answers
 * are kept), so the markup is plain. Nothing plain by the deadline: the caller serves the page client-rendered.
 */
export async function renderComplete(tree: ReactNode, deadline: number): Promise<string> {
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('server render: no complete markup within the budget');
    const html = await renderTree(tree, left);
    if (!html.includes('<script')) return html;
  }
}

export function createServerEntry(opts: {
  name: string;
  App: RemoteApp;
  catalogues: CatalogueLoaders;
  packageCatalogues?: readonly CatalogueLoaders[];
  /** Head markup the application's markup needs (styles its browser code would inject), sent with every render. */
  head?: string;
}): ServerEntry {
  return {
    contract: SERVER_RENDER_CONTRACT,
    name: opts.name,
    async render(input: ServerRenderInput) {
      enterServerEnvironment({ apiBase: input.apiBase, ...(input.fetch ? { fetch: input.fetch } : {}) });
      const messages = await loadRemoteMessages(opts.catalogues, input.locale, opts.packageCatalogues);
      const loads = serverLoads(input.budgetMs, input.visitor);
      const props: RemoteMountProps = {
        region: input.region,
        locale: input.locale,
        pathPrefix: input.pathPrefix,
        navigate: () => undefined,
      };
      const { App } = opts;
      const sheets = new Map<string, string>();
      const tree = (
        <ServerStyleSheetsContext.Provider value={sheets}>
        <RemoteRoot
          props={props}
          catalogues={opts.catalogues}
          {...(opts.packageCatalogues ? { packageCatalogues: opts.packageCatalogues } : {})}
          rendered={{ messages, loads, href: input.href }}
        >
          <App {...props} />
        </RemoteRoot>
        </ServerStyleSheetsContext.Provider>
      );
      const deadline = Date.now() + input.budgetMs + WRITE_MARGIN_MS;
      try {
        const html = await renderComplete(tree, deadline);
        // The sheets the screens asked for (useStyleSheet), so the page paints laid out before any script.
        const head = [...(opts.head ? [opts.head] : []), ...[...sheets].map(([id, css]) => `<style id="${id}">${css.replace(/<\//g, '<\\/')}</style>`)].join('');
        return { html, data: loads.answered(), complete: loads.complete(), whole: loads.whole(), ...(head ? { head } : {}), ...(loads.personal() ? { personal: true } : {}) };
      } finally {
        loads.abort();
      }
    },
  };
}
export { ServerHrefContext } from './router';
