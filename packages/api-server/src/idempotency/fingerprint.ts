// What identifies "the same request": method, path with query, body (keys in a canonical order, so
// {a,b} and {b,a} match) and the caller.
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function fingerprint(parts: { method: string; url: string; body: unknown; scope: string }): string {
  return createHash('sha256').update(`${parts.method}\n${parts.url}\n${parts.scope}\n${canonicalJson(parts.body ?? null)}`).digest('hex');
}

/** The caller a key belongs to: the session token (hashed; keys of two visitors never meet), or `anon`. */
export function scopeOf(token: string | undefined): string {
  return token ? createHash('sha256').update(token).digest('hex') : 'anon';
}
