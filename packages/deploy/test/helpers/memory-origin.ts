import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A remote's origin serving files from memory (its server builds), on a free port of 127.0.0.1. */
export async function memoryOrigin(files: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((r) => server.close(r)) };
}
