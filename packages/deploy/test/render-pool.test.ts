// The render pool (src/render-pool.js): pages rendered on worker threads as the host's own renderer
// renders them, several at once, and served client-rendered when a thread is stuck or dies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memoryOrigin } from './helpers/memory-origin';
import { defaultPoolSize, renderPool, threadOf } from '../src/render-pool.js';
import { serverRenderer } from '../src/server-render.js';

const PAGE = '<!doctype html><html lang=en><head><title>Packhelp</title></head><body><div id=ph-header></div><main id=ph-page-body></main></body></html>';

/** The shell's server build: the route's owner from the path's first segment, a frame that says which thread drew it. */
const SHELL_BUILD = `exports.contract = 1;
exports.pageContext = (req) => ({ region: 'eu', pathPrefix: '', locale: 'en-US', owner: req.pathname.split('/')[1], localeRejected: false, alsoRender: [] });
exports.renderFrame = async () => ({ header: '<header>thread ' + require('node:worker_threads').threadId + '</header>', title: 'Boxes' });`;

const remoteBuild = (name: string, render: string) => `exports.contract = 1; exports.name = '${name}'; exports.render = ${render};`;

/** A rendered page as one string (the renderer hands the host a rendered page in pieces). */
const whole = <R extends { html: string | string[] }>(r: R) => ({ ...r, html: typeof r.html === 'string' ? r.html : r.html.join('') });
type Rendered = { html: string | string[]; rendered: boolean; personal?: boolean };
const wholePages = <P, R extends { render(page: P): Promise<Rendered> }>(r: R): Omit<R, 'render'> & { render(page: P): Promise<Rendered & { html: string }> } =>
  Object.assign(Object.create(r) as Omit<R, 'render'>, { render: (page: P) => r.render(page).then(whole) });

describe('defaultPoolSize', () => {
  it('renders on one thread beside the host’s on a machine of two cores or more, and on the host’s own on one core', () => {
    expect(defaultPoolSize({}, 2)).toBe(1);
    expect(defaultPoolSize({}, 16)).toBe(1);
    expect(defaultPoolSize({ RENDER_WORKERS: '' }, 2)).toBe(1);
    expect(defaultPoolSize({}, 1)).toBe(0);
  });

  it('takes RENDER_WORKERS when set, 0 meaning the host’s own thread, and refuses what is not a whole number of threads', () => {
    expect(defaultPoolSize({ RENDER_WORKERS: '0' }, 2)).toBe(0);
    expect(defaultPoolSize({ RENDER_WORKERS: '3' }, 1)).toBe(3);
    expect(() => defaultPoolSize({ RENDER_WORKERS: 'two' }, 2)).toThrow('RENDER_WORKERS must be a whole number from 0 to 32');
    expect(() => defaultPoolSize({ RENDER_WORKERS: '1.5' }, 2)).toThrow('RENDER_WORKERS must be a whole number from 0 to 32');
  });
});

