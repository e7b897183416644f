// Decoded artwork for the canvases, by file id. Files are owner-only, so the bytes come through the
// API client (token header) as a blob and are drawn from an object URL. A file just uploaded is
// primed from the shopper's own bytes, so it shows at once without a round trip.
import { fetchArtworkContent, fetchDesignFileContent, type ApiClient } from '@ph/api-client';
import { dataOf, useLoad } from '@ph/remote-kit';

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

/** A design someone shared: its files are read through the design with the share token, not as the owner's. */
export interface SharedSource {
  designId: string;
  shareToken: string;
}

function load(client: ApiClient, region: string, fileId: string, shared: SharedSource | null): Promise<HTMLImageElement | null> {
  const cacheKey = shared ? `${shared.designId}/${fileId}` : fileId;
  let hit = cache.get(cacheKey);
  if (!hit) {
    // `limited` is the canvas-sized variant; a PDF has none and stays a placeholder.
    const bytes = shared
      ? fetchDesignFileContent(client, shared.designId, fileId, { region, shareToken: shared.shareToken, variant: 'limited' })
      : fetchArtworkContent(client, fileId, { region, variant: 'limited' });
    hit = bytes.then(decode, () => null);
    cache.set(cacheKey, hit);
  }
  return hit;
}

const none: ReadonlyMap<string, HTMLImageElement> = new Map();

export function useArtworkImages(client: ApiClient, region: string, fileIds: readonly string[], shared: SharedSource | null = null): ReadonlyMap<string, HTMLImageElement> {
  const ids = [...new Set(fileIds)].sort();
  // The client is the region's; `shared` is rebuilt each render, its two strings say when the source changes.
  // A file that cannot be read decodes to null (a placeholder), so this load never fails.
  const images = useLoad(`${region}|${shared?.designId ?? ''}|${shared?.shareToken ?? ''}|${ids.join(',')}`, async () => {
    const pairs = await Promise.all(ids.map(async (id) => [id, await load(client, region, id, shared)] as const));
    const found = new Map<string, HTMLImageElement>();
    for (const [id, img] of pairs) if (img) found.set(id, img);
    return found;
  });
  // While other files load, the canvases keep what they drew.
  return dataOf(images) ?? none;
}
