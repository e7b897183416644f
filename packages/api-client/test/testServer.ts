// A real HTTP server on an ephemeral loopback port, so the client is tested through actual
// sockets, headers and timing rather than a mocked fetch.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The most requests that were being handled at the same moment. */
  maxInFlight: () => number;
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_req, res) => sendJson(res, 200, { ok: true });
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let counted = true;
    const done = (): void => {
      if (counted) inFlight -= 1;
      counted = false;
    };
    res.on('finish', done);
    res.on('close', done);
    void (async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(recorded);
      await handler(recorded, res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    maxInFlight: () => maxInFlight,
    handle: (h) => {
      handler = h;
      requests.length = 0;
      maxInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function recordingLogger(): { error: (...args: unknown[]) => void; calls: unknown[][] } {
  const calls: unknown[][] = [];
  return { calls, error: (...args: unknown[]) => void calls.push(args) };
}
