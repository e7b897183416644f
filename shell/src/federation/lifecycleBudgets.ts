import { setMountMaxTime } from 'single-spa';

/**
 * How long a remote's mount may take before single-spa calls it an error. Its default, 3 s, counts the
 * remote's message catalogue download and its hydration (in slices that yield to the browser), so a
 * slow phone on a slow network, or a busy 2-core machine, crossed it on a page that went on to work:
 * the console error it logged is what a monitoring tool counts as a broken page. 10 s is when a
 * shopper has given up; until then single-spa warns every 3 s, so a slow mount still shows.
 */
export const MOUNT_ERROR_AFTER_MS = 10_000;
export const MOUNT_WARNING_EVERY_MS = 3_000;

export function setLifecycleBudgets(): void {
  // false: a slow mount is waited out, never abandoned (the page would stay empty).
  setMountMaxTime(MOUNT_ERROR_AFTER_MS, false, MOUNT_WARNING_EVERY_MS);
}
