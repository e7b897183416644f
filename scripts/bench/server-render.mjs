#!/usr/bin/env node
// @ts-check
// Issue 33's figures, server-rendered store against the same build served client-rendered
// (`serveStore({ serverRender: false })`), both as `pnpm start` serves them, one API (in-memory PGlite):
//   1. Lighthouse 12, default mobile preset, median of LH_RUNS (3) per route and mode, the two modes
//      interleaved run by run so that the machine's load falls on both alike; Lighthouse's own CPU
//      benchmark index and the 1-minute load average are kept beside every run.
//   2. The HTML page's response time under load: autocannon (in a child process, so the load generator
//      does not share the host's event loop) with 10 connections for 10 s per page, with the render cache
//      warm (one address) and cold (a new query string per request, so every request renders).
//   3. The JavaScript that must run before the page responds to a tap (docs/performance.md, "Server
//      rendering (issue 33)", says how it is counted), in Chromium with a 4× slower CPU.
// SSR_PARTS=lighthouse,ttfb,js picks parts; a run of fewer than all of them is printed, not written.
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const repo = path.resolve(path.dirname(self), '../..');

/** p-th percentile (0–100) of a list, nearest rank. @param {number[]} xs @param {number} p */
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
const median = (/** @type {number[]} */ xs) => percentile(xs, 50);
const load1 = () => os.loadavg()[0];

// ---- The load generator, run as `node server-render.mjs --load '<json>'` by part 2. ----
if (process.argv[2] === '--load') {
  const { default: autocannon } = await import('autocannon');
  const o = /** @type {{ url: string, path: string, connections: number, seconds: number, cold: boolean }} */ (JSON.parse(process.argv[3] ?? '{}'));
  let n = 0;
  /** @type {number[]} */
  const times = [];
  const instance = autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: [{
      method: 'GET',
      // Cold: the render cache is keyed by the address, so a new query string makes every request render.
      setupRequest: (req) => ({ ...req, path: o.cold ? `${o.path}${o.path.includes('?') ? '&' : '?'}bench=${(n += 1)}` : o.path }),
    }],
  });
  // autocannon's own percentiles skip the 95th: every response time is kept instead.
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  console.log(JSON.stringify({
    requests: times.length,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: Math.max(...times),
  }));
  process.exit(0);
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { chromium } = await import('@playwright/test');
const { startApi } = await import('../lib/api-process.mjs');
const { serveStore, REMOTES } = await import('../lib/static-host.mjs');
const { writeSection } = await import('./report.mjs');
const { stealMeter, stealText } = await import('./cpu-steal.mjs');

const PARTS = new Set((process.env.SSR_PARTS ?? 'lighthouse,ttfb,js').split(','));
const ROUTES = /** @type {const} */ ([
  ['Home', '/'],
  ['Category', '/packaging/luxury-packaging'],
  ['Product page', '/products/mailer-box'],
  ['Cart', '/cart/'],
]).filter(([, route]) => !process.env.SSR_ROUTES || process.env.SSR_ROUTES.split(',').includes(route));
// SSR_BUDGET_MS: the server render's read budget (server-render.js, 150 ms by default), to see what a render
// with all its reads answered would give on a loaded machine; such a run is printed, not written.
const RUNS = Number(process.env.LH_RUNS ?? 3);
// LH_CPU_SLOWDOWN: Lighthouse's CPU slowdown in place of the mobile preset's 4×, to see on a fast machine what a
// slower one gives. The benchmark index scales about inversely with CPU time, so 8× at index 2,000 stands for the
// preset's 4× at index 1,000. Such a run is printed, not written.
const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error(`LH_CPU_SLOWDOWN must be a number ≥ 1, not ${process.env.LH_CPU_SLOWDOWN}`);
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const API_PORT = 3850 + OFFSET;
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOAL = { lcp: 1800, tbt: 200, cls: 0.02, score: 95, js: 130, ttfb: 200 };

