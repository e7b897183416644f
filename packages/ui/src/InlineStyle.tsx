import { cspNonce } from './cspNonce';

/**
 * A `<style>` element rendered by React, for rules the server's HTML must carry so its first paint is
 * styled (the shell's frame, a screen's layout). In the browser it carries the page's nonce. On the
 * server no nonce is known (rendered bodies are shared by requests, each with its own nonce): the host
 * allows the server's element by its hash instead (scripts/lib/security-headers.mjs). That attribute is
 * the one difference between the server's element and the browser's, and React reports it on hydration
 * unless told; the element then keeps the server's attributes, which the hash allows.
 */
export function InlineStyle({ css }: { css: string }) {
  return (
    <style nonce={cspNonce()} suppressHydrationWarning>
      {css}
    </style>
  );
}
