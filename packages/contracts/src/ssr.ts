// Server rendering (docs/architecture.md#server-rendering): what the edge server hands a remote's server
// entry and what it gets back, and the one switch every package reads to know that it runs on the server.
import type { RemoteMountProps } from './lifecycle';

/** Bumped when the shape below changes: the edge refuses a server entry of another version (and serves the page client-rendered). */
export const SERVER_RENDER_CONTRACT = 1;

export interface ServerRenderInput extends Pick<RemoteMountProps, 'region' | 'locale' | 'pathPrefix'> {
  /** The address being rendered: path and query (`/products/mailer-box?x=1`). */
  href: string;
  /** Absolute base of the commerce API for the reads the render makes (`http://127.0.0.1:3100/api/`). */
  apiBase: string;
  /** Reads still unanswered after this many milliseconds are left to the browser (the page shows them loading). */
  budgetMs: number;
  /**
   * What the edge knows of the visitor from the request: `session: false` when it carries no session
   * cookie (SESSION_COOKIE of ./http), so the visitor owns nothing yet (an empty cart can be rendered as
   * such). Absent from an older edge: a remote then assumes nothing.
   * `token`: the visitor's API token (the session cookie's), for a page that shows what the visitor owns
   * (their cart). A render that reads with it says so (`personal`), and the edge then neither keeps nor
   * shares it; one that does not use it is the same render every visitor gets.
   */
  visitor?: { session: boolean; token?: string };
  /**
   * The edge's fetch for the render's reads of the API. It answers the catalogue's public reads (no visitor
   * token) from a short cache of its own, dropped on every catalogue change, as Hydrogen caches a page's
   * sub-requests: a home page is a dozen such reads. Absent from an older edge: the render uses `fetch`.
   */
  fetch?: typeof fetch;
}

export interface ServerRenderOutput {
  /** The application's markup, to be placed in its mount point (`<div data-app=… data-ssr>`). */
  html: string;
  /** What the render read, by load key, for the browser to hydrate from (inlined once, as JSON). */
  data: Record<string, unknown>;
  /**
   * No read was left out because the budget ran out: a render that is not complete is still served, but
   * the edge does not keep it for the next visitor (who should get the next, perhaps complete, render).
   */
  complete?: boolean;
  /**
   * Every read the render made was answered: nothing of it waits for the browser (a read that failed, such
   * as a product that does not exist, is shown by the browser's render). Only a page whose renders are all
   * whole may start its script on first use (BOOT_ON_USE); a render that does not say is taken as not whole.
   */
  whole?: boolean;
  /** Markup for the page's head that the application's markup needs to look right before any script (its styles). */
  head?: string;
  /**
   * The render read as the visitor (with `visitor.token`): it shows what only they may see. The edge serves
   * it to them alone (`Cache-Control: private, no-store`), never from or into its render cache.
   */
  personal?: boolean;
}

/** The module a remote's server build (`dist/server/render.cjs`) exports. */
export interface ServerEntry {
  contract: typeof SERVER_RENDER_CONTRACT;
  /** The remote's federation name, as in remotes.json. */
  name: string;
  render(input: ServerRenderInput): Promise<ServerRenderOutput>;
}

/** The id of the data block of an application's server render (`ph-ssr-catalogue`). */
export const ssrDataId = (app: string): string => `ph-ssr-${app}`;

interface ServerEnvironment {
  apiBase: string;
  /** The edge's fetch for the API (ServerRenderInput's `fetch`), if it gave one. */
  fetch?: typeof fetch;
}

let server: ServerEnvironment | null = null;

/** Called once by a server entry: from then on this bundle renders on the server (no window, no session). */
export function enterServerEnvironment(env: ServerEnvironment): void {
  server = env;
}

/** The server's environment while rendering on the server; null in a browser. */
export function serverEnvironment(): ServerEnvironment | null {
  return server;
}