const started = new Date();
const loadAtStart = load1();
const wholeRunSteal = stealMeter();
const api = await startApi({ repo, port: API_PORT, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn' } });
/** The two modes: the store as `pnpm start` serves it, and the same with server rendering off. */
const MODES = /** @type {const} */ (['ssr', 'csr']);
/** @type {Record<'ssr' | 'csr', { url: string, close(): Promise<unknown> }>} */
const stores = {
  ssr: await serveStore({ repo, port: 3860 + OFFSET, apiPort: API_PORT, ...(process.env.SSR_BUDGET_MS ? { serverRenderBudgetMs: Number(process.env.SSR_BUDGET_MS) } : {}) }),
  csr: await serveStore({ repo, port: 3870 + OFFSET, apiPort: API_PORT, serverRender: false }),
};
const LABEL = { ssr: 'server-rendered', csr: 'client-rendered' };

/** What the server put into a route's page: the header, the route's body (for the report, and to fail loudly when SSR is off by mistake). */
const rendered = /** @type {Record<string, { header: boolean, body: boolean }>} */ ({});
for (const [, route] of ROUTES) {
  // One request per route and mode first: the API's read-through cache is warm in a store that has
  // served these pages before.
  for (const mode of MODES) await fetch(stores[mode].url + route).then((r) => r.text());
  const html = await fetch(stores.ssr.url + route).then((r) => r.text());
  rendered[route] = { header: /id="ph-header" data-ssr/.test(html), body: /<main id="ph-page-body"><div data-app="[^"]+" data-ssr/.test(html) };
}
console.log('server-rendered parts per route:', rendered);

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
const range = (/** @type {number[]} */ xs, digits = 1) => {
  const lo = Math.min(...xs).toFixed(digits);
  const hi = Math.max(...xs).toFixed(digits);
  return lo === hi ? lo : `${lo}–${hi}`;
};
const ok = (/** @type {boolean} */ met) => (met ? 'met' : '**not met**');

/** @type {string[]} */
const sections = [];

// ---- 1. Lighthouse ----
if (PARTS.has('lighthouse')) {
  const METRICS = /** @type {const} */ ([
    ['largest-contentful-paint', 'LCP', (/** @type {number} */ v) => ms(v), (/** @type {number} */ v) => v <= GOAL.lcp, '≤ 1.8 s'],
    ['total-blocking-time', 'TBT', (/** @type {number} */ v) => ms(v), (/** @type {number} */ v) => v <= GOAL.tbt, '≤ 200 ms'],
    ['cumulative-layout-shift', 'CLS', (/** @type {number} */ v) => v.toFixed(3), (/** @type {number} */ v) => v <= GOAL.cls, '≤ 0.02'],
    ['first-contentful-paint', 'FCP', (/** @type {number} */ v) => ms(v), null, ''],
    ['score', 'Score', (/** @type {number} */ v) => String(v), (/** @type {number} */ v) => v >= GOAL.score, '≥ 95'],
  ]);
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  // A browser per mode: both stores are on localhost, and a cookie is the host's, whatever the port. The
  // client-rendered store's product page makes a session (ph_session), which the server-rendered runs that
  // followed then sent: they were measured as a returning shopper's pages (no start on first use, the cart
  // rendered as theirs), not as the first visit Lighthouse means to measure.
  const chromes = { ssr: await launch(), csr: await launch() };
  /** @type {Record<string, Record<string, { values: Record<string, number[]>, bi: number[], load: number[], lcpElement: Set<string>, answered: string[], phases: Record<string, number[]>, scripts: number[] }>>} */
  const results = {};
  try {
    for (const [, route] of ROUTES) {
      results[route] = {};
      for (const mode of MODES) results[route][mode] = { values: Object.fromEntries(METRICS.map(([id]) => [id, []])), bi: [], load: [], lcpElement: new Set(), answered: [], phases: {}, scripts: [] };
      for (let i = 0; i < RUNS; i += 1) {
        for (const mode of MODES) {
          const r = results[route][mode];
          const loadNow = load1();
          // The page as the host serves it at this moment; Lighthouse's own request a second later gets the
          // same render from the edge's 10 s cache. Kept: how many of the body's reads the render answered
          // (a read over the render's budget is left to the browser, and that render is what is cached).
          const probe = await fetch(stores[mode].url + route).then((res) => res.text());
          const block = /<script type="application\/json" id="ph-ssr-[^"]+">([^<]*)<\/script>/.exec(probe)?.[1];
          r.answered.push(mode === 'csr' ? '' : block === undefined ? 'no body' : String(Object.keys(JSON.parse(block)).length));
          let lhr;
          // On a loaded machine the trace occasionally misses its navigation start (NO_NAVSTART): such a run
          // measured nothing and is run again (twice at most).
          for (let attempt = 1; ; attempt += 1) {
            const result = await lighthouse(stores[mode].url + route, { port: chromes[mode].port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}) });
            if (!result) throw new Error('Lighthouse returned no result');
            lhr = result.lhr;
            if (!lhr.runtimeError) break;
            if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
            console.log(`${route} ${mode} run ${i + 1}: ${lhr.runtimeError.code}, run again`);
          }
          for (const [id] of METRICS) {
            r.values[id]?.push(id === 'score' ? Math.round((lhr.categories.performance?.score ?? 0) * 100) : (lhr.audits[id]?.numericValue ?? NaN));
          }
          r.bi.push(lhr.environment.benchmarkIndex);
          // Whether the page ran its script before Lighthouse stopped: a page whole without script starts it on
          // first use, which Lighthouse never makes, so any script here is a page that was not whole (a render
          // over its budget, served client-rendered, or one with a read left to the browser). Its blocking time
          // is then the script's (docs/performance.md).
          const requests = /** @type {{ items?: { resourceType?: string }[] } | undefined} */ (lhr.audits['network-requests']?.details)?.items ?? [];
          r.scripts.push(requests.filter((x) => x.resourceType === 'Script').length);
          r.load.push(loadNow);
          const lcp = /** @type {{ items?: { items?: { node?: { selector?: string } }[] }[] } | undefined} */ (lhr.audits['largest-contentful-paint-element']?.details);
          r.lcpElement.add(lcp?.items?.[0]?.items?.[0]?.node?.selector ?? '?');
          // Lighthouse's split of the largest paint: TTFB, load delay, load time, render delay (its second table).
          const phaseItems = /** @type {{ items?: { phase?: string, timing?: number }[] }[]} */ (/** @type {{ items?: unknown[] }} */ (lcp ?? {}).items ?? [])[1]?.items ?? [];
          for (const x of phaseItems) if (x.phase) (r.phases[x.phase] ??= []).push(x.timing ?? 0);
          console.log(
            `${route} ${mode} run ${i + 1}: score ${r.values.score?.at(-1)}, LCP ${Math.round(r.values['largest-contentful-paint']?.at(-1) ?? 0)} ms, ` +
              `TBT ${Math.round(r.values['total-blocking-time']?.at(-1) ?? 0)} ms, CLS ${(r.values['cumulative-layout-shift']?.at(-1) ?? 0).toFixed(3)}, ` +
              `FCP ${Math.round(r.values['first-contentful-paint']?.at(-1) ?? 0)} ms, scripts ${r.scripts.at(-1)}, benchmark index ${lhr.environment.benchmarkIndex}, load ${loadNow.toFixed(1)}`,
          );
          // What moved, where a run has any shift: a CLS above 0 in one run is otherwise left without a cause.
          const shifts = /** @type {{ items?: { node?: { selector?: string, snippet?: string }, score?: number }[] } | undefined} */ (lhr.audits['layout-shifts']?.details);
          for (const item of shifts?.items ?? []) console.log(`${route} ${mode} run ${i + 1}: layout shift ${(item.score ?? 0).toFixed(4)} ${item.node?.selector ?? ''} ${(item.node?.snippet ?? '').slice(0, 160)}`);
        }
      }
    }
  } finally {
    await Promise.all([chromes.ssr.kill(), chromes.csr.kill()]);
  }
  const tables = METRICS.map(([id, label, fmt, meets, goal]) => [
    `#### ${label}${goal ? ` (goal ${goal})` : ''}`,
    '',
    `| Route | Before: ${LABEL.csr} | After: ${LABEL.ssr} |${meets ? ' Goal |' : ''} Benchmark index (before / after) | Load (before / after) |`,
    `|---|---:|---:|${meets ? '---|' : ''}---|---|`,
    ...ROUTES.map(([name, route]) => {
      const b = results[route]?.csr;
      const a = results[route]?.ssr;
      if (!a || !b) return `| ${name} | – | – |`;
      const after = median(a.values[id] ?? []);
      return `| ${name} \`${route}\` | ${fmt(median(b.values[id] ?? []))} | ${fmt(after)} |${meets ? ` ${ok(meets(after))} |` : ''} ` +
        `${range(b.bi, 0)} / ${range(a.bi, 0)} | ${range(b.load)} / ${range(a.load)} |`;
    }),
  ].join('\n'));
  const elements = [
    '| Route | Server-rendered parts | Reads answered in the render, per run | Scripts the server-rendered page loaded, per run | LCP element before | LCP element after | LCP phases before | LCP phases after |',
    '|---|---|---|---|---|---|---|---|',
    ...ROUTES.map(([name, route]) => {
      const parts = [rendered[route]?.header ? 'header' : '', rendered[route]?.body ? 'body' : ''].filter(Boolean).join(', ') || 'none';
      const el = (/** @type {'ssr' | 'csr'} */ m) => [...(results[route]?.[m]?.lcpElement ?? [])].map((e) => `\`${e}\``).join(', ');
      const phases = (/** @type {'ssr' | 'csr'} */ m) => Object.entries(results[route]?.[m]?.phases ?? {}).map(([p, xs]) => `${p} ${Math.round(median(xs))}`).join(', ');
      return `| ${name} | ${parts} | ${(results[route]?.ssr?.answered ?? []).join(', ')} | ${(results[route]?.ssr?.scripts ?? []).join(', ')} | ${el('csr')} | ${el('ssr')} | ${phases('csr')} | ${phases('ssr')} |`;
    }),
  ].join('\n');
  const text = [
    '### Lighthouse (mobile)',
    '',
    `Lighthouse 12, default mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs per route and mode, the ` +
      'two modes taking turns run by run, in Debian\'s Chromium. Beside each figure: Lighthouse\'s benchmark index of the runs ' +
      '(`lhr.environment.benchmarkIndex`; higher is a faster machine) and the 1-minute load average when each run started ' +
      '(min–max over the runs).',
    '',
    tables.join('\n\n'),
    '',
    elements,
    '',
    'Scripts: the script files the server-rendered page loaded while Lighthouse watched (0: the page came whole and waited ' +
      'for a first use that Lighthouse never makes; its blocking time is then the browser\'s own layout and paint).',
    '',
    "LCP phases: Lighthouse's split of the largest paint (its `largest-contentful-paint-element` audit), median of each phase " +
      'over the runs in ms: TTFB, Load Delay until the picture is requested, Load Time of the picture, Render Delay until it is painted.',
  ].join('\n');
  console.log(text);
  sections.push(text);
}

