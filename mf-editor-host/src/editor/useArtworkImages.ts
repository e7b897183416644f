// Decoded artwork for the canvases, by file id. Files are owner-only, so the bytes come through the
// API client (token header) as a blob and are drawn from an object URL. A file just uploaded is
// primed from the shopper's own bytes, so it shows at once without a round trip.
import { useEffect, useState } from 'react';
import { fetchArtworkContent, type ApiClient } from '@ph/api-client';

const cache = new Map<string, Promise<HTMLImageElement | null>>();

function decode(blob: Blob): Promise<HTMLImageElement | null> {
  // Without object URLs (jsdom) there is nothing to draw; the canvas shows a placeholder.
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = URL.createObjectURL(blob);
  });
}

/** Uses the uploaded file's own bytes for `fileId` (raster and SVG files; a PDF has no preview). */
export function primeArtwork(fileId: string, blob: Blob): void {
  if (!blob.type.startsWith('image/')) return;
  cache.set(fileId, decode(blob));
}

function load(client: ApiClient, region: string, fileId: string): Promise<HTMLImageElement | null> {
  let hit = cache.get(fileId);
  if (!hit) {
    // `limited` is the canvas-sized variant; a PDF has none and stays a placeholder.
    hit = fetchArtworkContent(client, fileId, { region, variant: 'limited' }).then(decode, () => null);
    cache.set(fileId, hit);
  }
  return hit;
}

export function useArtworkImages(client: ApiClient, region: string, fileIds: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const key = [...new Set(fileIds)].sort().join(',');
  useEffect(() => {
    let alive = true;
    const ids = key ? key.split(',') : [];
    void Promise.all(ids.map(async (id) => [id, await load(client, region, id)] as const)).then((pairs) => {
      if (!alive) return;
      const next = new Map<string, HTMLImageElement>();
      for (const [id, img] of pairs) if (img) next.set(id, img);
      setImages(next);
    });
    return () => {
      alive = false;
    };
  }, [client, region, key]);
  return images;
}
