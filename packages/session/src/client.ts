import { createApiClient, createMemoryTokenStore, type ApiClient } from '@ph/api-client';
import { pageSingleton, serverEnvironment } from '@ph/contracts';

const serverClients = new Map<string, ApiClient>();

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
      client = createApiClient({ region, baseUrl: server.apiBase, tokenStore: createMemoryTokenStore() });
      serverClients.set(region, client);
    }
    return client;
  }
  return pageSingleton(`apiClient:${region}`, () => createApiClient({ region }));
}
