// Security headers on every API answer (@fastify/helmet). The API answers JSON and, besides, a few
// pages of its own: the sandbox's 3-D Secure and bank pages and the dev outbox (inline <style>, no
// script, forms posting back to the API, which redirects to the storefront). Nothing may frame them.
// The storefront's own pages get their policy from the static host (scripts/lib/security-headers.mjs).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const storefront = new URL(config.storefrontUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        // The pages' own <style> blocks; with no script allowed anywhere, inline CSS is harmless.
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // The sandbox pages post to the API, which answers 303 to the storefront's payment page.
        formAction: ["'self'", storefront],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    // Product images and uploaded artwork are shown by the storefront's pages (same site).
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}

/** The API docs (swagger-ui) bring their own hashed policy; they may not be framed either. */
export function docsPolicy(header: string): string {
  return header
    .replace(/upgrade-insecure-requests;?/, '')
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .trim();
}
