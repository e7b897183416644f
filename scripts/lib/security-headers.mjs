// @ts-check
// Security headers of the static host (helmet, as the API uses @fastify/helmet): the shell's page gets
// a Content-Security-Policy the composed store works under — its own origin, the remotes' origins
// (read per request, since remotes.json may move), Stripe.js — and every answer nosniff, a
// Referrer-Policy and no framing. `CSP_REPORT_ONLY=1` sends the policy as report-only (to try a
// change against a running store before enforcing it).
import crypto from 'node:crypto';
import helmet from 'helmet';

/** What Stripe.js needs (Stripe's published CSP guidance for Elements and 3-D Secure). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** @param {string} text */
const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** An attribute's value as the browser reads it (the entities React and the landing site's templates write). @param {string} raw */
function attributeValue(raw) {
  return raw.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi, (_, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[String(name).toLowerCase()] ?? '';
  });
}

/** The JavaScript MIME types of the HTML standard: a script of any of these types runs. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript', 'text/ecmascript',
  'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4',
  'text/javascript1.5', 'text/jscript', 'text/livescript', 'text/x-ecmascript', 'text/x-javascript',
]);

/**
 * Whether a <script> with these attributes runs. One of another type (the pages' `application/json` blocks of
 * rendered data, 100 KB and more) is a data block: the browser never runs it and checks no policy for it, so
 * it needs no hash, and hashing it was most of a page's policy time. Unsure means it runs (it gets a hash).
 * @param {string} attributes
 */
function runs(attributes) {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!type) return true;
  const value = attributeValue(type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return value === '' || value === 'module' || value === 'importmap' || JAVASCRIPT_TYPES.has(value);
}

/**
 * `'sha256-…'` sources of the page's inline code as sent, so the policy can allow exactly those and no
 * other: its <script> blocks, its <style> blocks (the shell's index.html, the frame and screens the
 * server rendered) and its `style="…"` attributes (the server's rendering of React's `style` props).
 * A page in pieces (server-render.js renderedPieces) splits no element that runs, so each piece is read
 * on its own (a data block split from its tag is never hashed, as it never runs).
 * @param {string | string[]} html the page, or its pieces
 */
export function inlineHashes(html) {
  const pieces = typeof html === 'string' ? [html] : html;
  /** @type {Set<string>} */
  const styles = new Set();
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styleAttributes = new Set();
  for (const piece of pieces) {
    const found = pieceHashes(piece);
    found.styles.forEach((h) => styles.add(h));
    found.scripts.forEach((h) => scripts.add(h));
    found.styleAttributes.forEach((h) => styleAttributes.add(h));
  }
  return { styles: [...styles], scripts: [...scripts], styleAttributes: [...styleAttributes] };
}

/**
 * The hashes of the pieces read lately, by their text. A page the edge keeps is sent again and again, and
 * each answer needs its policy: reading and hashing its 130 KB anew was 8 % of the host thread's time
 * under load (docs/performance.md, "Host time per answer of a kept page"). Kept by text, not by object: a page rendered on a
 * worker thread arrives as a new copy each time. Equal text, equal hashes: a kept answer is never stale.
 */
const HASHED_PIECES = new Map();
const HASHED_PIECES_MAX = 32;

