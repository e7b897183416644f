import { createAnonymousUser, currentUser as readCurrentUser, isApiError, type ApiClient } from '@ph/api-client';
import { pageSingleton, publishSessionChanged, serverEnvironment } from '@ph/contracts';
import type { CurrentUserResponse, User } from '@ph/api-contract';
import { registerPendingPartnerKey } from './arrival';

export interface Session {
  user: User;
  token: string;
}

/**
 * Anonymous bootstrap (docs/domain.md#consent-and-analytics): without a stored token, create an anonymous user,
 * store its token, then read the current user; with a token whose current-user answer has an
 * error (or is refused), start again with a new anonymous user.
 */
export interface SessionOptions {
  /** Where the session-changed event goes (the window by default). */
  target?: EventTarget;
}

async function bootstrap(client: ApiClient, opts: SessionOptions): Promise<Session> {
  if (client.tokens.get()) {
    const me = await currentUser(client);
    if (me && !me.error) return publish({ user: me.user, token: me.api_key }, opts);
    // The stored token is refused (expired, revoked). A session the edge made meanwhile (a form sent before
    // the page's script ran, whose cookie the stored token then displaced) holds what the visitor just did.
    const edgeMade = client.tokens.displaced?.() ?? null;
    client.tokens.set(null);
    if (edgeMade) {
      client.tokens.set(edgeMade, { remember: true });
      const theirs = await currentUser(client);
      if (theirs && !theirs.error) return publish({ user: theirs.user, token: theirs.api_key }, opts);
      client.tokens.set(null);
    }
  }
  const created = await createAnonymousUser(client);
  // A session stored while this one was being made (another tab of this store opened at once, or another
  // page client bootstrapping beside this one) is the visitor's already, and may hold their cart: this page
  // joins it. Storing ours over it would leave the other page adding to a cart this browser no longer shows.
  if (client.tokens.get()) {
    const theirs = await currentUser(client);
    if (theirs && !theirs.error) return publish({ user: theirs.user, token: theirs.api_key }, opts);
  }
  client.tokens.set(created.token, { remember: true });
  const me = await currentUser(client);
  if (!me || me.error) throw new Error(me?.error ?? 'The new anonymous session was not accepted');
  return publish({ user: me.user, token: me.api_key }, opts);
}

async function currentUser(client: ApiClient): Promise<CurrentUserResponse | undefined> {
  try {
    return await readCurrentUser(client);
  } catch (err) {
    // An expired or revoked token is answered 401: treat it like an answer with an error.
    if (isApiError(err) && (err.status === 401 || err.status === 403 || err.status === 404)) return undefined;
    throw err;
  }
}

function publish(session: Session, opts: SessionOptions): Session {
  publishSessionChanged(
    {
      signedIn: !session.user.anonymous,
      userId: String(session.user.id),
      email: session.user.email,
    },
    { target: opts.target },
  );
  return session;
}

const inFlight = pageSingleton('sessionBootstrap', () => new Map<ApiClient, Promise<Session>>());

/**
 * The visitor's session, created on first use. Concurrent callers (several remotes mounting at
 * once) share one bootstrap; a failed bootstrap is forgotten so the next call tries again.
 */
export function ensureSession(client: ApiClient, opts: SessionOptions = {}): Promise<Session> {
  // A server render has no visitor: a read that needs one is left to the browser (it shows as loading).
  if (serverEnvironment()) return Promise.reject(new Error('There is no visitor session in a server render'));
  let pending = inFlight.get(client);
  if (!pending) {
    pending = bootstrap(client, opts);
    inFlight.set(client, pending);
    pending.catch(() => inFlight.delete(client));
    // A partner key the visitor arrived with is registered once there is a session to hold it.
    pending.then(() => registerPendingPartnerKey(client)).catch(() => undefined);
  }
  return pending;
}

const serverVisitors = new Map<ApiClient, Promise<void>>();

/**
 * On the server (a server render), one anonymous visitor of the server's own for the whole server build,
 * for reads whose answer is the same for every anonymous visitor (the catalogue's line prices need a
 * token, and an anonymous one prices as any first-time shopper is priced). Never a shopper's session:
 * `ensureSession` still refuses on the server, so nothing a visitor owns is read there.
 */
export function serverVisitor(client: ApiClient): Promise<void> {
  let pending = serverVisitors.get(client);
  if (!pending) {
    pending = createAnonymousUser(client).then((created) => client.tokens.set(created.token));
    serverVisitors.set(client, pending);
    pending.catch(() => serverVisitors.delete(client));
  }
  return pending;
}

/** The server's visitor was refused (its token expired): the next read makes a new one. */
export function forgetServerVisitor(client: ApiClient): void {
  serverVisitors.delete(client);
  client.tokens.set(null);
}

/** After sign-in, sign-out or registration the stored token changed: read the session again. */
export function refreshSession(client: ApiClient, opts: SessionOptions = {}): Promise<Session> {
  inFlight.delete(client);
  return ensureSession(client, opts);
}
