import { createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { pageSingleton, serverEnvironment } from '@ph/contracts';

const serverClients = new Map<string, ApiClient>();

/**
 * A server render's reads, asked uncompressed: the edge and the API sit side by side, and a gzip answer
 * (the API keeps one per cached read for browsers) only cost the edge a decompression per read, about a
 * fifth of the fetch's time in a profile of renders under load (docs/performance.md).
 */
const uncompressedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('accept-encoding', 'identity');
  // The edge's own fetch when it gave one: it answers public catalogue reads from its short cache.
  return (serverEnvironment()?.fetch ?? globalThis.fetch)(input, { ...init, headers });
};

/**
 * One API client per region for the whole page, whichever remote asks: they share the token
 * store, so a token created by one remote is the token every other remote sends.
 * On the server (a server render) there is no page and no visitor: one client per region for the
 * bundle, reading the API at its absolute address, with no token (public reads only).
 */
export function pageApiClient(region: string): ApiClient {
  const server = serverEnvironment();
  if (server) {
    let client = serverClients.get(region);
    if (!client) {
      client = createApiClient({ region, baseUrl: server.apiBase, tokenStore: createMemoryTokenStore(), fetch: uncompressedFetch });
      serverClients.set(region, client);
    }
    return client;
  }
  return pageSingleton(`apiClient:${region}`, () => createApiClient({ region }));
}

/**
 * A server render's client acting as one visitor (the session cookie's token the edge passed on), for a
 * page of what they own. One per render, never kept: the page-wide clients above are shared by every render.
 */
export function visitorServerApiClient(region: string, token: string, language: string): ApiClient {
  const server = serverEnvironment();
  if (!server) throw new Error('visitorServerApiClient is for a server render; the browser uses pageApiClient');
  // The page's language, as the browser's client sends it from `<html lang>`: the API names lines and options in it.
  return createApiClient({ region, baseUrl: server.apiBase, tokenStore: createMemoryTokenStore(token), fetch: uncompressedFetch, language: () => language });
}
