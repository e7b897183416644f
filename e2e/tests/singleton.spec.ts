import { test, expect } from '../support/store';
import { signOfUse } from '../support/server-render';

declare global {
  interface Window {
    __phRenderers?: { version: string; rendererPackageName: string }[];
  }
}

test('exactly one copy of react and react-dom is loaded in the composed page', async ({ page, store, pageErrors }) => {
  // Every react-dom copy registers its renderer with the devtools hook when it loads.
  await page.addInitScript(() => {
    const renderers: { version: string; rendererPackageName: string }[] = [];
    window.__phRenderers = renderers;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(r: { version: string; rendererPackageName: string }) {
        renderers.push({ version: r.version, rendererPackageName: r.rendererPackageName });
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await page.goto(store.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom printed packaging' })).toBeVisible();
  // The page's code starts on the visitor's first sign of use (a page whole without script).
  await signOfUse(page);
  // Visit every page-body remote so all of them have loaded their React.
  for (const path of ['/cart/', '/account/orders', '/box/design', '/']) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page.locator('#ph-page-body h1')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const renderers = await page.evaluate(() => window.__phRenderers ?? []);
  expect(renderers.filter((r) => r.rendererPackageName === 'react-dom')).toHaveLength(1);

  // The federation share scope agrees: one react and one react-dom version, each loaded once.
  const shared = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>;
    const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }).__FEDERATION__;
    const out: Record<string, string[]> = { react: [], 'react-dom': [] };
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const pkg of ['react', 'react-dom'] as const) {
        for (const [version, info] of Object.entries(scopes.default?.[pkg] ?? {})) {
          if (info.loaded) out[pkg]?.push(`${version}@${info.from ?? '?'}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...new Set(v)]]));
  });
  expect(shared.react).toHaveLength(1);
  expect(shared['react-dom']).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
