// A QR code's link (docs/domain.md#roles) carries `?handoff=<one-time code>`: the page that opens it redeems the
// code for its own session of the same anonymous visitor before any remote reads the cart, then takes
// the code out of the address (it works once; a reload or a shared screenshot must not show it).
import { redeemHandoff, type ApiClient } from '@ph/api-client';
import { refreshSession, type SessionOptions } from './bootstrap';

export const HANDOFF_PARAM = 'handoff';

/** Redeems the address's hand-off code, if any; answers whether this device now has the visitor's session. */
export async function takeHandoff(client: ApiClient, opts: SessionOptions & { location?: Location; history?: History } = {}): Promise<boolean> {
  const location = opts.location ?? window.location;
  const url = new URL(location.href);
  const code = url.searchParams.get(HANDOFF_PARAM);
  if (!code) return false;
  url.searchParams.delete(HANDOFF_PARAM);
  (opts.history ?? window.history).replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    const session = await redeemHandoff(client, code);
    client.tokens.set(session.token, { remember: true });
    await refreshSession(client, opts);
    return true;
  } catch (err) {
    // Expired or used: the page goes on with the device's own visitor (the computer can show a new code).
    console.warn('the hand-off code was not accepted', err);
    return false;
  }
}
