import { isApiError, type ApiClient } from '@ph/api-client';
import { serverEnvironment } from '@ph/contracts';
import { ensureSession, forgetServerVisitor, serverVisitor } from '@ph/session';

/**
 * Calls that need a token (dynamic prices, emissions, orders) first make sure the visitor has one. In a
 * server render the reads are an anonymous visitor's (the page is the same for every first-time shopper):
 * the server's own anonymous visitor makes them.
 */
export async function withSession<T>(client: ApiClient, call: () => Promise<T>): Promise<T> {
  if (!serverEnvironment()) {
    await ensureSession(client);
    return call();
  }
  await serverVisitor(client);
  try {
    return await call();
  } catch (err) {
    if (isApiError(err) && err.status === 401) forgetServerVisitor(client);
    throw err;
  }
}
