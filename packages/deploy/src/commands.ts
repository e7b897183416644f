import { checkCandidate, type GateProblem } from './gate';
import { describeRelease, type FederationManifest } from './manifest';
import { manifestReader, type ManifestReader } from './live';
import { pointTo, readPointer, rollBack, stagingSettingsOf, updatePointer, type PointerDocument } from './pointer';
import { readCandidate, uploadRelease, MANIFEST } from './release';
import { REMOTE_KEYS, type RemoteKey } from './remotes';
import type { DeployConfig } from './config';

export class GateRefusedError extends Error {
  constructor(
    readonly remote: RemoteKey,
    readonly problems: GateProblem[],
  ) {
    super(`${remote}: the candidate does not fit the live composition:\n${problems.map((p) => `  - [${p.kind}] ${p.message}`).join('\n')}`);
    this.name = 'GateRefusedError';
  }
}

/** A production deploy found staging-only settings in remotes.json: moving the pointer would publish them. */
export class StagingSettingsError extends Error {
  constructor(found: Array<{ key: string; allows: string }>) {
    super(
      `remotes.json carries staging-only settings, which a production store must not:\n${found.map((f) => `  - ${f.key}: ${f.allows}`).join('\n')}\n` +
        'Remove them from remotes.json (or deploy without DEPLOY_ENV=production to a staging store).',
    );
    this.name = 'StagingSettingsError';
  }
}

/** Refuses to write a pointer with staging-only settings when the store is production. */
function guardProduction(cfg: DeployConfig, doc: PointerDocument): void {
  if (!cfg.production) return;
  const found = stagingSettingsOf(doc);
  if (found.length > 0) throw new StagingSettingsError(found);
}

export type Log = (line: string) => void;

function reader(cfg: DeployConfig): ManifestReader {
  return manifestReader({ store: cfg.store, publicUrl: cfg.publicUrl, cwd: cfg.repo });
}

/** The gate against a given pointer: the live shell and every remote it points at. */
async function gate(cfg: DeployConfig, read: ManifestReader, doc: PointerDocument, remote: RemoteKey, candidate: FederationManifest): Promise<GateProblem[]> {
  const shell = await read(cfg.shellManifest);
  const live: Partial<Record<RemoteKey, FederationManifest>> = {};
  for (const key of REMOTE_KEYS) {
    const url = doc.remotes[key];
    if (key !== remote && url) live[key] = await read(url);
  }
  return checkCandidate({ remote, candidate, shell, live });
}

/** `deploy:check`: may this manifest replace the live build of `remote`? Changes nothing. */
export async function checkManifest(cfg: DeployConfig, remote: RemoteKey, candidateLocation: string): Promise<{ problems: GateProblem[]; candidate: FederationManifest }> {
  const read = reader(cfg);
  const candidate = await read(candidateLocation.endsWith('.json') ? candidateLocation : `${candidateLocation.replace(/\/$/, '')}/${MANIFEST}`);
  const { doc } = await readPointer(cfg.store);
  return { problems: await gate(cfg, read, doc, remote, candidate), candidate };
}

export interface DeployResult {
  release: string;
  manifestUrl: string;
  revision: number;
  attempts: number;
}

/**
 * `deploy:remote`: the build in `dir` goes to its immutable path, then the pointer moves to it by
 * compare-and-swap, the gate re-run against whatever pointer the swap is based on.
 */
export async function deployRelease(cfg: DeployConfig, remote: RemoteKey, dir: string, log: Log = () => undefined): Promise<DeployResult> {
  const read = reader(cfg);
  const candidate = await readCandidate(dir);
  log(`${remote}: candidate ${candidate.id}, ${describeRelease(candidate.manifest.metaData.release)}`);
  // Refuse before uploading anything when the candidate cannot fit the composition as it is now.
  const before = await readPointer(cfg.store);
  guardProduction(cfg, before.doc);
  const early = await gate(cfg, read, before.doc, remote, candidate.manifest);
  if (early.length > 0) throw new GateRefusedError(remote, early);

  const upload = await uploadRelease(cfg.store, remote, candidate);
  log(`${remote}: uploaded to ${cfg.store.description}/${upload.prefix} (${upload.created} new files, ${upload.present} already there)`);
  const manifestUrl = `${cfg.publicUrl}/${upload.prefix}${MANIFEST}`;

  const { doc, attempts } = await updatePointer(
    cfg.store,
    async (current) => {
      guardProduction(cfg, current);
      const problems = await gate(cfg, read, current, remote, candidate.manifest);
      if (problems.length > 0) throw new GateRefusedError(remote, problems);
      return pointTo(current, remote, { id: candidate.id, manifest: manifestUrl }, new Date());
    },
    { onConflict: (n) => log(`${remote}: remotes.json changed during the deploy (attempt ${n}); re-checking on the new version`) },
  );
  log(`${remote}: live at ${manifestUrl} (remotes.json revision ${doc.deploy.revision})`);
  return { release: candidate.id, manifestUrl, revision: doc.deploy.revision, attempts };
}

export interface RollbackResult {
  from: string;
  to: string;
  manifestUrl: string;
  revision: number;
}

/**
 * `deploy:rollback`: the previous release (or `to`) becomes live again. It is gated too — the
 * composition may have moved on since it was live — unless `force` says the operator knows better.
 */
export async function rollbackRelease(cfg: DeployConfig, remote: RemoteKey, o: { to?: string; force?: boolean } = {}, log: Log = () => undefined): Promise<RollbackResult> {
  const read = reader(cfg);
  let from = '';
  let target = { release: '', manifest: '' };
  const { doc } = await updatePointer(
    cfg.store,
    async (current) => {
      // A rollback is the way out of a bad release: never blocked, but the operator hears about it.
      if (cfg.production) for (const f of stagingSettingsOf(current)) log(`warning: remotes.json carries ${f.key}, which ${f.allows}; remove it from a production store`);
      const result = rollBack(current, remote, new Date(), o.to);
      from = result.from;
      target = result.target;
      if (!o.force) {
        const problems = await gate(cfg, read, current, remote, await read(target.manifest));
        if (problems.length > 0) throw new GateRefusedError(remote, problems);
      }
      return result.doc;
    },
    { onConflict: (n) => log(`${remote}: remotes.json changed during the rollback (attempt ${n}); trying again`) },
  );
  log(`${remote}: rolled back from ${from} to ${target.release} (remotes.json revision ${doc.deploy.revision})`);
  return { from, to: target.release, manifestUrl: target.manifest, revision: doc.deploy.revision };
}
