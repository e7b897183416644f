// Hydration in pieces: a part marked `idle` keeps the server's markup until the browser is idle or the
// visitor interacts, then hydrates without a mismatch; a click on it before that still reaches it.
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater, resetHydrationGateForTests } from './hydrateLater';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The server's render of the page runs here too: it is told apart as server bundles are (`enterServerEnvironment`).
let mockOnServer = false;
jest.mock('@ph/contracts', () => ({ ...jest.requireActual('@ph/contracts'), serverEnvironment: () => (mockOnServer ? { apiBase: '' } : null) }));

let idle: (() => void) | null = null;
beforeEach(() => {
  resetHydrationGateForTests();
  idle = null;
  window.requestIdleCallback = ((cb: () => void) => {
    idle = cb;
    return 1;
  }) as typeof window.requestIdleCallback;
});

function Counter({ label, hydrated }: { label: string; hydrated: string[] }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    hydrated.push(label);
  }, [hydrated, label]);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ hydrated, title }: { hydrated: string[]; title: string }) {
  return (
    <div>
      <h1>{title}</h1>
      <HydrateLater when="soon">
        <Counter label="soon" hydrated={hydrated} />
      </HydrateLater>
      <HydrateLater when="idle">
        <Counter label="idle" hydrated={hydrated} />
      </HydrateLater>
    </div>
  );
}

async function serverPage(): Promise<{ container: HTMLDivElement; hydrated: string[]; errors: unknown[]; root: ReturnType<typeof hydrateRoot> }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  mockOnServer = true;
  container.innerHTML = renderToString(<Page hydrated={[]} title="Mailer box" />);
  mockOnServer = false;
  // Both parts were rendered by the server, not left to the browser.
  expect(container.innerHTML).not.toContain('<!--$!-->');
  const hydrated: string[] = [];
  const errors: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Page hydrated={hydrated} title="Mailer box" />, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, hydrated, errors, root };
}

const button = (container: HTMLElement, label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label))!;

describe('HydrateLater', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates a `soon` part after the root and keeps an `idle` part’s server markup until the browser is idle', async () => {
    const { container, hydrated, errors } = await serverPage();
    const idleButton = button(container, 'idle');
    expect(hydrated).toEqual(['soon']);
    expect(idleButton.textContent).toBe('idle 0');

    await act(async () => idle?.());
    expect(hydrated).toEqual(['soon', 'idle']);
    // The same element: hydrated in place, not rendered anew.
    expect(button(container, 'idle')).toBe(idleButton);
    expect(errors).toEqual([]);
  });

  it('a click on a part still waiting reaches it: the gate opens as the visitor presses', async () => {
    const { container, hydrated, errors } = await serverPage();
    const idleButton = button(container, 'idle');
    await act(async () => {
      idleButton.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      idleButton.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(hydrated).toContain('idle');
    expect(button(container, 'idle').textContent).toBe('idle 1');
    expect(errors).toEqual([]);
  });

  it('a parent rendering again with the same values leaves a waiting part alone', async () => {
    const { container, hydrated, errors, root } = await serverPage();
    const idleButton = button(container, 'idle');
    await act(async () => root.render(<Page hydrated={hydrated} title="Mailer box, again" />));
    expect(container.querySelector('h1')?.textContent).toBe('Mailer box, again');
    expect(hydrated).toEqual(['soon']);
    await act(async () => idle?.());
    expect(button(container, 'idle')).toBe(idleButton);
    expect(hydrated).toEqual(['soon', 'idle']);
    expect(errors).toEqual([]);
  });
});
