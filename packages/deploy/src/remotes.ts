/**
 * The remotes a release can be made of: the key remotes.json and the shell use, and the app folder
 * that builds it. (The shell keeps its own list in shell/src/federation/remotes.ts; a test checks
 * that the two agree.)
 */
export const REMOTE_APPS = {
  catalogue: 'mf-catalogue',
  'cart-checkout': 'mf-cart-checkout',
  account: 'mf-account',
  consent: 'mf-consent',
  'editor-host': 'mf-editor-host',
} as const;

export type RemoteKey = keyof typeof REMOTE_APPS;
export const REMOTE_KEYS = Object.keys(REMOTE_APPS) as RemoteKey[];

export class UnknownRemoteError extends Error {}

/** Accepts the key (`catalogue`) or the app's folder/package name (`mf-catalogue`). */
export function remoteKey(name: string): RemoteKey {
  const key = REMOTE_KEYS.find((k) => k === name || REMOTE_APPS[k] === name);
  if (!key) throw new UnknownRemoteError(`"${name}" is not a remote; one of: ${REMOTE_KEYS.join(', ')}`);
  return key;
}

/** The federation container name a remote is built with (`mf_cart_checkout`). */
export function federationName(key: RemoteKey): string {
  return `mf_${key.replace(/-/g, '_')}`;
}
