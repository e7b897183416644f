// The thumbnail of a designed line's box design. Designs are owner-only, so the PNG comes through the
// API client (token header) as a blob and is shown from an object URL (@ph/remote-kit useObjectUrl).
import { fetchDesignThumbnail, type ApiClient } from '@ph/api-client';
import { useMountProps, useObjectUrl } from '@ph/remote-kit';

export function useDesignThumbnail(client: ApiClient | undefined, thumbnailUrl: string | null): string | null {
  const { region } = useMountProps();
  return useObjectUrl(client && thumbnailUrl ? (signal) => fetchDesignThumbnail(client, thumbnailUrl, { region, signal }) : null, client && thumbnailUrl ? `${region}|${thumbnailUrl}` : null);
}