describe('renderPool', () => {
  let shellDist: string;
  let remotes: Awaited<ReturnType<typeof memoryOrigin>>;
  const pools: ReturnType<typeof renderPool>[] = [];
  const pool = (o: Parameters<typeof renderPool>[0]) => {
    const p = renderPool(o);
    pools.push(p);
    return p;
  };
  const page = (pathname: string) => ({
    html: PAGE,
    url: new URL(`http://localhost${pathname}`),
    hostname: 'localhost',
    cookie: '',
    remotes: {
      catalogue: `${remotes.url}/catalogue/mf-manifest.json`,
      counter: `${remotes.url}/counter/mf-manifest.json`,
      stuck: `${remotes.url}/stuck/mf-manifest.json`,
      dies: `${remotes.url}/dies/mf-manifest.json`,
    },
    pseudoLocale: false,
    origin: 'http://localhost:3000',
  });

  beforeAll(async () => {
    shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-render-pool-'));
    fs.mkdirSync(path.join(shellDist, 'server'));
    fs.writeFileSync(path.join(shellDist, 'server/render.cjs'), SHELL_BUILD);
    remotes = await memoryOrigin({
      '/catalogue/server/render.cjs': remoteBuild('catalogue', 'async (i) => ({ html: "<h1>" + i.href + "</h1>", data: { "box|en": { title: "</script>" } } })'),
      // How many times this thread rendered it: shows whether a page came from the render cache.
      '/counter/server/render.cjs': remoteBuild('counter', 'async () => { globalThis.renders = (globalThis.renders ?? 0) + 1; return { html: "<p>render " + globalThis.renders + "</p>", data: {} }; }'),
      '/stuck/server/render.cjs': remoteBuild('stuck', '() => { for (;;) {} }'),
      '/dies/server/render.cjs': remoteBuild('dies', '() => process.exit(3)'),
    });
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await remotes.close();
    fs.rmSync(shellDist, { recursive: true, force: true });
  });

  it('renders a page as the host’s own renderer does', async () => {
    const config = { shellDist, apiBase: 'http://127.0.0.1:9/api' };
    const pooled = await pool({ size: 1 }).renderer(config, { log: () => undefined }).render(page('/catalogue/box')).then(whole);
    const own = await serverRenderer({ ...config, log: () => undefined }).render(page('/catalogue/box')).then(whole);
    expect(pooled.rendered).toBe(true);
    expect(pooled.html).toContain('<h1>/catalogue/box</h1>');
    expect(pooled.html).toContain('\\u003c/script>');
    // The same page but for the frame, which says which thread drew it.
    const threadless = (html: string) => html.replace(/thread \d+/, 'thread');
    expect(threadless(pooled.html)).toBe(threadless(own.html));
    expect(own.html).toContain('<header>thread 0</header>');
    expect(pooled.html).not.toContain('<header>thread 0</header>');
  });

  it('sends each page to one thread by its address, and spreads different pages over its threads', async () => {
    const p = pool({ size: 2 });
    const renderer = wholePages(p.renderer({ shellDist, apiBase: 'http://127.0.0.1:9/api' }, { log: () => undefined }));
    const paths = Array.from({ length: 20 }, (_, i) => `/catalogue/box-${i}`);
    const onZero = paths.find((x) => threadOf(`localhost|${x}`, 2) === 0);
    const onOne = paths.find((x) => threadOf(`localhost|${x}`, 2) === 1);
    const threadIn = (html: string) => /thread (\d+)/.exec(html)?.[1];
    const [a, b] = await Promise.all([renderer.render(page(onZero!)), renderer.render(page(onOne!))]);
    expect(threadIn(a.html)).not.toBe(threadIn(b.html));
    expect(p.size).toBe(2);
    expect(threadIn((await renderer.render(page(onZero!))).html)).toBe(threadIn(a.html));
    expect(threadIn((await renderer.render(page(onOne!))).html)).toBe(threadIn(b.html));
  });

  it('forgets rendered pages in its threads when told the catalogue changed', async () => {
    const renderer = wholePages(pool({ size: 1 }).renderer({ shellDist, apiBase: 'http://127.0.0.1:9/api' }, { log: () => undefined }));
    const first = await renderer.render(page('/counter/x'));
    expect((await renderer.render(page('/counter/x'))).html).toBe(first.html);
    renderer.invalidate();
    const again = await renderer.render(page('/counter/x'));
    expect(again.html).not.toBe(first.html);
    expect(again.html).toContain('<p>render 2</p>');
  });

  it('keeps each store’s rendered pages to that store, on a thread they share', async () => {
    const p = pool({ size: 1 });
    const config = { shellDist, apiBase: 'http://127.0.0.1:9/api' };
    const one = wholePages(p.renderer(config, { log: () => undefined }));
    const other = wholePages(p.renderer(config, { log: () => undefined }));
    const first = (await one.render(page('/counter/shared'))).html;
    expect((await other.render(page('/counter/shared'))).html).not.toBe(first);
    expect((await one.render(page('/counter/shared'))).html).toBe(first);
    other.close();
  });

  it('serves the page client-rendered, and says why, when its thread is stuck or dies; the next page renders on a new thread', async () => {
    const logged: string[] = [];
    const p = pool({ size: 1, answerLimitMs: 3_000 });
    const renderer = wholePages(p.renderer({ shellDist, apiBase: 'http://127.0.0.1:9/api' }, { log: (m) => logged.push(m) }));
    expect(await renderer.render(page('/stuck/x'))).toEqual({ html: PAGE, rendered: false });
    expect(logged).toEqual([expect.stringMatching(/\/stuck\/x: no answer from its render thread in 3000 ms; served client-rendered/)]);
    expect((await renderer.render(page('/catalogue/after-stuck'))).html).toContain('<h1>/catalogue/after-stuck</h1>');
    expect(await renderer.render(page('/dies/x'))).toEqual({ html: PAGE, rendered: false });
    expect(logged.at(-1)).toMatch(/a render thread stopped \(exit code 3\); the page is served client-rendered/);
    expect((await renderer.render(page('/catalogue/after-exit'))).html).toContain('<h1>/catalogue/after-exit</h1>');
  });
});
