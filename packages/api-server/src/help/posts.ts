// The help articles the landing site's build writes (landing/dist/help-posts.json: per store and
// language, each with its path on the store, rendered body and plain text), read once and kept.
import fs from 'node:fs';
import { z } from 'zod';
import { HelpCategory } from '@ph/api-contract/help';
import type { LanguageCode, RegionCode } from '@ph/region-config';
import { AppError } from '../errors';

const StoredPost = z.object({
  id: z.string(),
  category: HelpCategory,
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  path: z.string(),
  html: z.string(),
  text: z.string(),
});
export type HelpPost = z.infer<typeof StoredPost>;
const HelpPostsFile = z.object({ version: z.literal(1), stores: z.record(z.string(), z.record(z.string(), z.array(StoredPost))) });

/** 503: the landing site has not been built, so there are no help articles to serve. */
export class HelpPostsUnavailable extends AppError {
  constructor(file: string) {
    super(503, 'help_posts_unavailable', `The help centre is not built (${file} is missing); run pnpm build`);
  }
}

export interface HelpPosts {
  /** The store's articles in a language (every store has all 11; a missing pair is an empty list). */
  of(region: RegionCode, lang: LanguageCode): readonly HelpPost[];
}

/** Reads the file at the first request, not at start: the API starts without a built landing site. */
export function helpPostsFrom(file: string): HelpPosts {
  let stores: z.infer<typeof HelpPostsFile>['stores'] | null = null;
  return {
    of(region, lang) {
      if (stores === null) {
        if (!fs.existsSync(file)) throw new HelpPostsUnavailable(file);
        stores = HelpPostsFile.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).stores;
      }
      return stores[region]?.[lang] ?? [];
    },
  };
}
