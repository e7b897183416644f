/**
 * @jest-environment node
 */
// The server entry renders a remote's tree as the browser would mount it, with every read answered on
// the server within the budget (docs/architecture.md#server-rendering).
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CatalogueLoaders, Messages } from '@ph/i18n';
import { createServerEntry } from './server';
import { useLoad } from './useLoad';
import { useLocation } from './router';
import { useStyleSheet } from '@ph/ui';
import { useVisitorWithoutSession } from './visitor';

const catalogues: CatalogueLoaders = { en: async () => ({ 'test.loading': 'Loading' }) as Messages };
const input = { region: 'eu', locale: 'en-US', pathPrefix: '', href: '/products/x?size=2', apiBase: 'http://127.0.0.1:1/api', budgetMs: 200 } as const;

function Product({ load }: { load: (signal: AbortSignal) => Promise<{ title: string }> }) {
  const state = useLoad('product', load);
  const { pathname, search } = useLocation();
  if (state.status !== 'success') return <p role="status"><FormattedMessage id="test.loading" defaultMessage="Loading" /></p>;
  return (
    <article data-at={`${pathname}${search}`}>
      <h1>{state.data.title}</h1>
    </article>
  );
}

describe('createServerEntry', () => {
  it('renders the answer of a read, keeps it for hydration, and renders the address it was given', async () => {
    const entry = createServerEntry({ name: 'test', App: () => <Product load={async () => ({ title: 'Mailer box' })} />, catalogues });
    const out = await entry.render(input);
    expect(out.html).toContain('<h1>Mailer box</h1>');
    expect(out.html).toContain('data-at="/products/x?size=2"');
    expect(out.data).toEqual({ product: { title: 'Mailer box' } });
    expect(out.complete).toBe(true);
    expect(out.whole).toBe(true);
  });

  it('writes the sheets the screens asked for into the head, under the ids the browser looks for', async () => {
    function Styled() {
      useStyleSheet('cat-layout', '.cat-layout{display:grid}');
      return <div className="cat-layout" />;
    }
    const out = await createServerEntry({ name: 'test', App: Styled, catalogues }).render(input);
    expect(out.head).toMatch(/^<style id="cat-layout-[a-z0-9]+">\.cat-layout\{display:grid\}<\/style>$/);
  });

  it('tells the tree whether the edge saw the visitor without a session, and carries that to the browser', async () => {
    function Cart() {
      return <p>{useVisitorWithoutSession() ? 'empty' : 'loading'}</p>;
    }
    const entry = createServerEntry({ name: 'test', App: Cart, catalogues });
    const without = await entry.render({ ...input, visitor: { session: false } });
    expect(without.html).toBe('<p>empty</p>');
    expect(without.data).toEqual({ 'visitor|without-session': true });
    expect((await entry.render({ ...input, visitor: { session: true } })).html).toBe('<p>loading</p>');
    // An edge that does not say: nothing is assumed.
    expect((await entry.render(input)).html).toBe('<p>loading</p>');
  });

  it('renders a name with markup in it as text, never as markup', async () => {
    const title = '</script><script>alert(1)</script><b>';
    const entry = createServerEntry({ name: 'test', App: () => <Product load={async () => ({ title })} />, catalogues });
    const out = await entry.render(input);
    expect(out.html).not.toContain('<script');
    expect(out.html).not.toContain('<b>');
    expect(out.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;');
  });

  it('leaves a failed read to the browser: the page shows it loading and carries no answer', async () => {
    const entry = createServerEntry({ name: 'test', App: () => <Product load={() => Promise.reject(new Error('API down'))} />, catalogues });
    const out = await entry.render(input);
    expect(out.html).toContain('role="status"');
    expect(out.data).toEqual({});
    expect(out.complete).toBe(true);
    // Not whole: the page needs the browser to show the product (the edge does not let it start on first use).
    expect(out.whole).toBe(false);
  });

  it('does not wait past the budget for a slow read', async () => {
    const slow = (signal: AbortSignal) =>
      new Promise<{ title: string }>((resolve, reject) => {
        const t = setTimeout(() => resolve({ title: 'late' }), 5_000);
        signal.addEventListener('abort', () => {
          clearTimeout(t);
          reject(signal.reason);
        });
      });
    const entry = createServerEntry({ name: 'test', App: () => <Product load={slow} />, catalogues });
    const started = Date.now();
    const out = await entry.render({ ...input, budgetMs: 100 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(out.html).toContain('role="status"');
    expect(out.data).toEqual({});
    // Served, but not worth keeping for the next visitor.
    expect(out.complete).toBe(false);
  });

  it('gives up, rather than sending an empty page, when a part outside any boundary is still waiting at the deadline', async () => {
    // A screen's code that does not arrive in time, with no Suspense boundary around it: React's
    // prerender then writes nothing at all, which the browser would have hydrated with its own page.
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const entry = createServerEntry({ name: 'test', App: () => <Never />, catalogues });
    await expect(entry.render({ ...input, budgetMs: 50 })).rejects.toThrow(/gave up/);
  });

  it('writes a lazily loaded part in place, with no inline script to complete it', async () => {
    const Lazy = lazy(async () => ({ default: () => <aside>thumbnails</aside> }));
    const big = 'x'.repeat(20_000);
    const App = () => (
      <main>
        <p>{big}</p>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </main>
    );
    const out = await createServerEntry({ name: 'test', App, catalogues }).render(input);
    expect(out.html).toContain('<aside>thumbnails</aside>');
    expect(out.html).not.toContain('<script');
  });
});