// ---- 2. HTML response time under load ----
if (PARTS.has('ttfb')) {
  const CONNECTIONS = Number(process.env.TTFB_CONNECTIONS ?? 10);
  const SECONDS = Number(process.env.TTFB_SECONDS ?? 10);
  /** @param {string} url @param {string} route @param {boolean} cold */
  const loadTest = (url, route, cold) => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [self, '--load', JSON.stringify({ url, path: route, connections: CONNECTIONS, seconds: SECONDS, cold })], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load test of ${route} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''));
      } catch (err) {
        reject(err);
      }
    });
  });
  // The host logs each page it had to serve client-rendered (a render over its budget): counted per line.
  let fellBack = 0;
  const warn = console.warn;
  console.warn = (/** @type {unknown[]} */ ...args) => {
    if (String(args[0]).includes('served client-rendered')) fellBack += 1;
    else warn(...args);
  };
  const rows = [];
  for (const [name, route] of ROUTES.filter(([, r]) => r === '/products/mailer-box' || r === '/')) {
    for (const mode of MODES) {
      for (const cold of [false, true]) {
        const loadNow = load1();
        const steal = stealMeter();
        fellBack = 0;
        const r = /** @type {{ requests: number, rps: number, non2xx: number, errors: number, p50: number, p95: number, p99: number, max: number }} */ (
          await loadTest(stores[mode].url, route, cold)
        );
        const stolen = steal();
        console.log(`${route} ${mode} ${cold ? 'cold' : 'warm'}:`, r, `served client-rendered ${fellBack}, load ${loadNow.toFixed(1)}, CPU steal ${stealText(stolen)}`);
        const cache = mode === 'csr' ? (cold ? 'new query each request' : 'one address') : cold ? 'cold: a render per request' : 'warm (kept page)';
        rows.push(
          `| ${name} \`${route}\` | ${LABEL[mode]} | ${cache} | ${r.requests} | ${Math.round(r.rps)} | ${Math.round(r.p50)} | **${Math.round(r.p95)}** | ${Math.round(r.p99)} | ` +
            `${mode === 'ssr' ? ok(r.p95 <= GOAL.ttfb) : ''} | ${mode === 'ssr' ? fellBack : '–'} | ${r.non2xx + r.errors} | ${loadNow.toFixed(1)} | ${stealText(stolen)} |`,
        );
      }
    }
  }
  const text = [
    '### HTML response time under load (goal: p95 ≤ 200 ms)',
    '',
    `autocannon, ${CONNECTIONS} connections for ${SECONDS} s per line, over loopback, \`Accept-Encoding: br, gzip\` as a browser sends, ` +
      'in a child process beside the host. The host sends a page in one piece (its length known), so a response time here is the ' +
      "page's time to first byte plus well under a millisecond. **Warm**: one address, so the page the edge keeps (per release, " +
      'store, language and address: 10 s, then given while it is made again) answers most requests; **cold**: a new query string per request, so every request renders the ' +
      "frame and the route's remote (the API's own read-through cache is warm in both). The client-rendered store has no render " +
      "cache (its first read is cached per read, not per address), so its two lines differ only by chance. Latencies in ms.",
    '',
    '| Page | Mode | Cache | Requests | req/s | p50 | p95 | p99 | Goal | Fell back | Errors | Load | CPU steal |',
    '|---|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|',
    ...rows,
    '',
    '"Fell back": requests the host served client-rendered because the render took longer than its budget ' +
      '(server-render.js: twice the 150 ms read budget plus 50 ms); they are fast, so they pull the percentiles down. ' +
      '"CPU steal": the share of the cores\' time the hypervisor gave to other machines during the line (/proc/stat); ' +
      'at 40 % the host, the load generator and the API share what is left of two cores.',
  ].join('\n');
  console.warn = warn;
  console.log(text);
  sections.push(text);
}

