// The browser's side of a server render: a root hydrating the server's markup starts from the answers
// the page carries, so it shows the same thing, does not read again, and reports no mismatch.
import { act } from 'react';

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

  it('reads for itself once the root has hydrated (a later screen is not served stale answers)', async () => {
    const loads = hydrationLoads({ title: 'From the page' });
    loads.finish();
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
