import {
  createMemoryTokenStore,
  createWebTokenStore,
  REMEMBER_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
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
