// @ts-check
// Server renders on worker threads (docs/architecture.md#server-rendering, "Renders on threads"; one thread by
// default on a machine of two cores or more, RENDER_WORKERS to choose). A render is CPU work: React's server renderer, the page's answers turned into JSON. On the
// host's own event loop every page waits for the renders queued before it, on one core whatever the machine has.
// The pool runs the same renderer (server-render.js) on `size` threads: one renderer per store the host serves,
// each with its own render cache, and the server builds loaded once per thread. A page always goes to the same
// thread (by its host and address), so that thread's cache answers its next visitors and concurrent requests for
// it share one render, as on a single thread; different pages spread over the threads. The host keeps serving
// files, proxying the API and compressing answers on its own thread meanwhile.
// Fail soft, as the renderer does: a thread that throws, dies or does not answer in time serves that page
// client-rendered (with the reason in the log), and is replaced.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * @typedef {{ shellDist: string, apiBase: string, budgetMs?: number }} RendererConfig
 * @typedef {{ html: string, url: URL, hostname: string, cookie: string, remotes: Record<string, unknown>, pseudoLocale: boolean, origin: string }} Page
 * @typedef {{ html: string | string[], rendered: boolean, personal?: boolean }} Rendered
 * @typedef {{ resolve: (r: Rendered) => void, fallback: Rendered, timer: NodeJS.Timeout, log: (m: string) => void }} Job
 * @typedef {{ worker: Worker, jobs: Map<number, Job> }} Slot
 */

const WORKER_FILE = new URL('./render-worker.js', import.meta.url);

/**
 * How long a page waits for its thread: the renderer's own limits (the frame's 1.5 s, a remote's twice
 * its budget) plus loading a server build the first time; past this the thread is taken to be stuck.
 */
const ANSWER_LIMIT_MS = 10_000;

/**
 * A page's thread: FNV-1a of its key, so the same page always lands on the same thread.
 * @param {string} key @param {number} size
 */
export function threadOf(key, size) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % size;
}

/**
 * Threads by default: `RENDER_WORKERS` when set (0: pages render on the host's own thread); else one thread
 * on a machine of two cores or more, none on one core. One, not a thread per core: the host's own thread
 * still reads, compresses and sends every page, so a second core is what a render thread gains (on this
 * project's 2-core machine it took the cold first byte's p95 from 166–226 ms to 110–143 ms,
 * docs/performance.md), and every thread holds its own copy of the loaded server builds and render cache.
 * @param {NodeJS.ProcessEnv} [env] @param {number} [cores]
 */
export function defaultPoolSize(env = process.env, cores = os.availableParallelism()) {
  const fromEnv = env.RENDER_WORKERS;
  if (fromEnv === undefined || fromEnv === '') return cores >= 2 ? 1 : 0;
  const n = Number(fromEnv);
  if (!Number.isInteger(n) || n < 0 || n > 32) throw new Error('RENDER_WORKERS must be a whole number from 0 to 32');
  return n;
}

/**
 * A pool of render threads. Threads start with the first page that needs one and do not keep the process
 * alive; `close()` stops them.
 * @param {{ size?: number, answerLimitMs?: number }} [o]
 */
