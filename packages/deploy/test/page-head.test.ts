// What the host serving the shell's page adds to its head (src/page-head.js): the route's owner by the
// shell's own route table, the remote's first files from its manifest, and tags that keep the page valid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headRemotes, headTags, injectHead, manifestReader, remoteAssets, routeOwner, shellPreloads } from '../src/page-head.js';

const table = [
  { prefix: '', pattern: '/', remote: 'catalogue' },
  { prefix: '', pattern: '/products/:productType', remote: 'catalogue' },
  { prefix: '', pattern: '/cart/', remote: 'cart-checkout' },
  { prefix: '', pattern: '/box/:boxId', remote: 'editor-host' },
  { prefix: '', pattern: '/box/design', remote: 'editor-host' },
  { prefix: '', pattern: '/editor/product/design/:sku?/:designId?', remote: 'editor-host' },
  { prefix: '', pattern: '/account/orders', remote: 'account' },
  { prefix: '/nl-nl', pattern: '/cart/', remote: 'cart-checkout' },
  { prefix: '/nl-nl', pattern: '/', remote: 'catalogue' },
];

describe('route owner', () => {
  it('finds the remote of a path, in a store with a path prefix too', () => {
    expect(routeOwner('/', table)).toBe('catalogue');
    expect(routeOwner('/products/mailer-box', table)).toBe('catalogue');
    expect(routeOwner('/cart', table)).toBe('cart-checkout');
    expect(routeOwner('/nl-nl/cart/', table)).toBe('cart-checkout');
    expect(routeOwner('/nl-nl', table)).toBe('catalogue');
    expect(routeOwner('/editor/product/design', table)).toBe('editor-host');
    expect(routeOwner('/editor/product/design/sku-1/d-2', table)).toBe('editor-host');
  });

  it('prefers the match with more fixed segments, and knows no owner for an unknown path', () => {
    expect(routeOwner('/box/design', table)).toBe('editor-host');
    expect(routeOwner('/no/such/page', table)).toBeNull();
    expect(routeOwner('/products/a/b', table)).toBeNull();
  });
});

describe('head remotes', () => {
  const remotes = { catalogue: 'https://cdn.test/catalogue/mf-manifest.json', consent: 'https://cdn.test/consent/mf-manifest.json', 'cart-checkout': 'https://cdn.test/cart/mf-manifest.json' };

  it('preconnects to the route\'s remote and consent, and preloads only the route\'s remote (consent mounts after the first render)', () => {
    expect(headRemotes('/products/mailer-box', table, remotes)).toEqual({ preconnect: ['catalogue', 'consent'], preload: ['catalogue'] });
    expect(headRemotes('/nl-nl/cart/', table, remotes)).toEqual({ preconnect: ['cart-checkout', 'consent'], preload: ['cart-checkout'] });
  });

  it('names no remote that remotes.json lacks, and preloads nothing for an unknown path or with developer overrides', () => {
    expect(headRemotes('/account/orders', table, remotes)).toEqual({ preconnect: ['consent'], preload: [] });
    expect(headRemotes('/no/such/page', table, remotes)).toEqual({ preconnect: ['consent'], preload: [] });
    expect(headRemotes('/', table, { ...remotes, $overrides: { origins: ['http://localhost:3001'] } })).toEqual({ preconnect: ['catalogue', 'consent'], preload: [] });
  });
});

describe('remote assets', () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'lifecycles', assets: { js: { sync: ['926.abc.js', '__federation_expose_lifecycles.def.js'], async: ['lazy.js'] } } }],
  };

  it('lists the entry and the exposed module’s first chunks next to the manifest, not its lazy ones', () => {
    expect(remoteAssets('https://cdn.example/releases/catalogue/1.2.3/mf-manifest.json', manifest)).toEqual({
      manifest: 'https://cdn.example/releases/catalogue/1.2.3/mf-manifest.json',
      scripts: [
        'https://cdn.example/releases/catalogue/1.2.3/remoteEntry.js',
        'https://cdn.example/releases/catalogue/1.2.3/926.abc.js',
        'https://cdn.example/releases/catalogue/1.2.3/__federation_expose_lifecycles.def.js',
      ],
    });
  });

  it('follows a fixed public path', () => {
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://assets.example/cat/' } };
    expect(remoteAssets('https://cdn.example/mf-manifest.json', fixed).scripts[0]).toBe('https://assets.example/cat/remoteEntry.js');
  });
});

describe('head tags', () => {
  it('inlines the remote table and the files to preload after the first paint as data that cannot close its element', () => {
    const tags = headTags({
      remotes: { catalogue: 'http://localhost:3001/mf-manifest.json', $note: '</script><script>alert(1)</script>' },
      shellScripts: ['/3262.abc.js'],
      remoteOrigins: ['http://localhost:3001'],
      remotePreloads: [{ manifest: 'http://localhost:3001/mf-manifest.json?</script>', scripts: ['http://localhost:3001/remoteEntry.js'] }],
    });
    expect(tags).toContain('<link rel="preconnect" href="http://localhost:3001">');
    expect(tags).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin>');
    // Nothing is fetched ahead of the first paint: the shell's first script preloads these when it starts main.js.
    expect(tags).not.toContain('rel="preload"');
    const block = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(tags)?.[1] ?? 'null');
    expect(block('ph-preloads')).toEqual({
      scripts: ['/3262.abc.js', 'http://localhost:3001/remoteEntry.js'],
      manifests: ['http://localhost:3001/mf-manifest.json?</script>'],
    });
    expect(block('ph-remotes')).toEqual({ catalogue: 'http://localhost:3001/mf-manifest.json', $note: '</script><script>alert(1)</script>' });
    expect(tags.match(/<\/script/g)).toHaveLength(2);
  });

  it('goes at the end of the head', () => {
    expect(injectHead('<html><head><title>x</title></head><body></body></html>', '<link rel="x">')).toBe(
      '<html><head><title>x</title><link rel="x"></head><body></body></html>',
    );
  });
});

describe('manifest reader', () => {
  it('reads a manifest once, and a remote that did not answer again later', async () => {
    let calls = 0;
    let up = false;
    const fetchImpl = (async () => {
      calls += 1;
      if (!up) throw new Error('ECONNREFUSED');
      return { ok: true, json: async () => ({ id: 'x' }) };
    }) as unknown as typeof fetch;
    const read = manifestReader({ retryMs: 0, ttlMs: 60_000, fetchImpl });
    expect(await read('http://r/mf-manifest.json')).toBeNull();
    up = true;
    expect(await read('http://r/mf-manifest.json')).toEqual({ id: 'x' });
    expect(await read('http://r/mf-manifest.json')).toEqual({ id: 'x' });
    expect(calls).toBe(2);
  });
});

describe('shell preloads', () => {
  it('preloads the shell\'s first chunks it does not already name, but no language catalogue', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(
      path.join(dist, 'initial-js.json'),
      JSON.stringify({
        own: ['main.1.js', '3623.a.js'],
        shared: { '@ph/ui': ['2442.b.js', 'messages-en-ui.c.js'], '@ph/api-errors': ['876.d.js', 'messages-en-api-errors.e.js'] },
        messages: ['messages-en-shell.f.js'],
      }),
    );
    const html = '<script src="/main.1.js"></script>';
    expect(shellPreloads(dist, html)).toEqual(['/2442.b.js', '/3623.a.js', '/876.d.js']);
  });
});
