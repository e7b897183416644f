import { startAfterPaint } from './startAfterPaint';

/**
 * The id of the data block in which the page's host lists what to fetch ahead of the shell's code
 * (packages/deploy/src/page-head.js): the shell's first chunks and the route remote's manifest and code.
 */
const AFTER_PAINT_PRELOADS_ID = 'ph-preloads';

interface AfterPaintPreloads {
  scripts?: unknown;
  manifests?: unknown;
}

const urls = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function preloadsOf(doc: Document): { scripts: string[]; manifests: string[] } {
  const text = doc.getElementById(AFTER_PAINT_PRELOADS_ID)?.textContent;
  if (!text) return { scripts: [], manifests: [] };
  try {
    const list = JSON.parse(text) as AfterPaintPreloads;
    return { scripts: urls(list.scripts), manifests: urls(list.manifests) };
  } catch {
    // A page without usable hints still starts: main.js asks for the same files itself.
    return { scripts: [], manifests: [] };
  }
}

function preload(doc: Document, href: string, as: 'script' | 'fetch'): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // The federation runtime fetches a manifest with fetch() (CORS, no credentials): the preload must match.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  // Below main.js: on a slow line a picture of the page may still be on its way.
  link.setAttribute('fetchpriority', 'low');
  doc.head.append(link);
}

/**
 * Starts the shell (main.js) once the page's body has been parsed and, on a server-rendered page, its
 * first frame painted (startAfterPaint); with it, the preloads the host listed. Listed as `<link
 * rel="preload">` in the head, these files were fetched beside the largest picture and, in
 * Lighthouse's simulation of a slow phone, held its paint back by 0.6–1.4 s (docs/performance.md); the
 * preloads still save main.js's round trip, as they start with it.
 */
export function startShell(doc: Document, main: string | undefined): void {
  const start = () => {
    if (!main) throw new Error('index.html names no main script (data-main)');
    const script = doc.createElement('script');
    script.src = main;
    doc.head.append(script);
    // In a task of their own: twenty-odd preloads take the browser several milliseconds to start, and
    // main.js needs a round trip before it runs anyway.
    setTimeout(() => {
      const { scripts, manifests } = preloadsOf(doc);
      manifests.forEach((href) => preload(doc, href, 'fetch'));
      scripts.forEach((href) => preload(doc, href, 'script'));
    }, 0);
  };
  // Whether the page was server-rendered is known once its body has been parsed.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => startAfterPaint(doc, start), { once: true });
  else startAfterPaint(doc, start);
}