/** @param {string} piece @returns {{ styles: string[], scripts: string[], styleAttributes: string[] }} */
function pieceHashes(piece) {
  const hit = HASHED_PIECES.get(piece);
  if (hit) return hit;
  /** @type {Set<string>} */
  const styles = new Set();
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styleAttributes = new Set();
  for (const m of piece.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(m[1] ?? ''));
  for (const m of piece.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) if (runs(m[1] ?? '')) scripts.add(sha256(m[2] ?? ''));
  // Inside a tag (nothing before it but the tag's name and other attributes); both React and the
  // templates write `>` in attribute values as an entity, so a tag ends at the first `>`.
  for (const m of piece.matchAll(/<[a-z][^\s/>]*\s(?:[^>]*?\s)?style\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    styleAttributes.add(sha256(attributeValue(m[1] ?? m[2] ?? m[3] ?? '')));
  }
  const found = { styles: [...styles], scripts: [...scripts], styleAttributes: [...styleAttributes] };
  HASHED_PIECES.set(piece, found);
  if (HASHED_PIECES.size > HASHED_PIECES_MAX) HASHED_PIECES.delete(/** @type {string} */ (HASHED_PIECES.keys().next().value));
  return found;
}

/** A fresh nonce for one HTML answer: 128 random bits (CSP's guidance), base64. */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * The page with its nonce where the page's code reads it (`cspNonce()` of @ph/ui): the head's first
 * element, `<meta property="csp-nonce" nonce="…">`. A nonce attribute, not a `content`, because browsers
 * hide a nonce attribute's value from the page's CSS and from getAttribute (no exfiltration by a selector).
 * @param {string} html @param {string} nonce
 */
export function withNonceMeta(html, nonce) {
  return nonceMetaParts(html, nonce).join('');
}

/**
 * The same page in pieces, for a host that writes them out as bytes: a rendered page is over 128 KB, and a
 * new string that large cost V8 about a millisecond on every answer (docs/performance.md, "first byte").
 * @param {string | string[]} html the page, or its pieces @param {string} nonce @returns {string[]}
 */
export function nonceMetaParts(html, nonce) {
  const pieces = typeof html === 'string' ? [html] : html;
  for (const [i, piece] of pieces.entries()) {
    const head = /<head(?:\s[^>]*)?>/i.exec(piece);
    if (!head) continue;
    const at = head.index + head[0].length;
    return [...pieces.slice(0, i), piece.slice(0, at), `<meta property="csp-nonce" nonce="${nonce}">`, piece.slice(at), ...pieces.slice(i + 1)];
  }
  return pieces;
}

/** @param {string[]} urls @returns {string[]} */
export function originsOf(urls) {
  const origins = new Set();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      /* not a URL: nothing to allow */
    }
  }
  return [...origins];
}

/**
 * The shell page's policy.
 * @param {{ remoteOrigins: string[], html: string | string[], nonce: string }} o
 */
export function pagePolicy(o) {
  const remotes = o.remoteOrigins;
  const inline = inlineHashes(o.html);
  return {
    defaultSrc: ["'self'"],
    // Module Federation loads each remote's entry and chunks with <script> from the remote's origin.
    // 'wasm-unsafe-eval' lets WebAssembly compile (no JavaScript eval).
    scriptSrc: ["'self'", ...remotes, ...STRIPE.script, ...inline.scripts, "'wasm-unsafe-eval'"],
    // @ph/ui's own sheet is a file ('self', or a remote's origin for a remote built from other @ph/ui
    // sources). The <style> elements the UI kit and the apps write in the browser carry this answer's
    // nonce (@ph/ui cspNonce.ts); those the server rendered into the page are allowed by their hashes
    // (rendered bodies are cached and shared by requests, so they cannot carry one answer's nonce).
    // No 'unsafe-inline': an injected <style> could read the page with attribute selectors.
    styleSrc: ["'self'", ...remotes, `'nonce-${o.nonce}'`, ...inline.styles],
    // style="…" attributes the server rendered (React's style props; in the browser React sets them
    // through the CSSOM, which no policy governs): exactly those, by hash. An attribute cannot select
    // anything, but nothing else needs one, so nothing else gets one.
    styleSrcAttr: inline.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...inline.styleAttributes] : ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...STRIPE.img],
    fontSrc: ["'self'", 'data:', ...remotes],
    // The federation runtime fetches each remote's mf-manifest.json; the editor fetches data:/blob: URLs
    // of images it made itself (nothing leaves the page that way).
    connectSrc: ["'self'", 'data:', 'blob:', ...remotes, ...STRIPE.connect],
    frameSrc: [...STRIPE.frame],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const common = {
  referrerPolicy: { policy: /** @type {const} */ ('strict-origin-when-cross-origin') },
  xFrameOptions: { action: /** @type {const} */ ('deny') },
  // Plain http on localhost: HSTS belongs to the TLS terminator of a real deployment.
  strictTransportSecurity: false,
};

/**
 * Sets the headers of one answer: the page policy for an HTML document of the shell, the plain set
 * (nosniff, Referrer-Policy, no framing) for everything else. Remote assets are loaded by the shell's
 * page from another origin, hence Cross-Origin-Resource-Policy: cross-origin there.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ page?: { remoteOrigins: string[], html: string | string[], nonce: string }, crossOrigin?: boolean }} o
 */
export function applySecurityHeaders(req, res, o) {
  const reportOnly = process.env.CSP_REPORT_ONLY === '1' || process.env.CSP_REPORT_ONLY === 'true';
  const middleware = helmet({
    ...common,
    contentSecurityPolicy: o.page ? { useDefaults: false, reportOnly, directives: pagePolicy(o.page) } : { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: o.crossOrigin ? 'cross-origin' : 'same-origin' },
    // Stripe's 3-D Secure may open a window of the bank; keep the opener for popups only.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  middleware(req, res, () => undefined);
}
