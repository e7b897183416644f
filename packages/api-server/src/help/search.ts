// Search over one store's help articles in one language, with lunr (2.3) and lunr-languages: the
// language's trimmer (letters beyond ASCII), stop words and Snowball stemmer where lunr-languages has
// one (de, es, fr, it, nl, pl, pt, ro, sv; English is lunr's own). Czech has none: its words are matched
// whole or by prefix, so "krabic" finds "krabice". Chosen over MiniSearch because lunr-languages brings
// the stemmers for 10 of the 11 languages in one well-known package; lunr's query syntax is not exposed
// (a visitor's `:` or `~` would be a parse error), the query is built term by term.
import { createRequire } from 'node:module';
import path from 'node:path';
import lunr from 'lunr';
import type { LanguageCode } from '@ph/region-config';
import { PACKAGE_ROOT } from '../paths';
import type { HelpPost } from './posts';

type LunrPlugin = (l: typeof lunr) => void;
const requireHere = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
(requireHere('lunr-languages/lunr.stemmer.support.js') as LunrPlugin)(lunr);
const STEMMED: readonly LanguageCode[] = ['de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro', 'sv'];
/** lunr-languages names Dutch `du` in older releases and `nl` now; the file is lunr.nl.js. */
for (const lang of STEMMED) (requireHere(`lunr-languages/lunr.${lang}.js`) as LunrPlugin)(lunr);

/** Words of the visitor's query: letters and digits of any script, as the index's trimmer keeps them. */
function words(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export interface HelpIndex {
  search(query: string): string[];
}

export function buildIndex(posts: readonly HelpPost[], lang: LanguageCode): HelpIndex {
  const plugin = STEMMED.includes(lang) ? (lunr as unknown as Record<string, lunr.Builder.Plugin>)[lang] : undefined;
  const index = lunr(function () {
    if (plugin) this.use(plugin);
    else if (lang !== 'en') {
      // No stemmer: keep whole words in any script (lunr's default trimmer knows only ASCII letters).
      this.pipeline.reset();
      this.searchPipeline.reset();
    }
    this.ref('id');
    this.field('title', { boost: 10 });
    this.field('summary', { boost: 4 });
    this.field('categoryName', { boost: 2 });
    this.field('text');
    for (const post of posts) this.add(post);
  });
  return {
    search(query) {
      const terms = words(query);
      if (terms.length === 0) return [];
      return index
        .query((q) => {
          for (const term of terms) {
            // The stemmed word, and the word as a prefix (a word being typed, or a language without a stemmer).
            q.term(term, { boost: 10 });
            q.term(term, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 1 });
          }
        })
        .map((r) => r.ref);
    },
  };
}
