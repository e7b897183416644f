// @ts-check
// How a built file is served, wherever it is served from: the local static host (scripts/lib) and
// the deploy upload (object metadata on S3) both ask here, so the CDN and `pnpm start` agree.
import path from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  // A server build (dist/server/render.cjs): read by the edge server, never run by a browser.
  '.cjs': 'application/node; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Files whose name does not change when their content does must be revalidated every time. */
const UNHASHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'consent.js', 'render.cjs']);

/** A content hash in the name (`main.3f2a1bc9d0.js`): the file never changes, so it is cached forever. */
const HASHED = /\.[0-9a-f]{8,}\./;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** @param {string} file a path or file name */
export function cacheControlFor(file) {
  const base = path.basename(file);
  if (UNHASHED.has(base) || base.endsWith('.html')) return REVALIDATE;
  return HASHED.test(base) ? IMMUTABLE : 'public, max-age=300';
}

/** @param {string} file a path or file name */
export function contentTypeFor(file) {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}
