import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useAtom } from 'jotai/react';
import { createStore } from 'jotai';
import { dispatch, EVENTS } from '../src/events';
import {
  bindCartEvents,
  bindSessionEvents,
  cartSummaryAtom,
  phStore,
  publishCartChanged,
  sessionAtom,
  useCartSummary,
} from '../src/state';

// React 19 warns unless the environment declares act() support.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function CartBadge() {
  const { itemCount } = useCartSummary();
  return <span data-testid="badge">{itemCount}</span>;
}

function AddToCart() {
  const [cart, setCart] = useAtom(cartSummaryAtom, { store: phStore });
  return (
    <button type="button" onClick={() => setCart({ orderNumber: 'R77', itemCount: cart.itemCount + 1 })}>
      add
    </button>
  );
}

describe('shared atoms', () => {
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((r) => r.unmount()));
    document.body.innerHTML = '';
    phStore.set(cartSummaryAtom, { orderNumber: null, itemCount: 0 });
  });

  function mount(node: React.ReactNode): HTMLElement {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(node));
    return container;
  }

  it('an update in one React root is seen by another root through phStore', () => {
    const header = mount(<CartBadge />);
    const catalogue = mount(<AddToCart />);
    expect(header.textContent).toBe('0');
    act(() => catalogue.querySelector('button')!.click());
    act(() => catalogue.querySelector('button')!.click());
    expect(header.textContent).toBe('2');
    expect(phStore.get(cartSummaryAtom)).toEqual({ orderNumber: 'R77', itemCount: 2 });
  });

  it('bindCartEvents turns ph-cart-changed events into atom updates until unbound', () => {
    const header = mount(<CartBadge />);
    const unbind = bindCartEvents();
    act(() => dispatch(EVENTS.cartChanged, { orderNumber: 'R9', itemCount: 4 }));
    expect(header.textContent).toBe('4');
    act(() => window.dispatchEvent(new CustomEvent('ph-cart-changed', { detail: { itemCount: 'lots' } })));
    expect(header.textContent).toBe('4');
    unbind();
    act(() => dispatch(EVENTS.cartChanged, { orderNumber: 'R9', itemCount: 5 }));
    expect(header.textContent).toBe('4');
  });

  it('publishCartChanged updates the atom and notifies plain listeners', () => {
    const store = createStore();
    const target = new EventTarget();
    const heard: unknown[] = [];
    target.addEventListener('ph-cart-changed', (e) => heard.push((e as CustomEvent).detail));
    publishCartChanged({ orderNumber: 'R1', itemCount: 1 }, { store, target });
    expect(store.get(cartSummaryAtom)).toEqual({ orderNumber: 'R1', itemCount: 1 });
    expect(heard).toEqual([{ orderNumber: 'R1', itemCount: 1 }]);
  });

  it('bindSessionEvents maps sign-in and sign-out to the session status', () => {
    const store = createStore();
    const target = new EventTarget();
    const unbind = bindSessionEvents({ store, target });
    expect(store.get(sessionAtom).status).toBe('unknown');
    dispatch(EVENTS.sessionChanged, { signedIn: true, userId: 'u1', email: 'ann@example.com' }, target);
    expect(store.get(sessionAtom)).toEqual({ status: 'signedIn', userId: 'u1', email: 'ann@example.com' });
    dispatch(EVENTS.sessionChanged, { signedIn: false, userId: 'anon-2', email: null }, target);
    expect(store.get(sessionAtom)).toEqual({ status: 'anonymous', userId: 'anon-2', email: null });
    unbind();
  });

  it('a second copy of the module shares the same store and atoms', () => {
    let copy: typeof import('../src/state') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('../src/state')>('../src/state');
    });
    expect(copy!.phStore).toBe(phStore);
    expect(copy!.cartSummaryAtom).toBe(cartSummaryAtom);
  });
});
