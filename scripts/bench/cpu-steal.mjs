// @ts-check
// CPU steal: the share of time the hypervisor gave this virtual machine's cores to other guests
// (/proc/stat's `steal` column). On 2026-12-03 a shared 2-core machine lost 40–53 % of its cores under load
// (`vmstat`, `top`); that day's benches served the same build's warm pages at 75–87 requests/s instead of
// 234, and Lighthouse's simulated CPU figures stretched with it. The benchmark index alone did not say why.
import fs from 'node:fs';

/** The machine's cpu time so far in clock ticks: all of it and the stolen part; null off Linux. */
function ticks() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n').find((l) => l.startsWith('cpu '));
    if (!line) return null;
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, steal };
  } catch {
    return null;
  }
}

/**
 * Starts measuring: the function returned answers the share of CPU time stolen since (0–100, one
 * decimal), or null where the machine does not say (no /proc/stat).
 * @returns {() => number | null}
 */
export function stealMeter() {
  const from = ticks();
  return () => {
    const to = ticks();
    if (!from || !to || to.total <= from.total) return null;
    return Math.round((1000 * (to.steal - from.steal)) / (to.total - from.total)) / 10;
  };
}

/** A steal share for a report: "41 %", or "–" where unknown. @param {number | null} share */
export const stealText = (share) => (share === null ? '–' : `${Math.round(share)} %`);
