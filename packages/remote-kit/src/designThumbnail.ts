// A design's thumbnail is the owner's only (`/api/box_designs/{id}/thumbnail` answers 404 without the
// visitor's token), so it cannot be a plain `<img src>`: every screen that shows one reads it here.
import { fetchDesignThumbnail, type ApiClient } from '@ph/api-client';
import { useMountProps } from './mount-props';
import { useObjectUrl } from './objectUrl';

/**
 * The object URL of a design's thumbnail read with the visitor's token, or null while loading, without
 * a client or URL, or when it fails (the caller keeps its placeholder). `version` re-reads it when the
 * design is saved again under the same URL.
 */
export function useDesignThumbnail(client: ApiClient | null | undefined, thumbnailUrl: string | null | undefined, version?: number): string | null {
  const { region } = useMountProps();
  const key = client && thumbnailUrl ? `${region}|${thumbnailUrl}|${version ?? ''}` : null;
  return useObjectUrl(client && thumbnailUrl ? (signal) => fetchDesignThumbnail(client, thumbnailUrl, { region, signal }) : null, key);
}
