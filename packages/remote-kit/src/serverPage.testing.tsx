// What the early-click and early-change tests share: the server's markup of a tree in a mount point no
// root has taken yet, with the page's keeper listening, hydrated as a remote's lifecycles hydrate it.
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyClicks, startHydration } from '@ph/contracts/early-clicks';
import { FinishHydration } from './finishHydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let stop: () => void = () => undefined;

/** The server's markup of `node` in a mount point no root has taken yet, with the page's keeper of early clicks and changes. */
export function serverMarkup(node: ReactNode): HTMLElement {
  stop = keepEarlyClicks(document);
  const container = document.createElement('div');
  container.setAttribute('data-ssr', '');
  container.innerHTML = renderToString(node);
  document.body.appendChild(container);
  return container;
}

/** Hydrates the server's markup in `container` with `node`, as a remote's lifecycles do. */
export async function hydrate(container: HTMLElement, node: ReactNode): Promise<void> {
  startHydration(container);
  await act(async () => {
    root = hydrateRoot(container, <FinishHydration container={container}>{node}</FinishHydration>);
  });
}

/** For `afterEach`: unmounts the root, stops the keeper and empties the page. */
export function clearServerPage(): void {
  act(() => root?.unmount());
  root = undefined;
  stop();
  document.body.innerHTML = '';
}
