// The thumbnail of a designed line's box design. Designs are owner-only, so the PNG comes through the
// API client (token header) as a blob and is shown from an object URL, released when it changes.
import { useEffect, useState } from 'react';
import { fetchDesignThumbnail, type ApiClient } from '@ph/api-client';
import { useMountProps } from '@ph/remote-kit';

export function useDesignThumbnail(client: ApiClient | undefined, thumbnailUrl: string | null): string | null {
  const { region } = useMountProps();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    // Without object URLs (jsdom) there is nothing to show; the line keeps its placeholder.
    if (!client || !thumbnailUrl || typeof URL.createObjectURL !== 'function') return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchDesignThumbnail(client, thumbnailUrl, { region, signal: abort.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      // No thumbnail (not saved yet, or unreadable): the placeholder stays.
      () => undefined,
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, thumbnailUrl, region]);
  return src;
}
