import { z } from 'zod';
import { PreconditionFailedError, type ObjectStore } from './storage';
import { REMOTE_KEYS, type RemoteKey } from './remotes';
import { REVALIDATE } from './asset-headers.js';

/** The pointer: the shell's remotes.json, kept in the store next to the releases. */
export const POINTER_KEY = 'remotes.json';
/** How many earlier releases of each remote stay listed for rollback. */
export const HISTORY_LENGTH = 20;

const historyEntry = z.object({ release: z.string(), manifest: z.string(), deployedAt: z.string() });
export type HistoryEntry = z.infer<typeof historyEntry>;

const remoteState = z.object({
  release: z.string(),
  deployedAt: z.string(),
  /** Releases live before this one, newest first: what rollback goes back to. */
  previous: z.array(historyEntry),
});
export type RemoteState = z.infer<typeof remoteState>;

const deployState = z.object({
  revision: z.number().int().nonnegative(),
  updatedAt: z.string(),
  remotes: z.partialRecord(z.enum(REMOTE_KEYS as [RemoteKey, ...RemoteKey[]]), remoteState),
});

/**
 * remotes.json as the shell reads it (`{ "catalogue": "<manifest url>", … }`) plus `$deploy`: the
 * revision, and per remote its current release and the ones before it. Keeping the history in the
 * same object means one compare-and-swap moves pointer and history together. Other `$` keys (e.g.
 * `$overrides`) are configuration and are kept as they are.
 */
export interface PointerDocument {
  remotes: Partial<Record<RemoteKey, string>>;
  deploy: z.infer<typeof deployState>;
  settings: Record<string, unknown>;
}

/**
 * Settings meant for a staging or QA store only, with what each lets a visitor do. A production store
 * carrying one would let any visitor load remotes from elsewhere or switch the page to the pseudo-locale.
 */
export const STAGING_SETTINGS: Readonly<Record<string, string>> = {
  $overrides: 'lets visitors load remotes from other origins (developer overrides)',
  $qa: 'lets visitors switch the store to the en-XA pseudo-locale',
};

/** The staging-only settings this pointer carries, each with what it allows. */
export function stagingSettingsOf(doc: PointerDocument): Array<{ key: string; allows: string }> {
  return Object.keys(doc.settings)
    .filter((key) => key in STAGING_SETTINGS)
    .map((key) => ({ key, allows: STAGING_SETTINGS[key] ?? '' }));
}

export class PointerError extends Error {}
export class PointerConflictError extends Error {}

export function emptyPointer(): PointerDocument {
  return { remotes: {}, deploy: { revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} }, settings: {} };
}

