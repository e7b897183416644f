import { REMOTE_NAMES } from '@ph/region-config';
import { federationName, REMOTE_KEYS, type RemoteKey } from './remotes';

/** The module every remote exposes for single-spa (design §2). */
export const LIFECYCLES_EXPOSE = './lifecycles';

/** Page-body remotes: the owners of the route table's routes. */
export const PAGE_REMOTES: readonly RemoteKey[] = REMOTE_NAMES;

/** Mounted on every page, whatever the route. */
export const ALWAYS_MOUNTED: readonly RemoteKey[] = ['consent'];

/**
 * What the shell loads from each remote. The shell's build writes it into its mf-manifest.json
 * (`metaData.requires`), so the deploy gate checks a candidate against the shell that is live,
 * not against whatever the repository holds today.
 * @public read by shell/webpack.config.cjs through tsxRequire, which knip cannot follow
 */
export const REQUIRED_EXPOSES: Readonly<Record<RemoteKey, readonly string[]>> = Object.fromEntries(
  REMOTE_KEYS.map((key): [RemoteKey, readonly string[]] => [key, PAGE_REMOTES.includes(key) || ALWAYS_MOUNTED.includes(key) ? [LIFECYCLES_EXPOSE] : []]),
) as Record<RemoteKey, readonly string[]>;

/** The id `loadRemote` takes for an expose: `mf_catalogue/lifecycles` for `./lifecycles`. */
export function remoteModuleId(key: RemoteKey, expose: string): string {
  return `${federationName(key)}/${expose.replace(/^\.\//, '')}`;
}
