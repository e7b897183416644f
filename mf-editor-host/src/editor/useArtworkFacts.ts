// The natural pixels of each artwork file a design uses, by file id. The document names only the
// file (`fileId`); the live DPI badge needs the file's own size, which `POST v1/files` answers on
// upload and `GET v1/files/{id}` when a saved design is reopened.
import { useEffect, useMemo, useState } from 'react';
import { fetchArtworkFile, type ApiClient } from '@ph/api-client';
import type { NaturalPixels } from '../model/checks';

const known = new Map<string, NaturalPixels>();
const pending = new Map<string, Promise<void>>();

/** Remembers the facts of a file just uploaded, so its DPI shows at once, without a round trip. */
export function primeArtworkFacts(fileId: string, facts: NaturalPixels): void {
  known.set(fileId, { width_px: facts.width_px, height_px: facts.height_px });
}

function load(client: ApiClient, fileId: string): Promise<void> {
  let hit = pending.get(fileId);
  if (!hit) {
    hit = fetchArtworkFile(client, fileId).then(
      (f) => primeArtworkFacts(fileId, f),
      // A file that cannot be read (e.g. another owner's file in a shared design) shows no badge.
      () => undefined,
    );
    pending.set(fileId, hit);
  }
  return hit;
}

export function useArtworkFacts(client: ApiClient, fileIds: readonly string[], enabled = true): ReadonlyMap<string, NaturalPixels> {
  const [loaded, setLoaded] = useState(0);
  const key = [...new Set(fileIds)].sort().join(',');
  useEffect(() => {
    const missing = key ? key.split(',').filter((id) => !known.has(id)) : [];
    if (!enabled || missing.length === 0) return;
    let alive = true;
    void Promise.all(missing.map((id) => load(client, id))).then(() => alive && setLoaded((n) => n + 1));
    return () => {
      alive = false;
    };
  }, [client, key, enabled]);
  return useMemo(() => {
    const out = new Map<string, NaturalPixels>();
    for (const id of key ? key.split(',') : []) {
      const f = known.get(id);
      if (f) out.set(id, f);
    }
    return out;
    // `loaded` re-reads `known` once fetched facts arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loaded]);
}
