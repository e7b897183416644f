// Started by the page's inline first script (early.ts) once the first frame has been painted; the click
// keepers are already in place.
//
// Async boundary: the federation runtime negotiates shared modules before any app code runs. The start
// is cut into tasks: main.js's own (the federation runtime), then React DOM and the UI kit, each
// evaluated in a task of its own, then the bootstrap. In one piece, starting the runtime and evaluating
// the bootstrap's modules took a slow phone well over 50 ms at a time (Lighthouse's Total Blocking
// Time; docs/performance.md).
// Not in a background tab: it paints nothing, and its timers run once a second at most. (Not
// @ph/remote-kit's yieldToMain: the entry imports nothing, so that the bootstrap's chunks stay what the
// budget check counts as the shell's start, initial-js-plugin.cjs.)
const nextTask = () => (document.visibilityState === 'hidden' ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@ph/ui');
  await nextTask();
  await import('./bootstrap');
}

void start();