// ---- 3. JavaScript before the page responds to a tap ----
if (PARTS.has('js')) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  /** Port of each app's origin in a store, to name where a script came from. @param {string} base */
  const appsOf = (base) => {
    const port = Number(new URL(base).port);
    return new Map([[port, 'shell'], ...Object.keys(REMOTES).map((k, i) => /** @type {[number, string]} */ ([port + 1 + i, k]))]);
  };
  const rows = [];
  /** @type {string[]} */
  const breakdown = [];
  /**
   * A returning shopper's cart: a session (the cookie the browser's token store adopts) whose cart holds a
   * line, put in through the API. The server renders it loading (nothing of the visitor's is read there).
   * @param {string} base
   */
  const shopperWithLine = async (base) => {
    const api = `${base}/api`;
    const json = async (/** @type {Response} */ r) => {
      if (!r.ok) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
      return r.json();
    };
    const { token } = await json(await fetch(`${api}/users/anonymous`));
    const headers = { 'content-type': 'application/json', 'x-api-token': token, 'x-region': 'eu' };
    const variants = await json(await fetch(`${api}/v2/variants?region=eu&external_pim_id[]=1001`, { headers }));
    const variant = variants.data[0];
    const { order } = await json(await fetch(`${api}/v2/orders`, { method: 'POST', headers, body: JSON.stringify({ currency: 'EUR' }) }));
    await json(await fetch(`${api}/v2/orders/${order.id}/line_item`, { method: 'POST', headers, body: JSON.stringify({ variant_id: variant.id, quantity: Math.max(100, variant.volume_prices[0].range_start) }) }));
    return [{ name: 'ph_session', value: token, url: base }];
  };
  const JS_ROUTES = /** @type {Array<readonly [string, string, boolean]>} */ ([
    ...ROUTES.map(([name, route]) => /** @type {const} */ ([name, route, false])),
    ...ROUTES.filter(([, route]) => route === '/cart/').map(() => /** @type {const} */ (['Cart with a line', '/cart/', true])),
  ]);
  try {
    for (const [name, route, withLine] of JS_ROUTES) {
      for (const mode of MODES) {
        const context = await browser.newContext();
        if (withLine) await context.addCookies(await shopperWithLine(stores[mode].url));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // The moment every control of the header and of the route's body responds to a tap: a control the
        // browser operates itself (a link, a popover's button, a form the edge answers and its fields)
        // does from the moment the page's HTML is parsed; any other (a button with a React handler, a
        // field a script reads) once it is bound to React (its DOM node carries React's props).
        await page.addInitScript(() => {
          const w = /** @type {any} */ (window);
          const byBrowser = (/** @type {Element} */ c) =>
            c.matches('a[href], input[type="hidden"]') ||
            // A control that is not shown (kept invisible until the script can run it) cannot be tapped.
            !c.checkVisibility({ visibilityProperty: true }) ||
            (c.hasAttribute('popovertarget') && document.getElementById(c.getAttribute('popovertarget') ?? '') !== null) ||
            // A button that opens or closes a dialog by itself (HTML's invoker commands).
            (c.hasAttribute('commandfor') && document.getElementById(c.getAttribute('commandfor') ?? '') instanceof HTMLDialogElement) ||
            // A field or button belongs to the form it names (`form="…"`) or sits in; a plain button
            // (type="button") in such a form does nothing without script.
            ((c.getAttribute('type') !== 'button' || c.tagName !== 'BUTTON') &&
              ((/** @type {HTMLInputElement} */ (c).form ?? c.closest('form'))?.hasAttribute('action') ?? false));
          const bound = (/** @type {Element | null} */ root) => {
            if (!root) return false;
            const controls = [...root.querySelectorAll('a[href], button, input, select, textarea')];
            return controls.length > 0 && controls.every((c) => byBrowser(c) || Object.keys(c).some((k) => k.startsWith('__reactProps$')));
          };
          const needsScript = (/** @type {Element} */ root) => [...root.querySelectorAll('a[href], button, input, select, textarea')].some((c) => !byBrowser(c));
          const poll = () => {
            const body = document.querySelector('#ph-page-body [data-app]');
            if (!w.__phBound?.header && bound(document.getElementById('ph-header'))) w.__phBound = { ...w.__phBound, header: performance.now() };
            const bodyLive = body && (body.getAttribute('data-ssr') === null || !needsScript(body));
            if (!w.__phBound?.body && bodyLive && bound(body)) w.__phBound = { ...w.__phBound, body: performance.now() };
            if (!w.__phBound?.header || !w.__phBound?.body) setTimeout(poll, 10);
          };
          // The page's controls are all there once its HTML is parsed.
          document.addEventListener('DOMContentLoaded', poll);
        });
        /** @type {Map<string, { gzip: number }>} */
        const bodies = new Map();
        page.on('response', async (res) => {
          if (res.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(res.url())) return;
          try {
            const body = await res.body();
            bodies.set(res.url(), { gzip: zlib.gzipSync(body, { level: 9 }).length });
          } catch {
            /* a failed or redirected response has no body */
          }
        });
        await page.goto(stores[mode].url + route, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => /** @type {any} */ (window).__phBound?.body && /** @type {any} */ (window).__phBound?.header, null, { timeout: 30_000 });
        const timing = /** @type {{ bound: { header: number, body: number }, inline: string[], scripts: { url: string, end: number }[] }} */ (await page.evaluate(() => ({
          bound: /** @type {any} */ (window).__phBound,
          // The page's own inline script (shell/src/early.ts) runs before anything: it counts too.
          inline: [...document.querySelectorAll('script:not([src])')].filter((el) => !el.getAttribute('type') || /javascript|module/.test(el.getAttribute('type') ?? '')).map((el) => el.textContent ?? ''),
          scripts: performance.getEntriesByType('resource')
            .filter((e) => /\.m?js(\?|$)/.test(e.name))
            .map((e) => ({ url: e.name, end: /** @type {PerformanceResourceTiming} */ (e).responseEnd })),
        })));
        await context.close();
        const tap = Math.max(timing.bound.header, timing.bound.body);
        const apps = appsOf(stores[mode].url);
        /** @type {Map<string, number>} */
        const byApp = new Map();
        const inlineGz = timing.inline.reduce((n, text) => n + zlib.gzipSync(text, { level: 9 }).length, 0);
        let before = inlineGz;
        let total = inlineGz;
        let count = 0;
        if (inlineGz > 0) byApp.set('inline', inlineGz);
        for (const s of timing.scripts) {
          const gz = bodies.get(s.url)?.gzip ?? 0;
          total += gz;
          if (process.env.SSR_JS_FILES) console.log(`  ${s.end > tap ? 'after ' : 'before'} ${(gz / 1024).toFixed(1).padStart(6)} KB ${Math.round(s.end).toString().padStart(6)} ms ${s.url}`);
          if (s.end > tap) continue;
          before += gz;
          count += 1;
          const app = apps.get(Number(new URL(s.url).port)) ?? new URL(s.url).host;
          byApp.set(app, (byApp.get(app) ?? 0) + gz);
        }
        console.log(`${route} ${mode}: header bound at ${Math.round(timing.bound.header)} ms, body at ${Math.round(timing.bound.body)} ms; ${kb(before)} KB gzip before, ${kb(total)} KB in all`);
        rows.push(
          `| ${name} \`${route}\` | ${LABEL[mode]} | ${count} | **${kb(before)}** | ${mode === 'ssr' ? ok(before / 1024 <= GOAL.js) : ''} | ${kb(total)} | ` +
            `${Math.round(timing.bound.header)} / ${Math.round(timing.bound.body)} |`,
        );
        if (mode === 'ssr') breakdown.push(`| ${name} | ${[...byApp].sort((a, b) => b[1] - a[1]).map(([app, n]) => `${app} ${kb(n)}`).join(', ')} |`);
      }
    }
  } finally {
    await browser.close();
  }
  const text = [
    '### JavaScript before the page responds to a tap (goal ≤ 130 KB gzip)',
    '',
    "How it is counted: the gzip -9 JavaScript the page has downloaded and run by the moment every control of the header and " +
      "of the route's body responds to a tap. A control the browser operates itself responds once the page's HTML is parsed: a " +
      'link, a popover\'s button (the header\'s Menu, account and store menus), a button that opens or closes a native dialog ' +
      '(invoker commands: the cart\'s "Remove"), a form the edge answers and its fields and submit buttons (the store ' +
      'panel; Search and Cart, which go to their pages until the script opens their dialogs; the cart\'s changes); a control ' +
      'kept invisible until the script runs it (a quantity\'s +/−) cannot be tapped and is not waited for. Any other control (add to cart, ' +
      'a configurator choice, a filter) responds once React has bound it (hydrated, or rendered by the browser when nothing was ' +
      "server-rendered). The page's inline first script (shell/src/early.ts) always counts. Measured in Chromium with the CPU " +
      'slowed 4× and no network throttling, one load per route and mode. A script that finishes downloading before that moment ' +
      'is counted even if it was only preloaded; what loads later is in the "all" column (until the network is idle). The ' +
      "bound times are ms from navigation start (header / body). The consent banner's buttons are not among the controls: " +
      'a click on one before the consent remote has loaded is kept and carried out when it has (@ph/contracts/consent-banner).',
    '',
    '| Route | Mode | Scripts | Gzip KB before a tap works | Goal | Gzip KB all | Bound at (ms) |',
    '|---|---|---:|---:|---|---:|---:|',
    ...rows,
    '',
    'Where the server-rendered pages\' JavaScript before a tap comes from (gzip KB by origin):',
    '',
    '| Route | By app |',
    '|---|---|',
    ...breakdown,
  ].join('\n');
  console.log(text);
  sections.push(text);
}