export function renderPool({ size = defaultPoolSize(), answerLimitMs = ANSWER_LIMIT_MS } = {}) {
  if (size < 1) throw new Error('a render pool needs at least one thread');
  /** Threads by position; a page's position comes from its address (`threadOf`). @type {(Slot | null)[]} */
  const slots = Array.from({ length: size }, () => null);
  let nextId = 1;
  let nextRenderer = 1;
  /** Where each renderer's log goes, by its config's key (a thread's renderer logs per config, not per page). @type {Map<string, (m: string) => void>} */
  const logs = new Map();

  /** Ends the jobs a thread had in hand with their fallbacks (the page client-rendered). @param {Slot} slot @param {string} why */
  const abandon = (slot, why) => {
    for (const job of slot.jobs.values()) {
      clearTimeout(job.timer);
      job.log(`server render: ${why}; the page is served client-rendered`);
      job.resolve(job.fallback);
    }
    slot.jobs.clear();
    const i = slots.indexOf(slot);
    if (i >= 0) slots[i] = null;
  };

  /** @param {number} i */
  const spawn = (i) => {
    const worker = new Worker(WORKER_FILE);
    /** @type {Slot} */
    const slot = { worker, jobs: new Map() };
    worker.on('message', (/** @type {{ id: number, result?: Rendered, error?: string } | { key: string, log: string }} */ m) => {
      if ('log' in m) return (logs.get(m.key) ?? console.warn)(m.log);
      const job = slot.jobs.get(m.id);
      if (!job) return;
      slot.jobs.delete(m.id);
      if (slot.jobs.size === 0) worker.unref();
      clearTimeout(job.timer);
      if (m.error !== undefined) {
        job.log(`server render: ${m.error}; the page is served client-rendered`);
        return job.resolve(job.fallback);
      }
      job.resolve(/** @type {Rendered} */ (m.result));
    });
    worker.on('error', (err) => abandon(slot, `a render thread failed (${err.message})`));
    worker.on('exit', (code) => abandon(slot, `a render thread stopped (exit code ${code})`));
    // An idle thread does not keep the host's process alive; one with a page in hand does. After
    // the listeners: adding a 'message' listener refs the thread again.
    worker.unref();
    slots[i] = slot;
    return slot;
  };

  /** The thread of a page (started when it is not running). @param {Page} page */
  const pick = (page) => {
    const i = threadOf(`${page.hostname}|${page.url.pathname}${page.url.search}`, size);
    return slots[i] ?? spawn(i);
  };

  return {
    /**
     * A renderer with server-render.js's interface whose renders run in the pool.
     * @param {RendererConfig} config @param {{ log?: (message: string) => void }} [o]
     */
    renderer(config, o = {}) {
      const log = o.log ?? ((m) => console.warn(m));
      // One renderer per caller (a store), not per configuration: stores that share a process and ports (the
      // e2e suite's, one after another) must not answer with each other's cached pages.
      const key = `r${nextRenderer++}`;
      logs.set(key, log);
      return {
        /** Drops this renderer and its cache from every thread (its store closed). */
        close() {
          logs.delete(key);
          for (const slot of slots) slot?.worker.postMessage({ drop: key });
        },
        /** Forget rendered bodies in every thread (the catalogue changed). */
        invalidate() {
          for (const slot of slots) slot?.worker.postMessage({ invalidate: key });
        },
        /** @param {Page} page @returns {Promise<Rendered>} */
        render(page) {
          const fallback = { html: page.html, rendered: false };
          const slot = pick(page);
          const id = nextId++;
          return new Promise((resolve) => {
            const timer = setTimeout(() => {
              // Stuck (a remote's render that never yields): the thread goes, with whatever it had in hand.
              slot.jobs.delete(id);
              log(`server render: ${page.url.pathname}: no answer from its render thread in ${answerLimitMs} ms; served client-rendered`);
              resolve(fallback);
              abandon(slot, 'a render thread was stopped after a page it did not answer');
              void slot.worker.terminate();
            }, answerLimitMs);
            timer.unref();
            if (slot.jobs.size === 0) slot.worker.ref();
            slot.jobs.set(id, { resolve, fallback, timer, log });
            slot.worker.postMessage({ id, key, config, page: { ...page, url: page.url.href } });
          });
        },
      };
    },
    /** Stops every thread (pages in hand are served client-rendered). */
    async close() {
      const all = slots.filter((slot) => slot !== null);
      slots.fill(null);
      await Promise.all(
        all.map((slot) => {
          for (const job of slot.jobs.values()) {
            clearTimeout(job.timer);
            job.resolve(job.fallback);
          }
          slot.jobs.clear();
          return slot.worker.terminate();
        }),
      );
    },
    /** Threads running now (for tests and the log). */
    get size() {
      return slots.filter((slot) => slot !== null).length;
    },
  };
}
