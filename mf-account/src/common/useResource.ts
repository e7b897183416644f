import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Loads data for a screen and reloads it on demand; an answer that arrives after the screen
 * moved on (unmount, new key) is dropped.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Resource<T> & { reload(): Promise<void>; set(data: T): void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the key says when the data must change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);

  const reload = useCallback(async () => {
    setGeneration((g) => g + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return Object.assign({}, state, { reload, set });
}
