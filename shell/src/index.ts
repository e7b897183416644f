import { yieldToMain } from '@ph/remote-kit/yield-to-main';

// Started by the page's inline first script (early.ts) once the first frame has been painted; the click
// keepers are already in place.
//
// Async boundary: the federation runtime negotiates shared modules before any app code runs. The start
// is cut into tasks: main.js's own (the federation runtime), then React DOM and the UI kit, each
// evaluated in a task of its own, then the bootstrap. In one piece, starting the runtime and evaluating
// the bootstrap's modules took a slow phone well over 50 ms at a time (Lighthouse's Total Blocking
// Time; docs/performance.md).
async function start(): Promise<void> {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('@ph/ui');
  await yieldToMain();
  await import('./bootstrap');
}

void start();
