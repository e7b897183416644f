// Pictures the API serves only with the visitor's token (design thumbnails) cannot be an `<img src>`:
// the remote reads them through its API client as a blob and shows the blob's object URL.
import { useEffect, useState } from 'react';

/**
 * The object URL of the blob `load` answers, released when `key` changes or the component goes away;
 * null while loading, when `load` is null, when it fails (the caller keeps its placeholder) and where
 * object URLs do not exist (jsdom).
 */
export function useObjectUrl(load: ((signal: AbortSignal) => Promise<Blob>) | null, key: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!load || key === null || typeof URL.createObjectURL !== 'function') return;
    const abort = new AbortController();
    let url: string | null = null;
    load(abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is a fresh closure each render; `key` says when the picture changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return src;
}
