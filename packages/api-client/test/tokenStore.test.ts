import { SESSION_COOKIE } from '@ph/contracts/http';
import {
  createMemoryTokenStore,
  createWebTokenStore,
  REMEMBER_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  type CookieJar,
} from '../src/tokenStore';

/** Web Storage as browsers implement it (node has none); a Map keeps the data. */
class MapStorage implements Storage {
  private data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

describe('web token store', () => {
  it('remembers the user by default: token and flag in localStorage', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const store = createWebTokenStore({ local, session });
    store.set('abc');
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(local.getItem(REMEMBER_USER_STORAGE_KEY)).toBe('true');
    // A new page load (a new store over the same storage) still finds it.
    expect(createWebTokenStore({ local, session: new MapStorage() }).get()).toBe('abc');
  });

  it('keeps a not-remembered token for the browser session only, and rotation keeps that choice', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const store = createWebTokenStore({ local, session });
    store.set('anon-token');
    store.set('signed-in', { remember: false });
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('signed-in');
    expect(store.get()).toBe('signed-in');

    store.set('rotated');
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('rotated');
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // After the browser closes (session storage gone) the visitor has no token.
    expect(createWebTokenStore({ local, session: new MapStorage() }).get()).toBeNull();
  });

  it('sign-out removes the token everywhere', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const store = createWebTokenStore({ local, session });
    store.set('t', { remember: true });
    store.set(null);
    expect(store.get()).toBeNull();
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
  });

  it('falls back to memory without web storage', () => {
    const store = createWebTokenStore({ local: null, session: null });
    expect(store.get()).toBeNull();
    store.set('mem');
    expect(store.get()).toBe('mem');
    // node has no localStorage global: the default store is in memory too.
    const fallback = createWebTokenStore();
    fallback.set('x');
    expect(fallback.get()).toBe('x');
  });

  it('memory store holds one token', () => {
    const store = createMemoryTokenStore('a');
    store.set('b');
    expect(store.get()).toBe('b');
  });
});

/**
 * `document.cookie` as a browser keeps it for one site: `set` takes one cookie with its attributes,
 * `Max-Age=0` deletes it, `get` lists name=value pairs. Every write is recorded with its attributes.
 */
class FakeCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: string[] = [];
  get(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set(text: string): void {
    this.writes.push(text);
    const [pair = '', ...attributes] = text.split(/;\s*/);
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (attributes.some((a) => /^max-age=0$/i.test(a))) this.values.delete(name);
    else this.values.set(name, pair.slice(at + 1));
  }
  /** The attributes of the last write, as written. */
  lastAttributes(): string[] {
    return (this.writes.at(-1) ?? '').split(/;\s*/).slice(1);
  }
}

describe('web token store: the session cookie the edge reads', () => {
  it('is written on set: a year when remembered, for the browser session when not', () => {
    const local = new MapStorage();
    const cookies = new FakeCookieJar();
    const store = createWebTokenStore({ local, session: new MapStorage(), cookies });
    store.set('tok-1');
    expect(cookies.values.get(SESSION_COOKIE)).toBe('tok-1');
    expect(cookies.lastAttributes()).toEqual(['Path=/', 'Max-Age=31536000', 'SameSite=Lax']);

    store.set('tok-2', { remember: false });
    expect(cookies.values.get(SESSION_COOKIE)).toBe('tok-2');
    // No Max-Age: a browser-session cookie, gone with the token in sessionStorage.
    expect(cookies.lastAttributes()).toEqual(['Path=/', 'SameSite=Lax']);
  });

  it('is expired on sign-out', () => {
    const local = new MapStorage();
    const cookies = new FakeCookieJar();
    const store = createWebTokenStore({ local, session: new MapStorage(), cookies });
    store.set('tok');
    store.set(null);
    expect(cookies.values.has(SESSION_COOKIE)).toBe(false);
    expect(cookies.lastAttributes()).toContain('Max-Age=0');
    expect(store.get()).toBeNull();
    expect(local.length).toBe(0);
  });

  it('adopts the session the edge made before the page’s script ran', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    const cookies = new FakeCookieJar();
    cookies.set(`${SESSION_COOKIE}=edge-token; Path=/; Max-Age=31536000; SameSite=Lax`);
    const store = createWebTokenStore({ local, session, cookies });
    expect(store.get()).toBe('edge-token');
    // Stored as `set` stores it (remembered by default), so it survives the cookie.
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBe('edge-token');
    cookies.values.clear();
    expect(createWebTokenStore({ local, session, cookies: new FakeCookieJar() }).get()).toBe('edge-token');
  });

  it('adopts it with the visitor’s choice not to be remembered', () => {
    const local = new MapStorage();
    const session = new MapStorage();
    local.setItem(REMEMBER_USER_STORAGE_KEY, 'false');
    const cookies = new FakeCookieJar();
    cookies.set(`${SESSION_COOKIE}=edge-token; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(createWebTokenStore({ local, session, cookies }).get()).toBe('edge-token');
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('edge-token');
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(cookies.values.get(SESSION_COOKIE)).toBe('edge-token');
    expect(cookies.lastAttributes()).toEqual(['Path=/', 'SameSite=Lax']);
  });

  it('lets storage win over a cookie that differs (a signed-in visitor’s token is in storage)', () => {
    const local = new MapStorage();
    local.setItem(TOKEN_STORAGE_KEY, 'signed-in');
    const cookies = new FakeCookieJar();
    cookies.set(`${SESSION_COOKIE}=other; Path=/; SameSite=Lax`);
    const store = createWebTokenStore({ local, session: new MapStorage(), cookies });
    expect(store.get()).toBe('signed-in');
    expect(cookies.values.get(SESSION_COOKIE)).toBe('signed-in');
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBe('signed-in');
  });

  it('writes a missing cookie for a token already in storage, and leaves a matching one alone', () => {
    const local = new MapStorage();
    local.setItem(TOKEN_STORAGE_KEY, 'stored');
    const cookies = new FakeCookieJar();
    const store = createWebTokenStore({ local, session: new MapStorage(), cookies });
    expect(store.get()).toBe('stored');
    expect(cookies.values.get(SESSION_COOKIE)).toBe('stored');
    const writes = cookies.writes.length;
    expect(store.get()).toBe('stored');
    expect(cookies.writes.length).toBe(writes);
  });

  it('marks the cookie Secure on an https page', () => {
    const cookies = new FakeCookieJar();
    const store = createWebTokenStore({ local: new MapStorage(), session: new MapStorage(), cookies });
    (globalThis as { location?: unknown }).location = { protocol: 'https:' };
    try {
      store.set('tok');
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
    expect(cookies.lastAttributes()).toContain('Secure');
  });

  it('mirrors a token kept in memory too (no web storage)', () => {
    const cookies = new FakeCookieJar();
    cookies.set(`${SESSION_COOKIE}=edge-token; Path=/`);
    const store = createWebTokenStore({ local: null, session: null, cookies });
    expect(store.get()).toBe('edge-token');
    store.set(null);
    expect(store.get()).toBeNull();
    expect(cookies.values.has(SESSION_COOKIE)).toBe(false);
  });
});
