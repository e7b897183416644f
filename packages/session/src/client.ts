import { createApiClient, type ApiClient } from '@ph/api-client';
import { pageSingleton } from '@ph/contracts';

/**
 * One API client per region for the whole page, whichever remote asks: they share the token
 * store, so a token created by one remote is the token every other remote sends.
 */
export function pageApiClient(region: string): ApiClient {
  return pageSingleton(`apiClient:${region}`, () => createApiClient({ region }));
}
