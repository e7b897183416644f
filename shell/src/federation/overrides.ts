import { REMOTE_KEYS, type RemoteKey, type RemotesManifest } from './remotes';

/**
 * Developer overrides, as single-spa's import-map-overrides does for import maps: one remote is
 * loaded from another manifest (a developer's `pnpm --filter mf-catalogue dev` server) inside the real
 * composed site. Always on in development; in production only where remotes.json allows it
 * (`"$overrides": { "origins": ["http://localhost:3001", …] }` or `["*"]`), e.g. on a staging site —
 * on a shop's public site an override link would let anyone run their code on a victim's page.
 */
export const OVERRIDES_STORAGE_KEY = 'ph-remote-overrides';
/** `?override.catalogue=http://localhost:3001/mf-manifest.json` sets one; an empty value removes it. */
export const OVERRIDE_PARAM_PREFIX = 'override.';

export type Overrides = Partial<Record<RemoteKey, string>>;

export interface OverridePolicy {
  enabled: boolean;
  /** Allowed origins; `'*'` allows any. */
  origins: '*' | readonly string[];
}

export function overridePolicy(settings: Record<string, unknown>, development: boolean): OverridePolicy {
  if (development) return { enabled: true, origins: '*' };
  const configured = settings.$overrides as { origins?: unknown } | undefined;
  const origins = Array.isArray(configured?.origins) ? configured.origins.filter((o): o is string => typeof o === 'string') : [];
  if (origins.length === 0) return { enabled: false, origins: [] };
  return { enabled: true, origins: origins.includes('*') ? '*' : origins };
}

/** An absolute http(s) URL from an allowed origin. */
export function isAllowedOverride(url: string, policy: OverridePolicy): boolean {
  if (!policy.enabled) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return policy.origins === '*' || policy.origins.includes(parsed.origin);
}

/** What this browser stored; anything malformed is ignored rather than breaking the page. */
export function readStoredOverrides(storage: Pick<Storage, 'getItem'>): Overrides {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const out: Overrides = {};
  for (const key of REMOTE_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

export function writeStoredOverrides(storage: Pick<Storage, 'setItem' | 'removeItem'>, overrides: Overrides): void {
  const entries = Object.entries(overrides).filter(([, v]) => v);
  if (entries.length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
}

/**
 * Reads `override.<remote>` query parameters into the stored overrides and returns the query
 * without them, so the address bar stays clean and the override survives navigation and reloads.
 */
export function takeQueryOverrides(search: string, stored: Overrides): { overrides: Overrides; search: string; changed: boolean } {
  const params = new URLSearchParams(search);
  const overrides = { ...stored };
  let changed = false;
  for (const [name, value] of [...params.entries()]) {
    if (!name.startsWith(OVERRIDE_PARAM_PREFIX)) continue;
    const key = REMOTE_KEYS.find((k) => k === name.slice(OVERRIDE_PARAM_PREFIX.length));
    if (!key) continue;
    params.delete(name);
    if (value) overrides[key] = value;
    else delete overrides[key];
    changed = true;
  }
  const rest = params.toString();
  return { overrides, search: rest ? `?${rest}` : '', changed };
}

/** remotes.json with the allowed overrides applied, and which ones are active. */
export function applyOverrides(remotes: RemotesManifest, overrides: Overrides, policy: OverridePolicy): { remotes: RemotesManifest; active: Overrides } {
  const effective = { ...remotes };
  const active: Overrides = {};
  for (const key of REMOTE_KEYS) {
    const url = overrides[key];
    if (url && isAllowedOverride(url, policy)) {
      effective[key] = url;
      active[key] = url;
    }
  }
  return { remotes: effective, active };
}
