/**
 * Ends the current task: what follows the returned promise runs in a new one, after the browser has had
 * its chance to handle a tap or paint. Start-up work that ran in one piece (the shell's start, a remote's
 * mount) is cut into pieces with it, each short enough not to block the page for long (Lighthouse's Total
 * Blocking Time counts every task over 50 ms on a slow phone; docs/performance.md). `scheduler.yield`
 * where the browser has it (the continuation goes before other queued tasks), a new task otherwise.
 */
export function yieldToMain(): Promise<void> {
  // A tab in the background paints nothing and takes no taps, and the browser runs its timers once a
  // second at most: yielding there would only delay the page's start by seconds.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
