import { useCallback, useEffect, useRef, useState } from 'react';

/** Cross-sell style load states (docs/domain.md#catalogue): initial, then loading, then success or error. */
export type LoadState<T> =
  | { status: 'initial' }
  | { status: 'loading'; previous?: T }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error; previous?: T };

/**
 * Runs `load` whenever `key` changes (and on `retry`); stale answers of an older key are dropped
 * and their requests aborted. `load` returning undefined means "nothing to load" (state initial).
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'initial' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setState({ status: 'initial' });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', previous: s.status === 'success' ? s.data : s.status !== 'initial' ? s.previous : undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
          previous: s.status === 'loading' ? s.previous : undefined,
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return Object.assign({}, state, { retry });
}

/** The data of a state, or what was shown before while a new answer loads. */
export function dataOf<T>(s: LoadState<T>): T | undefined {
  if (s.status === 'success') return s.data;
  if (s.status === 'loading' || s.status === 'error') return s.previous;
  return undefined;
}
