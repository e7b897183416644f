import { SESSION_COOKIE, TOKEN_STORAGE_KEY } from '@ph/contracts/http';

export { TOKEN_STORAGE_KEY };

/** Where the session token lives. The token never goes into shared (jotai) state. */
export interface TokenStore {
  get(): string | null;
  /**
   * Stores a token (`null` removes it: sign-out). `remember: false` keeps it only for this browser
   * session; omitted, the previous choice stands (a rotated token stays where the old one was).
   */
  set(token: string | null, opts?: { remember?: boolean }): void;
  /**
   * The other token the session cookie held when the stored one was read and won (the edge made a session
   * there, having found the stored one refused), until the next `set`. The session bootstrap tries it
   * before making a new anonymous visitor, so what the edge put into that session's cart is not lost.
   */
  displaced?(): string | null;
}

/** localStorage key of the remember-user flag: `'true'` | `'false'`. */
export const REMEMBER_USER_STORAGE_KEY = 'ph-remember-user';

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** Reads `window.localStorage`/`sessionStorage`, which throw in some privacy modes instead of being absent. */
function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = (globalThis as { [k: string]: unknown })[name] as Storage | undefined;
    if (!storage) return null;
    const probe = '__ph_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** How long a remembered token's cookie lives (a year, as the edge writes it). */
const SESSION_COOKIE_MAX_AGE_S = 31_536_000;

/** The page's cookies as `document.cookie` gives them: `get` reads every cookie (`a=1; b=2`), `set` writes one. */
export interface CookieJar {
  get(): string;
  set(text: string): void;
}

/** `document.cookie`, where there is a document; reading or writing it throws in sandboxed frames, which count as no cookie. */
function documentCookies(): CookieJar | null {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (!doc) return null;
  return {
    get: () => {
      try {
        return doc.cookie;
      } catch {
        return '';
      }
    },
    set: (text) => {
      try {
        doc.cookie = text;
      } catch {
        /* no cookies here: the token stays in storage only */
      }
    },
  };
}

/** The token in the session cookie, or null. */
function cookieToken(jar: CookieJar): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`).exec(jar.get())?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export interface WebTokenStoreOptions {
  /** Long-lived storage; `window.localStorage` by default. */
  local?: Storage | null;
  /** Per-tab storage for "don't remember me"; `window.sessionStorage` by default. */
  session?: Storage | null;
  /** The page's cookies, where the token is mirrored (`SESSION_COOKIE`); `document.cookie` by default, none without a document. */
  cookies?: CookieJar | null;
}

/**
 * The browser token store: with remember-user on (the default) the token is in localStorage and
 * survives a restart; off, it is in sessionStorage and gone when the browser session ends. Falls
 * back to memory when web storage is unavailable (node, locked-down browsers), so the page still
 * works for the current visit.
 *
 * The token is mirrored in the `SESSION_COOKIE` cookie (`@ph/contracts/http`), so the edge can act for
 * the visitor on a form sent before the page's script ran, or without it (the product page's add-to-cart
 * form, packages/deploy/src/cart-form.js): a year's cookie when remembered, a browser-session cookie when
 * not, expired on sign-out. Storage is the truth (a signed-in visitor's token is there): a cookie that
 * differs is rewritten; a cookie with no token in storage is the session the edge made for the visitor,
 * and is adopted. The cookie is not HttpOnly, as it must not be for this; it adds nothing a script on
 * the page could not already read in storage, and the API never reads cookies (only `X-Api-Token`),
 * so a request another site makes the browser send carries no authority.
 */
export function createWebTokenStore(opts: WebTokenStoreOptions = {}): TokenStore {
  const local = opts.local === undefined ? safeStorage('localStorage') : opts.local;
  const session = opts.session === undefined ? safeStorage('sessionStorage') : opts.session;
  const cookies = opts.cookies === undefined ? documentCookies() : opts.cookies;
  const storage = local ? createStorageTokenStore(local, session) : createMemoryTokenStore();
  if (!cookies) return storage;

  const secure = (): string => ((globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:' ? '; Secure' : '');
  const writeCookie = (token: string | null, remember: boolean): void => {
    const lifetime = token === null ? '; Max-Age=0' : remember ? `; Max-Age=${SESSION_COOKIE_MAX_AGE_S}` : '';
    cookies.set(`${SESSION_COOKIE}=${token === null ? '' : encodeURIComponent(token)}; Path=/${lifetime}; SameSite=Lax${secure()}`);
  };
  const remembered = (): boolean => local?.getItem(REMEMBER_USER_STORAGE_KEY) !== 'false';
  let displaced: string | null = null;

  return {
    get() {
      const stored = storage.get();
      const inCookie = cookieToken(cookies);
      if (stored !== null) {
        if (inCookie !== stored) {
          if (inCookie !== null) displaced = inCookie;
          writeCookie(stored, remembered());
        }
        return stored;
      }
      if (inCookie === null) return null;
      // The edge made this visitor's session before the page's script ran: it becomes the page's.
      storage.set(inCookie);
      writeCookie(inCookie, remembered());
      return inCookie;
    },
    set(token, setOpts) {
      displaced = null;
      storage.set(token, setOpts);
      writeCookie(token, setOpts?.remember ?? remembered());
    },
    displaced: () => displaced,
  };
}

/** The token in web storage: localStorage when remembered, else sessionStorage (or memory without it). */
function createStorageTokenStore(local: Storage, session: Storage | null): TokenStore {
  const memory = createMemoryTokenStore();

  const remembered = (): boolean => local.getItem(REMEMBER_USER_STORAGE_KEY) !== 'false';

  return {
    get() {
      return local.getItem(TOKEN_STORAGE_KEY) ?? session?.getItem(TOKEN_STORAGE_KEY) ?? memory.get();
    },
    set(token, setOpts) {
      if (token === null) {
        local.removeItem(TOKEN_STORAGE_KEY);
        local.removeItem(REMEMBER_USER_STORAGE_KEY);
        session?.removeItem(TOKEN_STORAGE_KEY);
        memory.set(null);
        return;
      }
      const remember = setOpts?.remember ?? remembered();
      local.setItem(REMEMBER_USER_STORAGE_KEY, String(remember));
      if (remember) {
        local.setItem(TOKEN_STORAGE_KEY, token);
        session?.removeItem(TOKEN_STORAGE_KEY);
        memory.set(null);
      } else {
        local.removeItem(TOKEN_STORAGE_KEY);
        if (session) session.setItem(TOKEN_STORAGE_KEY, token);
        else memory.set(token);
      }
    },
  };
}
