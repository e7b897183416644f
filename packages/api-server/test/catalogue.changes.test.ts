// GET /api/catalogue/changes: a server-sent event for every catalogue change, which the edge that keeps
// server-rendered pages listens to (src/catalogue/changeFeed.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { catalogueProducts } from '../src/db/schema/catalogue';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';

let t: SeededApp;
let base: string;
beforeAll(async () => {
  t = await createSeededApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

/** Opens the stream and collects its event names. */
function listen(): Promise<{ events: string[]; next(): Promise<string>; close(): void }> {
  return new Promise((resolve, reject) => {
    const events: string[] = [];
    const waiting: ((e: string) => void)[] = [];
    const req = http.get(`${base}/api/catalogue/changes`, (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!name) continue;
          events.push(name);
          waiting.shift()?.(name);
        }
      });
      resolve({
        events,
        next: () => new Promise((r) => (events.length > 0 ? r(events.shift()!) : waiting.push(r))),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

describe('catalogue change feed', () => {
  it('says ready, then changed after a catalogue write another process would be told of by NOTIFY', async () => {
    const stream = await listen();
    try {
      expect(await stream.next()).toBe('ready');
      const id = await t.productId('shipping-box');
      await t.app.ctx.db.update(catalogueProducts).set({ name: { en: 'Shipping carton' } }).where(eq(catalogueProducts.id, id));
      await t.app.ctx.catalogueChanges?.barrier();
      expect(await stream.next()).toBe('changed');
    } finally {
      stream.close();
    }
  });

  it('lets the API close while a stream is open', async () => {
    const stream = await listen();
    expect(await stream.next()).toBe('ready');
    // afterAll closes the app: it would time out if an open stream held the server.
  });
});