export function parsePointer(text: string, source = POINTER_KEY): PointerDocument {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new PointerError(`${source} is not JSON: ${(err as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new PointerError(`${source} must be an object`);
  const record = raw as Record<string, unknown>;
  const doc = emptyPointer();
  for (const [key, value] of Object.entries(record)) {
    if (key === '$deploy') {
      const parsed = deployState.safeParse(value);
      if (!parsed.success) throw new PointerError(`${source}: $deploy is malformed: ${parsed.error.issues[0]?.message}`);
      doc.deploy = parsed.data;
    } else if (key.startsWith('$')) {
      doc.settings[key] = value;
    } else if ((REMOTE_KEYS as string[]).includes(key)) {
      if (typeof value !== 'string' || value === '') throw new PointerError(`${source}: "${key}" must be a manifest URL`);
      doc.remotes[key as RemoteKey] = value;
    } else {
      throw new PointerError(`${source}: "${key}" is not a remote (${REMOTE_KEYS.join(', ')})`);
    }
  }
  return doc;
}

export function serializePointer(doc: PointerDocument): string {
  const remotes = Object.fromEntries(REMOTE_KEYS.filter((k) => doc.remotes[k]).map((k) => [k, doc.remotes[k]]));
  return `${JSON.stringify({ ...remotes, ...doc.settings, $deploy: doc.deploy }, null, 2)}\n`;
}

export async function readPointer(store: ObjectStore): Promise<{ doc: PointerDocument; etag: string | null }> {
  const current = await store.get(POINTER_KEY);
  if (!current) return { doc: emptyPointer(), etag: null };
  return { doc: parsePointer(current.body.toString('utf8'), `${store.description}/${POINTER_KEY}`), etag: current.etag };
}

export interface UpdateOptions {
  maxAttempts?: number;
  /** Told about each lost race before the retry (for the command's output). */
  onConflict?: (attempt: number) => void;
  now?: () => Date;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Read–modify–write of the pointer with compare-and-swap: `change` gets the pointer as it is now and
 * returns the next one (or throws to give up, e.g. when the gate refuses); the write only succeeds
 * if nobody wrote in between (If-Match on the version read). When somebody did, the whole step runs
 * again on the newer pointer, so their change is kept and ours is applied on top: a lost update
 * cannot happen, and a deploy whose gate depended on the old pointer is re-checked.
 */
export async function updatePointer(
  store: ObjectStore,
  change: (doc: PointerDocument) => PointerDocument | Promise<PointerDocument>,
  o: UpdateOptions = {},
): Promise<{ doc: PointerDocument; attempts: number }> {
  const maxAttempts = o.maxAttempts ?? 12;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const { doc, etag } = await readPointer(store);
    const next = await change(structuredClone(doc));
    next.deploy.revision = doc.deploy.revision + 1;
    next.deploy.updatedAt = (o.now?.() ?? new Date()).toISOString();
    try {
      await store.put(POINTER_KEY, serializePointer(next), {
        contentType: 'application/json; charset=utf-8',
        cacheControl: REVALIDATE,
        ...(etag ? { ifMatch: etag } : { ifNoneMatch: '*' as const }),
      });
      return { doc: next, attempts: attempt };
    } catch (err) {
      if (!(err instanceof PreconditionFailedError)) throw err;
      o.onConflict?.(attempt);
      // Randomised back-off so two losers do not collide again in lock-step.
      await sleep(Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
  throw new PointerConflictError(`${POINTER_KEY} kept changing under this deploy (${maxAttempts} attempts); nothing was changed, try again`);
}

/** Points `remote` at a release, pushing the one it replaces onto its history. */
export function pointTo(doc: PointerDocument, remote: RemoteKey, release: { id: string; manifest: string }, at: Date): PointerDocument {
  const state = doc.deploy.remotes[remote];
  const current = doc.remotes[remote];
  const previous = state?.previous ?? [];
  const pushed =
    current && state && state.release !== release.id
      ? [{ release: state.release, manifest: current, deployedAt: state.deployedAt }, ...previous]
      : previous;
  doc.remotes[remote] = release.manifest;
  doc.deploy.remotes[remote] = { release: release.id, deployedAt: at.toISOString(), previous: pushed.slice(0, HISTORY_LENGTH) };
  return doc;
}

/**
 * Rollback: the release live before the current one becomes current again and leaves the history
 * (rolling back twice walks back two releases). With `to`, that release from the history instead.
 */
export function rollBack(doc: PointerDocument, remote: RemoteKey, at: Date, to?: string): { doc: PointerDocument; from: string; target: HistoryEntry } {
  const state = doc.deploy.remotes[remote];
  if (!state || !doc.remotes[remote]) throw new PointerError(`${remote} has never been deployed here; nothing to roll back`);
  const index = to ? state.previous.findIndex((e) => e.release === to) : 0;
  const target = state.previous[index];
  if (!target) {
    throw new PointerError(
      to
        ? `${remote} has no earlier release "${to}" (earlier: ${state.previous.map((e) => e.release).join(', ') || 'none'})`
        : `${remote} has no earlier release to roll back to (live: ${state.release})`,
    );
  }
  doc.remotes[remote] = target.manifest;
  doc.deploy.remotes[remote] = { release: target.release, deployedAt: at.toISOString(), previous: state.previous.slice(index + 1) };
  return { doc, from: state.release, target };
}
