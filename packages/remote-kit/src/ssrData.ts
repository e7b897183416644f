// What a server render read, shared between the server and the browser's hydration
// (docs/architecture.md#server-rendering). On the server, `useLoad` asks the render's reader for each key:
// the load runs once per render, React waits for it (Suspense, `use`), and what it answered goes into
// the page. In the browser, the hydrating root hands the same answers back, so the first render is the
// server's markup and the screen does not read again.
import { createContext } from 'react';

export type ServerLoadResult = { ok: true; data: unknown } | { ok: false };

export interface ServerLoads {
  mode: 'server';
  /** What the edge knows of the visitor (ServerRenderInput's `visitor`). */
  visitor?: { session: boolean };
  /**
   * The visitor's API token when the edge sent one (a page of what they own), else null. Asking for it
   * makes the render personal: the edge serves it to this visitor only and never keeps it.
   */
  visitorToken?(): string | null;
  /** The load's answer (a promise React waits on); a failed or late load is `{ ok: false }`. */
  read(key: string, load: (signal: AbortSignal) => Promise<unknown>): Promise<ServerLoadResult>;
}

export interface HydrationLoads {
  mode: 'hydrate';
  /**
   * The server's answer for this key. `useLoad` asks only while React hydrates the server's markup:
   * a screen that mounts later reads for itself (the page's answers are as old as the page).
   */
  take(key: string): { data: unknown } | undefined;
}

export const SsrLoadsContext = createContext<ServerLoads | HydrationLoads | null>(null);

/** The browser's side: the answers the page carries. */
export function hydrationLoads(data: Record<string, unknown>): HydrationLoads {
  return {
    mode: 'hydrate',
    take: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? { data: data[key] } : undefined),
  };
}
