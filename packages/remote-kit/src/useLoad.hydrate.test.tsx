// The browser's side of a server render: a root hydrating the server's markup starts from the answers
// the page carries, so it shows the same thing, does not read again, and reports no mismatch.
import { act, lazy, Suspense, type ComponentType } from 'react';

// Updates are wrapped in act() here, as Testing Library does for the component tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SsrLoadsContext, hydrationLoads } from './ssrData';
import { useLoad } from './useLoad';

function Title({ load }: { load: () => Promise<string> }) {
  const state = useLoad('title', load);
  return <h1>{state.status === 'success' ? state.data : 'Loading'}</h1>;
}

describe('useLoad while hydrating', () => {
  it('starts from the page’s answer, reads nothing and matches the server’s markup', async () => {
    const container = document.createElement('div');
    // What the server wrote: the answer rendered.
    container.innerHTML = renderToString(
      <SsrLoadsContext.Provider value={hydrationLoads({ title: 'Mailer box' })}>
        <Title load={() => Promise.resolve('unused')} />
      </SsrLoadsContext.Provider>,
    );
    expect(container.innerHTML).toBe('<h1>Mailer box</h1>');
    const load = jest.fn(() => Promise.resolve('read again'));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SsrLoadsContext.Provider value={hydrationLoads({ title: 'Mailer box' })}>
          <Title load={load} />
        </SsrLoadsContext.Provider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Mailer box');
  });

  it('hydrates a lazy part from the page’s answer after its root has committed', async () => {
    // A lazy screen inside Suspense hydrates in a pass of its own, after the root's effects ran.
    let resolve: (m: { default: typeof Title }) => void = () => undefined;
    const LazyTitle = lazy(() => new Promise<{ default: typeof Title }>((r) => (resolve = r)));
    const tree = (load: () => Promise<string>, Part: ComponentType<{ load: () => Promise<string> }>) => (
      <SsrLoadsContext.Provider value={hydrationLoads({ title: 'Mailer box' })}>
        <p>frame</p>
        <Suspense fallback={<span>…</span>}>
          <Part load={load} />
        </Suspense>
      </SsrLoadsContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(() => Promise.resolve('unused'), Title));
    const load = jest.fn(() => Promise.resolve('read again'));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(load, LazyTitle), { onRecoverableError: (e) => errors.push(e) });
    });
    await act(async () => resolve({ default: Title }));
    expect(errors).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Mailer box');
  });

  it('reads for itself in a part that mounts without hydrating (a later screen is not served stale answers)', async () => {
    const loads = hydrationLoads({ title: 'From the page' });
    const container = document.createElement('div');
    const load = jest.fn(() => Promise.resolve('Fresh'));
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(
        <SsrLoadsContext.Provider value={loads}>
          <Title load={load} />
        </SsrLoadsContext.Provider>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h1')?.textContent).toBe('Fresh');
  });
});
