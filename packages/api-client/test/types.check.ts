// Compile-time checks of the result types (run by `tsc -p tsconfig.json`, not by jest).
import { createApiClient } from '../src/client';

interface Order {
  number: string;
}

export async function resultTypes(): Promise<void> {
  const api = createApiClient({ region: 'pl' });

  const authed = await api.get<Order>('orders/R1', { auth: true });
  authed.number satisfies string;

  const maybe = await api.get<Order>('orders/R1');
  // @ts-expect-error a visitor without a token may get nothing back
  maybe.number satisfies string;
  maybe?.number satisfies string | undefined;

  const posted = await api.post<Order>('v2/orders', { currency: 'EUR' }, { auth: true, idempotencyKey: 'k' });
  posted.number satisfies string;

  // @ts-expect-error the body is its own argument of post/put/patch
  await api.post('v2/orders', undefined, { body: {} });
}
