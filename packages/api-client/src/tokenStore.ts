/** Where the session token lives. The token never goes into shared (jotai) state. */
export interface TokenStore {
  get(): string | null;
  /**
   * Stores a token (`null` removes it: sign-out). `remember: false` keeps it only for this browser
   * session; omitted, the previous choice stands (a rotated token stays where the old one was).
   */
  set(token: string | null, opts?: { remember?: boolean }): void;
}

/** localStorage key of the token (docs/domain.md#the-apis-calls: "kept in local storage"). */
export const TOKEN_STORAGE_KEY = 'ph-api-token';
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

export interface WebTokenStoreOptions {
  /** Long-lived storage; `window.localStorage` by default. */
  local?: Storage | null;
  /** Per-tab storage for "don't remember me"; `window.sessionStorage` by default. */
  session?: Storage | null;
}

/**
 * The browser token store: with remember-user on (the default) the token is in localStorage and
 * survives a restart; off, it is in sessionStorage and gone when the browser session ends. Falls
 * back to memory when web storage is unavailable (node, locked-down browsers), so the page still
 * works for the current visit.
 */
export function createWebTokenStore(opts: WebTokenStoreOptions = {}): TokenStore {
  const local = opts.local === undefined ? safeStorage('localStorage') : opts.local;
  const session = opts.session === undefined ? safeStorage('sessionStorage') : opts.session;
  if (!local) return createMemoryTokenStore();
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
