// A QR code's link (docs/domain.md#roles) carries `?handoff=<one-time code>`: the page that opens it redeems the
// code for its own session of the same anonymous visitor before any remote reads the cart, then takes
// the code out of the address (it works once; a reload or a shared screenshot must not show it).
import { createHandoff, redeemHandoff, type ApiClient } from '@ph/api-client';
import { HANDOFF_PARAM } from '@ph/contracts/http';
import { ensureSession, refreshSession, type SessionOptions } from './bootstrap';

export { HANDOFF_PARAM };

/**
 * The address a QR code opens on a phone: this site's `path` (the cart, a design's editor). An anonymous
 * visitor's carries a one-time code (15 minutes) that gives the phone its own session of the same visitor,
 * so it opens what this device sees; a signed-in shopper's is the plain address, to sign in there (the code
 * is never a password-less sign-in to an account, nor the session token). What the phone may open is what
 * that session may read: another visitor's design stays theirs.
 */
export async function phoneLink(client: ApiClient, path: string, opts: SessionOptions & { origin?: string } = {}): Promise<{ url: string; signedIn: boolean }> {
  const session = await ensureSession(client, opts);
  const url = new URL(path, opts.origin ?? window.location.origin);
  if (!session.user.anonymous) return { url: url.href, signedIn: true };
  const { token } = await createHandoff(client);
  url.searchParams.set(HANDOFF_PARAM, token);
  return { url: url.href, signedIn: false };
}

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
