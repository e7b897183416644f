// The edge's server renderer (src/server-render.js): loading server builds by URL, writing what they
// rendered into the shell's page, and serving the page client-rendered whenever rendering fails.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { memoryOrigin } from './helpers/memory-origin';
import { ARRIVAL_PARAMS as CONTRACT_ARRIVAL_PARAMS, BOOT_ATTRIBUTE as CONTRACT_BOOT_ATTRIBUTE, BOOT_ON_USE as CONTRACT_BOOT_ON_USE } from '../../contracts/src/http';
import {
  ARRIVAL_PARAMS,
  BOOT_ATTRIBUTE,
  BOOT_ON_USE,
  evaluateServerBuild,
  followCatalogueChanges,
  mayBootOnUse,
  serverEntryLoader,
  serverRenderer,
  renderedPieces,
  writeRendered,
} from '../src/server-render.js';

const PAGE = '<!doctype html><html lang=en><head><title>Packhelp</title></head><body><div id=ph-header></div><main id=ph-page-body></main><div id=ph-consent-ui></div></body></html>';

/** A shell's dist folder (a temporary one) holding only its server build, `source`. */
function shellBuild(source: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ph-shell-'));
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'server/render.cjs'), source);
  return dist;
}

const build = (render: string) => `exports.contract = 1; exports.name = 'catalogue'; exports.render = ${render};`;

