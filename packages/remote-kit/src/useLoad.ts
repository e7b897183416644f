// The one data-loading hook of the remotes: what a screen reads from the API, by key, with the
// states docs/domain.md#catalogue names for cross-sells (initial, then loading, then success or error).
// A library (SWR, TanStack Query) would add caching and deduplication no screen asks for, at several
// KB in routes that are at their JavaScript budget; this is the part they would be used for.
import { use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { SsrLoadsContext } from './ssrData';
import { useHydrated } from './useHydrated';

export type LoadState<T> =
  | { status: 'initial' }
  | { status: 'loading'; previous?: T }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown; previous?: T };

export type Load<T, S extends LoadState<T> = LoadState<T>> = S & {
  /** Loads the same key again (after a failure, or when the data changed elsewhere). */
  retry(): void;
  /** Shows data a later call answered (the order after an update) without reading it again. */
  set(data: T): void;
};

const previousOf = <T,>(s: LoadState<T>): T | undefined => (s.status === 'success' ? s.data : s.status === 'initial' ? undefined : s.previous);

/**
 * Runs `load` whenever `key` changes (and on `retry`); the answer of an older key is dropped and its
 * request aborted, so a slow answer never overwrites a newer one, nor reaches a screen that went
 * away. A `null` key loads nothing (state initial). While a new key loads, `previous` keeps what
 * was shown.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Load<T, Exclude<LoadState<T>, { status: 'initial' }>>;
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T>;
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const ssr = useContext(SsrLoadsContext);
  // On the server, the render waits for the answer (or the render's budget) and shows it; in the
  // browser, the hydrating root's first render starts from the same answer, so the markup matches.
  const fromServer = ssr?.mode === 'server' && key !== null ? use(ssr.read(key, load as (signal: AbortSignal) => Promise<unknown>)) : undefined;
  // Only while this part hydrates: a Suspense boundary (a lazy screen) hydrates after its root has
  // committed, so "the root has hydrated" is no sign that the page's answers are spent; a part mounted
  // fresh later (another screen) is not hydrating and reads for itself.
  const hydrating = !useHydrated();
  const hydrated = ssr?.mode === 'hydrate' && key !== null && hydrating ? ssr.take(key) : undefined;
  // The key whose answer came with the page: its first effect does not read it again.
  const givenKey = useRef<string | null>(hydrated ? key : null);
  const [state, setState] = useState<LoadState<T>>(() => {
    if (key === null) return { status: 'initial' };
    if (fromServer?.ok) return { status: 'success', data: fromServer.data as T };
    if (hydrated) return { status: 'success', data: hydrated.data as T };
    return { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // `load` is a fresh closure each render; the key says when the data must change.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ status: 'initial' });
      return undefined;
    }
    if (givenKey.current === key && attempt === 0) {
      givenKey.current = null;
      return undefined;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', previous: previousOf(s) }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', error, previous: previousOf(s) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'success', data }), []);
  return { ...state, retry, set };
}

/** The data of a state, or what was shown before while a new answer loads. */
export function dataOf<T>(s: LoadState<T>): T | undefined {
  return previousOf(s);
}
