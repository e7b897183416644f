// @ts-check
// Chromium performance traces for the benchmarks (CDP `Tracing`): the renderer main thread's tasks.

/** What `Tracing.start` records: enough for the main thread's tasks and the events they handle. */
export const TRACE_CATEGORIES = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline';

/**
 * Ends the Chromium performance trace and answers the durations (ms) of the page's main-thread tasks
 * in it: what each input and frame cost (input handling, script, style, layout, paint).
 * @param {import('@playwright/test').CDPSession} cdp
 */
export async function endTrace(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = /** @type {{ stream: string }} */ (await done);
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  /** @type {{ name: string, ph: string, pid: number, tid: number, dur?: number, args?: { name?: string } }[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.tid === e.tid && t.name === 'EventDispatch'));
  if (!main) throw new Error('the trace has no renderer main thread handling input');
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && typeof e.dur === 'number').map((e) => /** @type {number} */ (e.dur) / 1000);
  if (tasks.length === 0) throw new Error('the trace has no main-thread tasks: did the trace categories change?');
  return tasks;
}

/** Count, median, p95, max and how many exceed 50 ms, of durations or frame intervals (ms). @param {number[]} xs */
export function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
  return { frames: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? 0, over50: s.filter((x) => x > 50).length };
}
