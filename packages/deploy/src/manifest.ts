import { z } from 'zod';

/**
 * The parts of a Module Federation `mf-manifest.json` the deploy tools read, plus what
 * @ph/build-config adds to `metaData` (release, contracts, and for the shell, requires).
 * Unknown fields are kept: the runtime and the MF devtools read more than we do.
 */
const releaseSchema = z.object({
  name: z.string(),
  version: z.string(),
  commit: z.string(),
  dirty: z.boolean().optional(),
  builtAt: z.string(),
});

const sharedSchema = z.looseObject({
  name: z.string(),
  version: z.string(),
  singleton: z.boolean().optional(),
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
});

const exposeSchema = z.looseObject({ name: z.string(), path: z.string() });

export const manifestSchema = z.looseObject({
  name: z.string(),
  metaData: z.looseObject({
    name: z.string(),
    release: releaseSchema.optional(),
    contracts: z.record(z.string(), z.string()).optional(),
    requires: z.record(z.string(), z.array(z.string())).optional(),
  }),
  shared: z.array(sharedSchema),
  exposes: z.array(exposeSchema),
});

export type FederationManifest = z.infer<typeof manifestSchema>;
export type ReleaseInfo = z.infer<typeof releaseSchema>;
export type SharedEntry = z.infer<typeof sharedSchema>;

export class ManifestError extends Error {}

/** Parses a manifest, naming where it came from and the first thing wrong with it. */
export function parseManifest(raw: unknown, source: string): FederationManifest {
  const result = manifestSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(root)';
    throw new ManifestError(`${source} is not a federation manifest: ${where}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

export function parseManifestText(text: string, source: string): FederationManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ManifestError(`${source} is not JSON: ${(err as Error).message}`);
  }
  return parseManifest(raw, source);
}

/**
 * The immutable folder name of a build: its build time and commit, so the same build always lands
 * in the same place and two builds never share one (`20261122T101500Z-3f2a1bc`).
 */
export function releaseId(manifest: FederationManifest, source: string): string {
  const release = manifest.metaData.release;
  if (!release) throw new ManifestError(`${source} names no release (metaData.release); build it with @ph/build-config`);
  const time = new Date(release.builtAt);
  if (Number.isNaN(time.getTime())) throw new ManifestError(`${source}: metaData.release.builtAt is not a date`);
  const stamp = time.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const commit = release.commit.replace(/[^0-9a-zA-Z]/g, '').slice(0, 7) || 'unknown';
  return `${stamp}-${commit}${release.dirty ? '-dirty' : ''}`;
}

/** `catalogue@0.1.0 (3f2a1bc, built 2026-11-22T10:15:00Z)`: how logs and errors name a release. */
export function describeRelease(release: ReleaseInfo | undefined): string {
  if (!release) return 'an unnamed build';
  return `${release.name}@${release.version} (${release.commit.slice(0, 7)}${release.dirty ? ', uncommitted changes' : ''}, built ${release.builtAt})`;
}
