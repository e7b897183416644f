import type { ApiClient } from '@ph/api-client';
import { ensureSession } from '@ph/session';

/** Calls that need a token (dynamic prices, emissions, orders) first make sure the visitor has one. */
export async function withSession<T>(client: ApiClient, call: () => Promise<T>): Promise<T> {
  await ensureSession(client);
  return call();
}
