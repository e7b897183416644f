// @ts-check
// Whole rendered pages the edge keeps for visitors without a session (docs/architecture.md#server-rendering,
// "Pages kept at the edge"). A page is given as it is while fresh (`freshMs`, and never past the lifetime of
// the reads it was made of), and after that, for as long as the API lets every one of those reads be given
// while it is read again (`stale-while-revalidate`, shared-reads.js), still given at once while the renderer
// makes it again in the background. Without that, the first visitor after a page's 10 s made it again within
// the render budget, and on a loaded host a render over budget served that visitor a client-rendered page
// (37 scripts to run instead of none; docs/performance.md). A page holding a read the API bounds (delivery
// estimates turn each minute) is never given past that bound; a catalogue change drops every page at once.

/**
 * @template P
 * @param {{ freshMs?: number, staleMs?: number, max?: number }} [o]
 * `staleMs`: how long past its freshness a page may be given at most, whatever its reads allow.
 */
export function pageCache({ freshMs = 10_000, staleMs = 60_000, max = 1_000 } = {}) {
  /** @type {Map<string, { page: P, until: number, staleUntil: number }>} */
  const entries = new Map();
  /** Bumped by `clear()`: a page made from what was read before a change is not kept after it. */
  let generation = 0;
  return {
    /**
     * The page kept for `key` and whether it is still fresh; null when there is none that may be given.
     * @param {string} key @returns {{ page: P, fresh: boolean } | null}
     */
    look(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      const now = Date.now();
      if (now < hit.until) return { page: hit.page, fresh: true };
      if (now < hit.staleUntil) return { page: hit.page, fresh: false };
      entries.delete(key);
      return null;
    },
    /** Where renders start from: a page made from reads of an earlier generation is not kept. */
    get generation() {
      return generation;
    },
    /**
     * Keeps a page made (its render started) at `startedIn`, bounded by its reads' `Bounds` (shared-reads.js).
     * @param {string} key @param {P} page @param {{ until: number, staleUntil: number }} bounds @param {number} startedIn
     */
    put(key, page, bounds, startedIn) {
      if (startedIn !== generation) return;
      const now = Date.now();
      const until = Math.min(now + freshMs, bounds.until);
      const staleUntil = Math.max(until, Math.min(until + staleMs, bounds.staleUntil));
      if (staleUntil <= now) return;
      entries.delete(key);
      entries.set(key, { page, until, staleUntil });
      if (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
    },
    /** Forgets the page for `key` if it is still `page` (it could not be made again). @param {string} key @param {P} page */
    forget(key, page) {
      if (entries.get(key)?.page === page) entries.delete(key);
    },
    /** Forgets every page (the catalogue changed, or the shell was released). */
    clear() {
      entries.clear();
      generation += 1;
    },
  };
}
