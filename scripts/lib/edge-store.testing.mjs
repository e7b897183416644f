// What the integration tests of the edge's forms share (cart-form.test.mjs, cart-change.test.mjs): an API on an
// in-memory database and the shell's server in front of it (no remotes, no server rendering: the forms' answers
// need neither), requests to it as a browser sends them, and the seeded mailer box as the API answers it.
import http from 'node:http';
import net from 'node:net';
import { startApi } from './api-process.mjs';
import { REMOTES, serveStore } from './static-host.mjs';
import { apiIsStale, ensureBuild, staleApps } from '../ensure-build.mjs';
import { readFirst } from '../../packages/deploy/src/first-read.js';

/** A port nobody listens on now. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} StoreRequest
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: string }} StoreAnswer
 */

/** Starts the API and the store; `close()` stops both. @param {string} repo */
export async function startEdgeStore(repo) {
  if (apiIsStale() || staleApps().includes('shell')) await ensureBuild();
  const apiPort = await freePort();
  const storePort = await freePort();
  const api = await startApi({ repo, port: apiPort, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
  const store = await serveStore({ repo, port: storePort, apiPort, down: /** @type {(keyof typeof REMOTES)[]} */ (Object.keys(REMOTES)), serverRender: false });

  /** A request to the store (node's http: a browser's Origin and Sec-Fetch-Site can be set as they come). @param {StoreRequest} o @returns {Promise<StoreAnswer>} */
  const request = (o) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: storePort, method: o.method ?? 'GET', path: o.path, headers: { host: `localhost:${storePort}`, ...o.headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end(o.body);
    });

  /**
   * Sends a form to `action` as a page of the store would, from the store's own origin unless `headers` says otherwise.
   * @param {string} action @param {Record<string, string | number>} fields @param {Record<string, string>} [headers]
   */
  const postForm = (action, fields, headers = {}) =>
    request({
      method: 'POST',
      path: action,
      headers: { origin: `http://localhost:${storePort}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    });

  /** The seeded mailer box, as the API's product endpoint answers it. */
  const mailerBox = /** @type {any} */ (
    await readFirst({
      apiBase: `http://127.0.0.1:${apiPort}/api/`,
      storeRegion: 'eu',
      apiRegion: 'eu',
      lang: 'en',
      read: { read: 'product', sku: 'mailer-box' },
      catalogueToken: process.env.PUBLIC_CATALOGUE_TOKEN ?? 'dev-public-catalogue-token',
      timeoutMs: 10_000,
    })
  );

  let apiUp = true;
  /** Stops the API (the store stays, to answer without it). */
  const stopApi = async () => {
    if (!apiUp) return;
    apiUp = false;
    await api.stop();
  };
  return {
    storePort,
    request,
    postForm,
    mailerBox,
    stopApi,
    close: async () => {
      await store.close();
      await stopApi();
    },
  };
}
