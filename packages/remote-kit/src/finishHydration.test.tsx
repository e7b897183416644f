// FinishHydration wraps the tree of a root that hydrates the server's markup (the shell's header, each
// remote's screen). The server renders the tree without it, so it must not change what the browser's
// first render produces, ids from useId included: a panel opened later names the id its button's
// aria-controls carries from the server (an a11y check found them apart when it was a sibling).
import { act, useId, useState } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyClicks } from '@ph/contracts/early-clicks';
import { FinishHydration } from './finishHydration';

function Disclosure({ label }: { label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open ? <div id={id}>panel</div> : null}
    </div>
  );
}

const Tree = () => (
  <header>
    <Disclosure label="Region" />
    <Disclosure label="Account" />
  </header>
);

let root: Root | undefined;
let stop: () => void = () => undefined;
afterEach(() => {
  act(() => root?.unmount());
  stop();
  document.body.innerHTML = '';
});

it("hydrates without a mismatch, and a panel opened later has the id its server-rendered button names", async () => {
  const container = document.createElement('div');
  container.setAttribute('data-ssr', '');
  container.innerHTML = renderToString(<Tree />);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <FinishHydration container={container}><Tree /></FinishHydration>, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
  const button = container.querySelector('button')!;
  await act(async () => button.click());
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(container.querySelector(`[id="${button.getAttribute('aria-controls')}"]`)?.textContent).toBe('panel');
});

it('makes a click kept before hydration again once the hydration has committed', async () => {
  stop = keepEarlyClicks(document);
  const container = document.createElement('div');
  container.setAttribute('data-ssr', '');
  container.innerHTML = renderToString(<Tree />);
  document.body.appendChild(container);
  const account = container.querySelectorAll('button')[1]!;
  account.click();
  expect(account.getAttribute('aria-expanded')).toBe('false');
  await act(async () => {
    root = hydrateRoot(container, <FinishHydration container={container}><Tree /></FinishHydration>);
  });
  expect(account.getAttribute('aria-expanded')).toBe('true');
  expect(container.hasAttribute('data-ssr')).toBe(false);
});
