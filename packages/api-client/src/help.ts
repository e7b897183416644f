import type { HelpPostsResponse, HelpPostSummary } from '@ph/api-contract/help';
import type { ApiClient } from './client';

export type { HelpPostSummary };

/**
 * The store's help articles in a language (`GET v1/help_posts`): matching `q` (best match first) and/or
 * of a `category`, each with its page's path on the store. A subpath of its own (`@ph/api-client/help`)
 * so a page loads it only with the search or dialog that uses it.
 */
export async function searchHelpPosts(
  client: ApiClient,
  params: { q?: string; category?: string; lang: string; region: string; limit?: number },
  signal?: AbortSignal,
): Promise<HelpPostSummary[]> {
  const answer = await client.get<HelpPostsResponse>('v1/help_posts', {
    query: {
      ...(params.q ? { q: params.q } : {}),
      ...(params.category ? { category: params.category } : {}),
      lang: params.lang,
      region: params.region,
      limit: params.limit ?? 5,
    },
    ...(signal ? { signal } : {}),
  });
  return answer?.data ?? [];
}
