import type { FileChooser, Page } from '@playwright/test';

/**
 * The page's file pickers, listened for from the moment this is called. Playwright starts intercepting
 * pickers when a first listener is added but does not wait for the browser to confirm it, so a picker
 * opened right after `page.waitForEvent('filechooser')` can win that race and open unseen (the keyboard
 * editor spec waited its 90 s for one, in 1 run of 4 on two workers). Call it when the page opens,
 * well before the picker is asked for; `next()` is the next picker opened.
 */
export function fileChoosers(page: Page): { next(): Promise<FileChooser> } {
  const opened: FileChooser[] = [];
  const waiting: Array<(chooser: FileChooser) => void> = [];
  page.on('filechooser', (chooser) => {
    const waiter = waiting.shift();
    if (waiter) waiter(chooser);
    else opened.push(chooser);
  });
  return {
    next: () => {
      const chooser = opened.shift();
      return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
