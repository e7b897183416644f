// @ts-check
// One thread of the render pool (render-pool.js): a server renderer per store the host serves, with its
// render cache, kept until the store closes; the server builds it loaded stay evaluated for the thread's life.
import { parentPort } from 'node:worker_threads';
import { serverRenderer } from './server-render.js';

if (!parentPort) throw new Error('render-worker.js runs as a worker thread of render-pool.js');
const port = parentPort;

/** @type {Map<string, ReturnType<typeof serverRenderer>>} */
const renderers = new Map();

port.on('message', async (/** @type {{ invalidate: string } | { drop: string } | { id: number, key: string, config: { shellDist: string, apiBase: string, budgetMs?: number }, page: any }} */ m) => {
  if ('invalidate' in m) {
    renderers.get(m.invalidate)?.invalidate();
    return;
  }
  if ('drop' in m) {
    renderers.delete(m.drop);
    return;
  }
  let renderer = renderers.get(m.key);
  if (!renderer) {
    const key = m.key;
    renderer = serverRenderer({ ...m.config, log: (log) => port.postMessage({ key, log }) });
    renderers.set(key, renderer);
  }
  try {
    const result = await renderer.render({ ...m.page, url: new URL(m.page.url) });
    port.postMessage({ id: m.id, result });
  } catch (err) {
    port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
