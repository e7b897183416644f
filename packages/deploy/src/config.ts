import path from 'node:path';
import { openStore, type ObjectStore } from './storage';

export interface DeployConfig {
  repo: string;
  store: ObjectStore;
  /** The address the store is served at (the CDN): release manifest URLs start with it. */
  publicUrl: string;
  /** The live shell's mf-manifest.json: a URL, or a path in the repository. */
  shellManifest: string;
  /** DEPLOY_ENV=production: the pointer may not move while it carries staging-only settings. */
  production?: boolean;
}

/** The local CDN `pnpm start --deployed` serves `.deploy/` on. */
export const LOCAL_CDN_PORT = 3006;

/**
 * From the environment, with local defaults: DEPLOY_STORE (`.deploy`, or `s3://bucket/prefix`),
 * DEPLOY_PUBLIC_URL (`http://localhost:3006`), DEPLOY_SHELL_MANIFEST (`shell/dist/mf-manifest.json`),
 * DEPLOY_ENV (`production` guards the pointer against staging-only settings; anything else does not).
 */
export function configFromEnv(repo: string, env: NodeJS.ProcessEnv = process.env): DeployConfig {
  return {
    repo,
    store: openStore(env.DEPLOY_STORE ?? '.deploy', repo),
    publicUrl: (env.DEPLOY_PUBLIC_URL ?? `http://localhost:${LOCAL_CDN_PORT}`).replace(/\/$/, ''),
    shellManifest: env.DEPLOY_SHELL_MANIFEST ?? path.join('shell', 'dist', 'mf-manifest.json'),
    production: env.DEPLOY_ENV === 'production',
  };
}