await Promise.all(MODES.map((m) => stores[m].close()));
await api.stop();

if (PARTS.size === 3 && sections.length === 3 && !process.env.SSR_ROUTES && !process.env.SSR_BUDGET_MS && CPU_SLOWDOWN === undefined) {
  writeSection(
    repo,
    'Server rendering (issue 33)',
    `Command: \`node scripts/bench/server-render.mjs\` (part of \`pnpm bench\`), measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC ` +
      `on this project's machine (${os.cpus().length} shared cores, ${os.cpus()[0]?.model ?? '?'}; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ` +
      `${load1().toFixed(1)} at the end: the bench's own browser, host and API count in it, and anything else running on the cores stretches the simulated CPU figures; ` +
      `CPU steal ${stealText(wholeRunSteal())} over the whole run: the share of the cores' time the hypervisor gave to other machines, scripts/bench/cpu-steal.mjs). ` +
      'Production build served as `pnpm start` serves it (scripts/lib/static-host.mjs `serveStore`), API on in-memory PGlite. ' +
      '**Before** is the same build with `serverRender: false` (the page rendered in the browser, with the first read inline); ' +
      '**after** is the default: the edge renders the shell\'s header and, where the route\'s remote has a server build, its body ' +
      '(packages/deploy/src/server-render.js).\n\n' +
      sections.join('\n\n'),
  );
}
