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

/**
 * `'sha256-…'` sources of the page's inline <style> and <script> blocks, so the policy can allow exactly
 * those and no other inline code (used for scripts; see styleSrc below).
 * @param {string} html
 */
export function inlineHashes(html) {
  /** @param {RegExp} re */
  const hashes = (re) =>
    [...html.matchAll(re)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
  return {
    styles: hashes(/<style\b[^>]*>([\s\S]*?)<\/style>/gi),
    scripts: hashes(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
  };
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
 * @param {{ remoteOrigins: string[], html: string }} o
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
    // sources), but its font faces and every app's layout rules are <style> elements written at run time,
    // so styles need 'unsafe-inline' (with it, browsers ignore hashes, so none are listed). Scripts stay
    // strict: no inline code but the page's own by hash, no eval. Next step: a per-request nonce that
    // packages/ui puts on its <style> elements, then drop 'unsafe-inline'.
    styleSrc: ["'self'", ...remotes, "'unsafe-inline'"],
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
 * @param {{ page?: { remoteOrigins: string[], html: string }, crossOrigin?: boolean }} o
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
