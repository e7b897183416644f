import semver from 'semver';
import type { FederationManifest, SharedEntry } from './manifest';
import { federationName, REMOTE_KEYS, type RemoteKey } from './remotes';

export type ProblemKind = 'identity' | 'shared' | 'expose' | 'contract';

export interface GateProblem {
  kind: ProblemKind;
  message: string;
}

export interface GateInput {
  /** The remote the candidate would replace. */
  remote: RemoteKey;
  candidate: FederationManifest;
  /** The live shell's manifest: it provides the shared singletons and says what it loads. */
  shell: FederationManifest;
  /** The live manifests of the remotes (the one being replaced is ignored). */
  live: Partial<Record<RemoteKey, FederationManifest>>;
}

/** The package a shared key belongs to: `react/jsx-runtime` → `react`, `@ph/contracts` → itself. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Singletons the candidate asks for with a version range. Subpaths (`react-dom/client`) share their
 * package's version and range, so only the package is checked (one message, not three).
 */
function rangedSingletons(m: FederationManifest): SharedEntry[] {
  const names = new Set(m.shared.map((s) => s.name));
  return m.shared.filter(
    (s) =>
      s.singleton === true &&
      typeof s.requiredVersion === 'string' &&
      (packageOf(s.name) === s.name || !names.has(packageOf(s.name))),
  );
}

function label(key: RemoteKey | 'shell'): string {
  return key === 'shell' ? 'the shell' : `the live ${key}`;
}

/**
 * Whether two builds of a contract are compatible: the same major, where a 0.x minor counts as a
 * major and so does a 0.0.x patch (semver's caret rule).
 */
export function sameMajor(a: string, b: string): boolean | null {
  const va = semver.coerce(a, { includePrerelease: false });
  const vb = semver.coerce(b, { includePrerelease: false });
  if (!va || !vb) return null;
  return semver.satisfies(vb, `^${va.version}`) || semver.satisfies(va, `^${vb.version}`);
}

/**
 * The compatibility gate (design §8): may `candidate` replace the live build of `remote`? Returns
 * every problem found, each a sentence naming what fails against what; an empty list passes.
 */
export function checkCandidate(input: GateInput): GateProblem[] {
  const { remote, candidate, shell } = input;
  const problems: GateProblem[] = [];
  const others = REMOTE_KEYS.filter((k) => k !== remote && input.live[k]).map((k) => [k, input.live[k]!] as const);

  // Identity: the shell loads `mf_catalogue/…`; a build of another remote under this key cannot answer.
  if (candidate.name !== federationName(remote)) {
    problems.push({
      kind: 'identity',
      message: `the candidate is the build of "${candidate.name}", but ${remote} is loaded as "${federationName(remote)}"`,
    });
  }

  // Shared singletons: one copy per page, so the copy the page already has must satisfy the range.
  for (const wanted of rangedSingletons(candidate)) {
    const range = wanted.requiredVersion as string;
    if (!semver.validRange(range)) {
      problems.push({ kind: 'shared', message: `${wanted.name}: the candidate requires "${range}", which is not a semver range` });
      continue;
    }
    const fromShell = shell.shared.find((s) => s.name === wanted.name);
    // The shell loads first and shares with 'loaded-first', so its copy is the page's when it has one.
    const providers = fromShell ? ([['shell', fromShell]] as const) : others.flatMap(([k, m]) => {
      const entry = m.shared.find((s) => s.name === wanted.name);
      return entry ? [[k, entry] as const] : [];
    });
    for (const [who, provided] of providers) {
      if (!semver.satisfies(provided.version, range, { includePrerelease: true })) {
        problems.push({
          kind: 'shared',
          message: `${wanted.name}: the candidate requires ${range}, but ${label(who)} provides ${provided.version} (a singleton: the page holds one copy)`,
        });
      } else if (
        who !== 'shell' &&
        typeof provided.requiredVersion === 'string' &&
        semver.validRange(provided.requiredVersion) &&
        !semver.satisfies(wanted.version, provided.requiredVersion, { includePrerelease: true })
      ) {
        // Without the shell's copy, whichever remote loads first provides it: both ways must hold.
        problems.push({
          kind: 'shared',
          message: `${wanted.name}: the candidate brings ${wanted.version}, but ${label(who)} requires ${provided.requiredVersion} (a singleton: the page holds one copy)`,
        });
      }
    }
  }

  // Exposes the live shell loads from this remote (its route table's owners and the always-mounted ones).
  const requires = shell.metaData.requires;
  if (!requires) {
    problems.push({
      kind: 'expose',
      message: 'the live shell does not say which exposes it loads (metaData.requires in its mf-manifest.json); rebuild the shell with @ph/build-config',
    });
  } else {
    const exposed = new Set(candidate.exposes.map((e) => e.path));
    for (const path of requires[remote] ?? []) {
      if (!exposed.has(path)) {
        const has = [...exposed].join(', ') || 'nothing';
        problems.push({ kind: 'expose', message: `the shell loads ${remote}'s "${path}", but the candidate does not expose it (it exposes ${has})` });
      }
    }
  }

  // Contract packages: events, shared atoms and the API contract must be the same major everywhere.
  const contracts = candidate.metaData.contracts;
  if (!contracts) {
    problems.push({ kind: 'contract', message: 'the candidate does not record its contract versions (metaData.contracts); build it with @ph/build-config' });
  } else {
    const against: (readonly [RemoteKey | 'shell', FederationManifest])[] = [['shell', shell], ...others];
    for (const [pkg, version] of Object.entries(contracts)) {
      for (const [who, m] of against) {
        const theirs = m.metaData.contracts?.[pkg];
        if (theirs === undefined) continue;
        const same = sameMajor(version, theirs);
        if (same === null) {
          problems.push({ kind: 'contract', message: `${pkg}: cannot compare "${version}" with ${label(who)}'s "${theirs}" (not versions)` });
        } else if (!same) {
          problems.push({
            kind: 'contract',
            message: `${pkg}: the candidate is built against ${version}, ${label(who)} against ${theirs} (a different major)`,
          });
        }
      }
    }
  }
  return problems;
}