describe('writeRendered', () => {
  it('puts the frame, the body and its answers into the page, with nothing in the data able to end its element', () => {
    const html = writeRendered(PAGE, {
      lang: 'de-DE',
      title: 'Verpackung <&>',
      header: '<header>h</header>',
      apps: [
        { name: 'catalogue', mountPoint: 'ph-page-body', html: '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/><h1>Box</h1>', data: { p: { title: '</script><script>alert(1)</script>' } } },
        { name: 'consent', mountPoint: 'ph-consent-ui', html: '<section>Cookies</section>', data: {}, head: '<style id="c">.c{}</style>' },
      ],
    });
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<title>Verpackung &lt;&amp;&gt;</title>');
    expect(html).toContain('<div id="ph-header" data-ssr=""><header>h</header></div>');
    expect(html).toContain('<main id="ph-page-body"><div data-app="catalogue" data-ssr=""><h1>Box</h1></div>');
    expect(html).toContain('<script type="application/json" id="ph-ssr-catalogue">{"p":{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>');
    expect(html).toContain('<div id="ph-consent-ui"><div data-app="consent" data-ssr=""><section>Cookies</section></div><script type="application/json" id="ph-ssr-consent">{}</script></div>');
    expect(html).toContain('<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/><style id="c">.c{}</style></head>');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('finds every place in the shell\'s page, never in what a render wrote', () => {
    const html = writeRendered(PAGE, {
      lang: 'en',
      header: '<header><div id="ph-consent-ui"></div></header>',
      apps: [{ name: 'consent', mountPoint: 'ph-consent-ui', html: '<section>$& Cookies $1</section>', data: { t: '$`' } }],
    });
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>Packhelp</title></head><body><div id="ph-header" data-ssr=""><header><div id="ph-consent-ui"></div></header></div>' +
        '<main id=ph-page-body></main><div id="ph-consent-ui"><div data-app="consent" data-ssr=""><section>$& Cookies $1</section></div>' +
        '<script type="application/json" id="ph-ssr-consent">{"t":"$`"}</script></div></body></html>',
    );
  });

  it('hands the page over in pieces, each large body and its answers a piece of its own', () => {
    const body = `<h1>Box</h1>${'<p>€ 1,00</p>'.repeat(2_000)}`;
    const parts = { lang: 'en', header: '<header>h</header>', apps: [{ name: 'catalogue', mountPoint: 'ph-page-body', html: body, data: { rows: 'x'.repeat(20_000) } }] };
    const pieces = renderedPieces(PAGE, parts);
    expect(pieces.join('')).toBe(writeRendered(PAGE, parts));
    expect(pieces).toContain(body);
    expect(pieces).toContain(JSON.stringify({ rows: 'x'.repeat(20_000) }));
    expect(pieces.length).toBeLessThanOrEqual(5);
  });

  it('leaves a page alone where nothing was rendered', () => {
    expect(writeRendered(PAGE, { lang: 'en' })).toBe(PAGE.replace('<html lang=en>', '<html lang="en">'));
  });
});

describe('starting the script on first use', () => {
  it('names the mark and the arrival parameters as the contract does', () => {
    expect([BOOT_ATTRIBUTE, BOOT_ON_USE]).toEqual([CONTRACT_BOOT_ATTRIBUTE, CONTRACT_BOOT_ON_USE]);
    expect(ARRIVAL_PARAMS).toEqual([...CONTRACT_ARRIVAL_PARAMS]);
  });

  it('marks only a page that is whole without script, for a visitor with no session and nothing to take from the address', () => {
    const whole = { header: true, apps: [{ whole: true }, { whole: true }], session: false, url: new URL('http://x/products/box?quantity=500'), localeRejected: false };
    expect(mayBootOnUse(whole)).toBe(true);
    expect(mayBootOnUse({ ...whole, header: false })).toBe(false);
    expect(mayBootOnUse({ ...whole, apps: [] })).toBe(false);
    expect(mayBootOnUse({ ...whole, apps: [{ whole: true }, null] })).toBe(false);
    expect(mayBootOnUse({ ...whole, apps: [{ whole: false }, { whole: true }] })).toBe(false);
    // A release built before renders said whether they were whole.
    expect(mayBootOnUse({ ...whole, apps: [{}, { whole: true }] })).toBe(false);
    expect(mayBootOnUse({ ...whole, session: true })).toBe(false);
    expect(mayBootOnUse({ ...whole, localeRejected: true })).toBe(false);
    for (const p of ['ref', 'partner_key', 'ps_partner_key', 'handoff']) expect(mayBootOnUse({ ...whole, url: new URL(`http://x/?${p}=ABC123`) })).toBe(false);
  });

  it('writes the mark on the page element', () => {
    expect(writeRendered(PAGE, { lang: 'de-DE', bootOnUse: true })).toContain('<html lang="de-DE" data-boot="on-use">');
    expect(writeRendered(PAGE, { lang: 'de-DE', bootOnUse: false })).toContain('<html lang="de-DE">');
  });
});

describe('evaluateServerBuild', () => {
  it('runs a server build that needs only Node’s own modules', () => {
    const mod = evaluateServerBuild("exports.sep = require('node:path').sep;", 'a.cjs') as { sep: string };
    expect(mod.sep).toBe('/');
  });
  it('refuses one that requires anything else (a release must carry its dependencies)', () => {
    expect(() => evaluateServerBuild("require('react')", 'b.cjs')).toThrow(/may require only Node's own modules/);
  });
});

describe('serverEntryLoader', () => {
  it('loads a server build by URL, says when there is none, and refuses another contract', async () => {
    const remote = await memoryOrigin({
      '/good/server/render.cjs': build('async () => ({ html: "", data: {} })'),
      '/old/server/render.cjs': "exports.contract = 0; exports.render = () => null;",
      '/broken/server/render.cjs': 'throw new Error("boom")',
    });
    try {
      const load = serverEntryLoader();
      expect(await load(`${remote.url}/good/server/render.cjs`)).toMatchObject({ contract: 1, name: 'catalogue' });
      expect(await load(`${remote.url}/none/server/render.cjs`)).toMatchObject({ absent: true });
      expect(await load(`${remote.url}/old/server/render.cjs`)).toMatchObject({ error: expect.stringMatching(/not a server build of contract 1/) });
      expect(await load(`${remote.url}/broken/server/render.cjs`)).toMatchObject({ error: expect.stringMatching(/boom/) });
    } finally {
      await remote.close();
    }
  });
});

describe('serverEntryLoader past its lifetime', () => {
  /** Asks until `done` holds of the loader's answer (a fetch beside the renders has landed), for at most 2 s. */
  const settles = async (ask: () => Promise<unknown>, done: (v: unknown) => boolean) => {
    for (let i = 0; i < 200; i += 1) {
      if (done(await ask())) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the loader never took the new build');
  };

  it('gives the build it has at once while it fetches it again, then the rebuilt one, and drops one that is gone', async () => {
    const text = (n: number) => `exports.n = ${n}; ${build('async () => ({ html: "", data: {} })')}`;
    const files: Record<string, string> = { '/d/server/render.cjs': text(3) };
    const remote = await memoryOrigin(files);
    try {
      const load = serverEntryLoader({ ttlMs: 20 });
      const url = `${remote.url}/d/server/render.cjs`;
      const first = await load(url);
      expect(first).toMatchObject({ n: 3 });
      // Rebuilt in place (local development): the render that finds the build old does not wait for it.
      files['/d/server/render.cjs'] = text(4);
      await new Promise((r) => setTimeout(r, 40));
      expect(await load(url)).toBe(first);
      await settles(() => load(url), (v) => (v as { n?: number }).n === 4);
      delete files['/d/server/render.cjs'];
      await new Promise((r) => setTimeout(r, 40));
      await settles(() => load(url), (v) => (v as { absent?: boolean }).absent === true);
    } finally {
      await remote.close();
    }
  });
});

describe('serverEntryLoader when a build cannot be fetched again', () => {
  it('keeps rendering with the build it has while its origin times out or answers 5xx, and takes the next build once it answers', async () => {
    const text = (n: number) => `exports.n = ${n}; ${build('async () => ({ html: "", data: {} })')}`;
    let origin: 'up' | 'timeout' | 'error' = 'up';
    let served = text(5);
    const asked: string[] = [];
    const fetchImpl = (async () => {
      asked.push(origin);
      if (origin === 'timeout') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      if (origin === 'error') return new Response('busy', { status: 503 });
      return new Response(served, { status: 200 });
    }) as typeof fetch;
    const load = serverEntryLoader({ ttlMs: 20, retryMs: 20, fetchImpl });
    const url = 'http://remote.test/e/server/render.cjs';
    const first = await load(url);
    expect(first).toMatchObject({ n: 5 });
    for (const down of ['timeout', 'error'] as const) {
      origin = down;
      const before = asked.length;
      // Several lifetimes and retries: every render in them gets the build, none an error.
      for (let i = 0; i < 12; i += 1) {
        await new Promise((r) => setTimeout(r, 10));
        expect(await load(url)).toBe(first);
      }
      expect(asked.slice(before)).toContain(down);
    }
    origin = 'up';
    served = text(6);
    for (let i = 0; i < 200 && (await load(url)) === first; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(await load(url)).toMatchObject({ n: 6 });
  });
});

describe('server builds evaluated once per process', () => {
  it('a second loader takes the module the first evaluated when the text is the same, and evaluates a changed text', async () => {
    const text = (n: number) => `exports.n = ${n}; ${build('async () => ({ html: "", data: {} })')}`;
    const remote = await memoryOrigin({ '/a/server/render.cjs': text(1), '/b/server/render.cjs': text(1), '/c/server/render.cjs': text(2) });
    try {
      const first = await serverEntryLoader()(`${remote.url}/a/server/render.cjs`);
      // Another loader (another store of the same host process), the same text at another address: the
      // same exports object, so it was not evaluated again.
      expect(await serverEntryLoader()(`${remote.url}/b/server/render.cjs`)).toBe(first);
      const changed = await serverEntryLoader()(`${remote.url}/c/server/render.cjs`);
      expect(changed).not.toBe(first);
      expect(changed).toMatchObject({ n: 2, contract: 1 });
    } finally {
      await remote.close();
    }
  });
});

describe('serverRenderer', () => {
  const shellDist = '/nonexistent';
  const page = (remotes: Record<string, unknown>) => ({
    html: PAGE,
    url: new URL('http://x/products/box'),
    hostname: 'localhost',
    cookie: '',
    remotes,
    pseudoLocale: false,
    origin: 'http://localhost:3000',
  });
  const ctx = { region: 'eu', pathPrefix: '', locale: 'en-US', owner: 'catalogue', localeRejected: false };

  it('renders the route’s remote with its release’s server build', async () => {
    const remote = await memoryOrigin({ '/server/render.cjs': build('async (i) => ({ html: "<h1>" + i.href + " " + i.locale + "</h1>", data: { k: 1 } })') });
    try {
      const renderer = serverRenderer({ shellDist, apiBase: 'http://api', log: () => undefined });
      const app = await renderer.renderApp(ctx, { ...page({ catalogue: `${remote.url}/mf-manifest.json` }) });
      expect(app).toEqual({ name: 'catalogue', html: '<h1>/products/box en-US</h1>', data: { k: 1 }, complete: true, whole: false });
    } finally {
      await remote.close();
    }
  });

  it('gives the page to the browser, and says why, when the render throws, hangs or the remote is down', async () => {
    const remote = await memoryOrigin({
      '/throws/server/render.cjs': build('async () => { throw new Error("no products table") }'),
      '/hangs/server/render.cjs': build('() => new Promise(() => {})'),
    });
    try {
      const logged: string[] = [];
      const renderer = serverRenderer({ shellDist, apiBase: 'http://api', budgetMs: 50, log: (m) => logged.push(m) });
      expect(await renderer.renderApp(ctx, page({ catalogue: `${remote.url}/throws/mf-manifest.json` }))).toBeNull();
      expect(await renderer.renderApp(ctx, page({ catalogue: `${remote.url}/hangs/mf-manifest.json` }))).toBeNull();
      expect(await renderer.renderApp(ctx, page({ catalogue: 'http://127.0.0.1:9/mf-manifest.json' }))).toBeNull();
      expect(logged).toEqual([
        expect.stringMatching(/catalogue: no products table .*served client-rendered/),
        expect.stringMatching(/catalogue's render took longer than 150 ms .*served client-rendered/),
        expect.stringMatching(/could not be loaded.*served client-rendered/),
      ]);
    } finally {
      await remote.close();
    }
  });

  it('renders a page of what the visitor owns as them, for them alone: never kept, never shared', async () => {
    // The build renders a cart as the visitor when it reads with their token; each render is numbered.
    const remote = await memoryOrigin({
      '/server/render.cjs': build(
        'async (i) => { globalThis.__phRenders = (globalThis.__phRenders || 0) + 1; ' +
          'const mine = i.visitor && i.visitor.token && i.href.startsWith("/cart"); ' +
          'return { html: "<p>" + (mine ? "cart of " + i.visitor.token : "shared") + " #" + globalThis.__phRenders + "</p>", data: {}, ...(mine ? { personal: true } : {}) }; }',
      ),
    });
    const number = (html: string | undefined) => Number(/#(\d+)/.exec(html ?? '')?.[1]);
    try {
      const renderer = serverRenderer({ shellDist, apiBase: 'http://api', log: () => undefined });
      const manifest = { catalogue: `${remote.url}/mf-manifest.json` };
      const at = (href: string, cookie: string) => ({ ...page(manifest), url: new URL(`http://x${href}`), cookie });
      // Two visitors asking for their carts at the same moment each get their own, marked personal.
      const [a, b] = await Promise.all([renderer.renderApp(ctx, at('/cart/', 'ph_session=tok-a')), renderer.renderApp(ctx, at('/cart/', 'ph_session=tok-b'))]);
      expect(a).toMatchObject({ html: expect.stringMatching(/^<p>cart of tok-a #\d+<\/p>$/), personal: true });
      expect(b).toMatchObject({ html: expect.stringMatching(/^<p>cart of tok-b #\d+<\/p>$/), personal: true });
      // Asked again, rendered again (a change made a moment ago shows): nothing of theirs was kept.
      const again = await renderer.renderApp(ctx, at('/cart/', 'ph_session=tok-a'));
      expect(again?.html).toMatch(/cart of tok-a/);
      expect(number(again?.html)).toBeGreaterThan(Math.max(number(a?.html), number(b?.html)));
      // A page that did not read as the visitor is kept and given to the next visitor with a session.
      const first = await renderer.renderApp(ctx, at('/products/box', 'ph_session=tok-a'));
      expect(first?.personal).toBeUndefined();
      expect(await renderer.renderApp(ctx, at('/products/box', 'ph_session=tok-b'))).toEqual(first);
    } finally {
      await remote.close();
    }
  });

  it('keeps a whole page for the next visitor without a session, and makes it again for one with a session, after a change, or when a part failed', async () => {
    // A shell build that numbers its frames, and a remote that numbers its bodies (failing for /broken).
    const dist = shellBuild(
      'exports.contract = 1; let frames = 0; ' +
        'exports.pageContext = (r) => ({ region: "eu", pathPrefix: "", locale: r.cookie.includes("lang=de") ? "de-DE" : "en-US", owner: "catalogue", localeRejected: false, alsoRender: [] }); ' +
        'exports.renderFrame = async (ctx, href) => ({ header: "<nav>frame " + (frames += 1) + " " + ctx.locale + "</nav>", title: "T" });',
    );
    const remote = await memoryOrigin({
      '/server/render.cjs': build('async (i) => { if (i.href === "/broken") throw new Error("down"); globalThis.__phBodies = (globalThis.__phBodies || 0) + 1; return { html: "<h1>body " + globalThis.__phBodies + "</h1>", data: {}, whole: true }; }'),
    });
    try {
      const renderer = serverRenderer({ shellDist: dist, apiBase: 'http://api', log: () => undefined });
      const manifest = { catalogue: `${remote.url}/mf-manifest.json` };
      const at = (href: string, cookie = '') =>
        renderer.render({ ...page(manifest), url: new URL(`http://x${href}`), cookie }).then((r) => ({ ...r, html: typeof r.html === 'string' ? r.html : r.html.join('') }));
      const frame = (html: string) => Number(/frame (\d+)/.exec(html)?.[1]);

      const first = await at('/products/box');
      expect(first.html).toMatch(/<nav>frame \d+ en-US<\/nav>/);
      expect(first.html).toContain('data-boot="on-use"');
      // The next visitor without a session gets that page as it was made.
      expect(await at('/products/box')).toEqual(first);
      // Another language, address or release is another page.
      const german = await at('/products/box', 'lang=de');
      expect(german.html).toMatch(/frame \d+ de-DE/);
      expect(frame(german.html)).toBeGreaterThan(frame(first.html));
      expect(frame((await at('/products/box?page=2')).html)).toBeGreaterThan(frame(german.html));
      // A visitor with a session gets the frame made for the request (the body, not read as them, is shared).
      const withSession = await at('/products/box', 'ph_session=tok-a');
      expect(frame(withSession.html)).toBeGreaterThan(frame(german.html));
      expect(withSession.html).not.toContain('data-boot=');
      // The catalogue changed: made again.
      renderer.invalidate();
      const after = await at('/products/box');
      expect(frame(after.html)).toBeGreaterThan(frame(withSession.html));
      expect(after.html).not.toContain(/<h1>[^<]*<\/h1>/.exec(first.html)?.[0]);
      // The host hands over the shell's page with each route's head tags: many such pages keep their pages apart and kept.
      const withTags = (n: number, href: string) =>
        renderer.render({ ...page(manifest), html: PAGE.replace('</head>', `<link rel="modulepreload" href="/r${n}.js"></head>`), url: new URL(`http://x${href}`) });
      const tagged = await Promise.all(Array.from({ length: 8 }, (_, n) => withTags(n, `/products/box-${n}`)));
      for (let n = 0; n < 8; n += 1) expect(await withTags(n, `/products/box-${n}`)).toEqual(tagged[n]);
      // A page whose body failed is served client-rendered and not kept: the next visitor gets a new try.
      const broken = await at('/broken');
      expect(broken.rendered).toBe(false);
      expect(frame((await at('/broken')).html)).toBeGreaterThan(frame(broken.html));
    } finally {
      await remote.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  describe('pages kept past their freshness', () => {
    // A shell build that renders every page of the catalogue, a remote that numbers its bodies and reads the
    // API's answer named by the address (slow from its second render on, for /slow always; /flaky throws
    // while the file `down` exists), and an API whose
    // answers may be given stale (/swr), are bounded to a second (/bounded), or are not for sharing (/own).
    // A slow render takes far longer than a visit given a kept page may: a loaded machine cannot blur the two.
    const SLOW_MS = 800; // under the background render's 2 s budget, with room to spare
    let dist: string;
    let remote: Awaited<ReturnType<typeof memoryOrigin>>;
    let api: http.Server;
    let apiUrl: string;
    beforeAll(async () => {
      dist = shellBuild(
        'exports.contract = 1; ' +
          'exports.pageContext = () => ({ region: "eu", pathPrefix: "", locale: "en-US", owner: "catalogue", localeRejected: false, alsoRender: [] }); ' +
          'exports.renderFrame = async () => ({ header: "<nav>frame</nav>", title: "T" });',
      );
      remote = await memoryOrigin({
        '/server/render.cjs': build(
          `async (i) => { if (i.href.includes("flaky") && require("node:fs").existsSync(${JSON.stringify(path.join(dist, 'down'))})) throw new Error("down"); ` +
            'const n = (globalThis.__phSwr = (globalThis.__phSwr || 0) + 1); ' +
            'const slow = i.href.includes("slow") || (i.href.includes("later") && n > 1); ' +
            `if (slow) await new Promise((r) => setTimeout(r, ${SLOW_MS})); ` +
            'const read = await i.fetch(i.apiBase + "/" + (i.href.split("/")[2] || "swr")); ' +
            'return { html: "<h1>body " + n + " " + (await read.text()) + "</h1>", data: {}, whole: true }; }',
        ),
      });
      api = http.createServer((req, res) => {
        const policy: Record<string, string> = { '/swr': 'max-age=60, stale-while-revalidate=60', '/bounded': 'max-age=1', '/later': 'max-age=60, stale-while-revalidate=60', '/flaky': 'max-age=60, stale-while-revalidate=60', '/slow': 'max-age=60' };
        res.writeHead(200, { 'content-type': 'text/plain', ...(policy[req.url ?? ''] ? { 'cdn-cache-control': policy[req.url ?? '']! } : {}) });
        res.end(req.url);
      });
      await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
      apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await remote.close();
      await new Promise((r) => api.close(r));
      fs.rmSync(dist, { recursive: true, force: true });
    });
    const visit = (renderer: ReturnType<typeof serverRenderer>, href: string) =>
      renderer
        .render({ ...page({ catalogue: `${remote.url}/mf-manifest.json` }), url: new URL(`http://x${href}`) })
        .then((r) => ({ rendered: r.rendered, body: Number(/<h1>body (\d+)/.exec(typeof r.html === 'string' ? r.html : r.html.join(''))?.[1] ?? NaN) }));

    it('gives a page past its freshness at once while it is made again, then the new one', async () => {
      const renderer = serverRenderer({ shellDist: dist, apiBase: apiUrl, log: () => undefined, budgetMs: 50, pageFreshMs: 100 });
      const first = await visit(renderer, '/p/later');
      expect(first.rendered).toBe(true);
      expect(await visit(renderer, '/p/later')).toEqual(first);
      await new Promise((r) => setTimeout(r, 150));
      // Past its 100 ms: given as it was, without waiting for the new render (SLOW_MS, over this budget).
      const started = Date.now();
      expect(await visit(renderer, '/p/later')).toEqual(first);
      expect(Date.now() - started).toBeLessThan(SLOW_MS / 2);
      // Made again in the background, with no visitor waiting: the next visitors get the new page.
      await until(() => false, async () => (await visit(renderer, '/p/later')).body > first.body);
      const next = await visit(renderer, '/p/later');
      expect(next.rendered).toBe(true);
    });

    it('stops giving a page stale once it cannot be made again (its remote fails)', async () => {
      const renderer = serverRenderer({ shellDist: dist, apiBase: apiUrl, log: () => undefined, budgetMs: 50, pageFreshMs: 100 });
      const first = await visit(renderer, '/p/flaky');
      expect(first.rendered).toBe(true);
      fs.writeFileSync(path.join(dist, 'down'), '');
      try {
        await new Promise((r) => setTimeout(r, 150));
        // One visitor gets the page given stale; its new render fails, and the next gets the browser's page.
        expect(await visit(renderer, '/p/flaky')).toEqual(first);
        await until(() => false, async () => !(await visit(renderer, '/p/flaky')).rendered);
      } finally {
        fs.rmSync(path.join(dist, 'down'));
      }
    });

    it('never gives a page past the lifetime the API gave one of its reads, nor past its own when a read was not for sharing', async () => {
      const renderer = serverRenderer({ shellDist: dist, apiBase: apiUrl, log: () => undefined, budgetMs: 500, pageFreshMs: 10_000 });
      // Kept while the bounded answer lives (a second), then made again before it is given.
      const bounded = await visit(renderer, '/p/bounded');
      expect(await visit(renderer, '/p/bounded')).toEqual(bounded);
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await visit(renderer, '/p/bounded')).body).toBeGreaterThan(bounded.body);
      // An answer the edge does not keep: the page lives its own 100 ms and is then made again, not given stale.
      const short = serverRenderer({ shellDist: dist, apiBase: apiUrl, log: () => undefined, budgetMs: 500, pageFreshMs: 100 });
      const own = await visit(short, '/p/own');
      await new Promise((r) => setTimeout(r, 150));
      expect((await visit(short, '/p/own')).body).toBeGreaterThan(own.body);
    });

    it('serves a page over its budget client-rendered and makes it whole in the background for the next visitor', async () => {
      const logged: string[] = [];
      const renderer = serverRenderer({ shellDist: dist, apiBase: apiUrl, log: (m) => logged.push(m), budgetMs: 20 });
      const first = await visit(renderer, '/p/slow');
      expect(first.rendered).toBe(false);
      expect(logged.join('\n')).toMatch(/took longer than 90 ms/);
      // Visitors meanwhile do not wait for the background render (its budget is not theirs).
      const started = Date.now();
      expect((await visit(renderer, '/p/slow')).rendered).toBe(false);
      expect(Date.now() - started).toBeLessThan(SLOW_MS / 2);
      await until(() => false, async () => (await visit(renderer, '/p/slow')).rendered);
    });
  });

  it('renders nothing on the server where a developer override may point the page elsewhere', async () => {
    const renderer = serverRenderer({ shellDist, apiBase: 'http://api', log: () => undefined });
    expect(await renderer.renderApp(ctx, page({ catalogue: 'http://127.0.0.1:9/mf-manifest.json', $overrides: { origins: [] } }))).toBeNull();
  });
});

/** Waits (up to 5 s) for a condition another connection (or a render in the background) makes true. */
async function until(condition: () => boolean, check?: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 5_000;
  while (!(check ? await check() : condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('followCatalogueChanges', () => {
  it('drops rendered pages on every change and on every reconnection', async () => {
    const streams: http.ServerResponse[] = [];
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      streams.push(res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/catalogue/changes`;
    let changes = 0;
    const follow = followCatalogueChanges(url, () => (changes += 1), { maxRetryMs: 100 });
    try {
      await until(() => changes === 1);
      streams[0]!.write(': still here\n\nevent: changed\ndata: {}\n\n');
      await until(() => changes === 2);
      // The API restarts: the stream ends, the edge connects again and drops what it kept meanwhile.
      streams[0]!.end();
      await until(() => changes === 3);
      expect(streams).toHaveLength(2);
    } finally {
      follow.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
