import { useContext } from 'react';
import { SsrLoadsContext } from './ssrData';
import { useLoad } from './useLoad';

/** The load key under which a server render tells the browser what it knew of the visitor. */
const KEY = 'visitor|without-session';

/**
 * Whether the page was rendered for a visitor who has no session yet (the request carried no session
 * cookie): they own nothing, so a page of theirs (the cart) can be rendered as empty instead of loading.
 * The browser hydrates with the server's answer, so both render the same; a screen mounted later in the
 * browser, or a page from an edge that does not say, gets false: it reads for itself as before.
 */
export function useVisitorWithoutSession(): boolean {
  const ssr = useContext(SsrLoadsContext);
  const known = useLoad(KEY, async () => ssr?.mode === 'server' && ssr.visitor?.session === false);
  return known.status === 'success' && known.data === true;
}

/**
 * In a server render, whether the edge saw the visitor without a session, known at once (not a load):
 * a read of what the visitor owns can then answer "nothing" there instead of being left to the browser,
 * so the render is whole. False in the browser and from an edge that does not say.
 */
export function useServerRenderWithoutSession(): boolean {
  const ssr = useContext(SsrLoadsContext);
  return ssr?.mode === 'server' && ssr.visitor?.session === false;
}

/**
 * In a server render of a page of what the visitor owns (their cart), the visitor's API token, for the
 * render's reads as them; asking for it makes the render personal (never kept, never shared). Null in
 * the browser (the page's own session does its reads there) and when the edge sent no token.
 */
export function useServerVisitorToken(): string | null {
  const ssr = useContext(SsrLoadsContext);
  return ssr?.mode === 'server' ? (ssr.visitorToken?.() ?? null) : null;
}
