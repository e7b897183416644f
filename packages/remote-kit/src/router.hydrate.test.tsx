// A remote hydrates the server's markup of the address the page was loaded at. When the address bar has
// moved on before the remote's code arrived (a header link followed at once), its first render must
// still be the server's: the root is given that address (ServerHrefContext, loadedHref), hydrates
// without a mismatch, then renders the new address.
import { act } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadedHref, navigateTo, ServerHrefContext, useLocation } from './router';

function Where() {
  const { pathname } = useLocation();
  return pathname === '/' ? <h1>Home</h1> : <p>Elsewhere: {pathname}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The server's markup of `/` in a mount point, with the address bar already at /cart/. */
function servedHomeThenMoved(): HTMLElement {
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerHrefContext.Provider value="/">
      <Where />
    </ServerHrefContext.Provider>,
  );
  document.body.appendChild(container);
  navigateTo('/cart/');
  return container;
}

it('hydrates the address the server rendered without a mismatch, then shows the address the bar is at', async () => {
  const container = servedHomeThenMoved();
  const heading = container.querySelector('h1');
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <ServerHrefContext.Provider value="/">
        <Where />
      </ServerHrefContext.Provider>,
      { onRecoverableError: (e) => errors.push(e) },
    );
  });
  expect(errors).toEqual([]);
  expect(heading).not.toBeNull();
  expect(container.textContent).toBe('Elsewhere: /cart/');
});

it('without the served address, the same hydration is a mismatch (what a remote met when it read the moved address bar)', async () => {
  const container = servedHomeThenMoved();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Where />, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toHaveLength(1);
  expect(container.textContent).toBe('Elsewhere: /cart/');
});

describe('loadedHref', () => {
  const original = performance.getEntriesByType;
  afterEach(() => {
    performance.getEntriesByType = original;
  });

  it("is the document's own address from the navigation entry, whatever the address bar says", () => {
    performance.getEntriesByType = ((type: string) => (type === 'navigation' ? [{ name: 'https://shop.example/nl-nl/products/mailer-box?locale=nl-NL#reviews' }] : [])) as typeof performance.getEntriesByType;
    window.history.replaceState(null, '', '/cart/');
    expect(loadedHref()).toBe('/nl-nl/products/mailer-box?locale=nl-NL#reviews');
  });

  it('is null where the browser keeps no navigation entry', () => {
    performance.getEntriesByType = (() => []) as typeof performance.getEntriesByType;
    expect(loadedHref()).toBeNull();
  });
});
