/**
 * A build's identity, as @ph/build-config writes it into mf-manifest.json (`metaData.release`) and
 * bakes into the app (`process.env.PH_RELEASE`). This package is bundled into every app, not shared,
 * so `appRelease()` answers for the app that calls it: each remote names itself in its error reports.
 */
export interface ReleaseInfo {
  name: string;
  version: string;
  commit: string;
  dirty?: boolean;
  builtAt?: string;
}

export function parseRelease(raw: unknown): ReleaseInfo | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.name !== 'string' || typeof r.version !== 'string' || typeof r.commit !== 'string') return null;
  return {
    name: r.name,
    version: r.version,
    commit: r.commit,
    ...(typeof r.dirty === 'boolean' ? { dirty: r.dirty } : {}),
    ...(typeof r.builtAt === 'string' ? { builtAt: r.builtAt } : {}),
  };
}

/** The calling app's own release (null where no build baked it in, e.g. in jest). */
export function appRelease(): ReleaseInfo | null {
  try {
    return parseRelease(JSON.parse(process.env.PH_RELEASE ?? 'null'));
  } catch {
    return null;
  }
}

/** `mf-catalogue@0.1.0 (3f2a1bc)`: how logs and error reports name a release. */
export function describeRelease(release: ReleaseInfo | null | undefined): string {
  if (!release) return 'an unnamed build';
  return `${release.name}@${release.version} (${release.commit.slice(0, 7)}${release.dirty ? ', uncommitted changes' : ''})`;
}
