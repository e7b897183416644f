import fs from 'node:fs/promises';
import path from 'node:path';
import { parseManifestText, type FederationManifest } from './manifest';
import type { ObjectStore } from './storage';

export type ManifestReader = (location: string) => Promise<FederationManifest>;

export class LiveManifestError extends Error {}

/**
 * Reads the manifests the gate compares against. A URL under the store's public address is read
 * from the store itself (no need for the CDN to be up), another URL over HTTP, anything else as a
 * file path. Release URLs are immutable, so each is read once per command.
 */
export function manifestReader(o: { store: ObjectStore; publicUrl: string; cwd: string; fetchImpl?: typeof fetch }): ManifestReader {
  const cache = new Map<string, Promise<FederationManifest>>();
  const base = o.publicUrl.replace(/\/?$/, '/');
  const read = async (location: string): Promise<FederationManifest> => {
    if (location.startsWith(base)) {
      const key = decodeURIComponent(new URL(location).pathname.slice(new URL(base).pathname.length));
      const object = await o.store.get(key);
      if (!object) throw new LiveManifestError(`${location} is not in ${o.store.description} (key ${key})`);
      return parseManifestText(object.body.toString('utf8'), location);
    }
    if (/^https?:\/\//.test(location)) {
      let res: Response;
      try {
        res = await (o.fetchImpl ?? fetch)(location, { cache: 'no-store' });
      } catch (err) {
        throw new LiveManifestError(`${location} could not be fetched: ${(err as Error).message}`);
      }
      if (!res.ok) throw new LiveManifestError(`${location} answered ${res.status}`);
      return parseManifestText(await res.text(), location);
    }
    const file = path.resolve(o.cwd, location);
    const text = await fs.readFile(file, 'utf8').catch(() => {
      throw new LiveManifestError(`${file} does not exist`);
    });
    return parseManifestText(text, file);
  };
  return (location) => {
    let hit = cache.get(location);
    if (!hit) {
      hit = read(location);
      cache.set(location, hit);
    }
    return hit;
  };
}
