// A field a shopper changes on the server's page before React has taken it (a quantity chosen in the
// first second) keeps the shopper's choice: hydration sets a controlled field back to React's value, so
// the early-click keeper remembers the value and gives it again once the root has hydrated, as React
// hears a change. Without it the list showed the first quantity again and "Add to cart" added that one.
import { act, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { clearServerPage, hydrate, serverMarkup } from './serverPage.testing';

function Configurator() {
  const [quantity, setQuantity] = useState('30');
  const [note, setNote] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label>
        Quantity
        <select value={quantity} onChange={(e) => setQuantity(e.target.value)}>
          {['30', '100', '1000'].map((q) => (
            <option key={q}>{q}</option>
          ))}
        </select>
      </label>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <p data-testid="total">{quantity} pcs</p>
      <button type="button" onClick={() => setAdded(`${quantity} ${note}`)}>
        Add to cart
      </button>
      {added ? <p data-testid="added">{added}</p> : null}
    </form>
  );
}

afterEach(clearServerPage);

/**
 * Sets a field's value as a browser does when the visitor chooses or types (not through a script's
 * `value =`, which React's wrapper records), and says so with its event.
 */
function choose(field: HTMLSelectElement | HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

it('keeps a quantity chosen and a text typed before hydration, and a click after them adds what was chosen', async () => {
  const container = serverMarkup(<Configurator />);
  choose(container.querySelector('select')!, '1000');
  choose(container.querySelector('input')!, 'rush');
  container.querySelector('button')!.click();
  await hydrate(container, <Configurator />);
  expect(container.querySelector('select')!.value).toBe('1000');
  expect(container.querySelector('input')!.value).toBe('rush');
  expect(container.querySelector('[data-testid="total"]')!.textContent).toBe('1000 pcs');
  // The kept click comes after the changes have been rendered.
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(container.querySelector('[data-testid="added"]')!.textContent).toBe('1000 rush');
});

it('a change after hydration is React’s alone', async () => {
  const container = serverMarkup(<Configurator />);
  await hydrate(container, <Configurator />);
  await act(async () => choose(container.querySelector('select')!, '100'));
  expect(container.querySelector('[data-testid="total"]')!.textContent).toBe('100 pcs');
});

/**
 * A page whose form the server rendered, hydrated while the form's code is still on its way (a lazy
 * part): `arrive()` lets the code land.
 */
async function pageWithFormOnItsWay(Form: ComponentType): Promise<{ container: HTMLElement; arrive: () => void }> {
  const Page = ({ Part }: { Part: ComponentType }) => (
    <main>
      <h1>Product</h1>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </main>
  );
  const container = serverMarkup(<Page Part={Form} />);
  let arrive: () => void = () => undefined;
  const LazyForm = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Form }))));
  await hydrate(container, <Page Part={LazyForm} />);
  return { container, arrive: () => arrive() };
}

it('typing on once React has the field wins over a value kept before, still waiting to be given', async () => {
  const { container, arrive } = await pageWithFormOnItsWay(Configurator);
  // Typed while the form's code is on its way: kept, to be given once React has the field.
  const input = container.querySelector('input')!;
  choose(input, 'r');
  await act(async () => arrive());
  // React has the field now; the visitor types on before the kept value is given.
  choose(input, 'ru');
  await act(async () => new Promise((r) => setTimeout(r, 120)));
  expect(input.value).toBe('ru');
  await act(async () => container.querySelector('button')!.click());
  expect(container.querySelector('[data-testid="added"]')!.textContent).toBe('30 ru');
});

it('a choice kept while the form’s code was on its way survives the form rendering again before the choice is given', async () => {
  // The product page's configurator renders again right after it hydrates (its prices arrive, the
  // page learns it is hydrated): each render sets a controlled list back to React's value. The kept
  // choice was then taken for the visitor's own later change and dropped: the list showed 30 again.
  function RendersAgain() {
    const [, setReady] = useState(false);
    useEffect(() => setReady(true), []);
    return <Configurator />;
  }
  const { container, arrive } = await pageWithFormOnItsWay(RendersAgain);
  const select = container.querySelector('select')!;
  choose(select, '1000');
  await act(async () => arrive());
  await act(async () => new Promise((r) => setTimeout(r, 120)));
  expect(select.value).toBe('1000');
  expect(container.querySelector('[data-testid="total"]')!.textContent).toBe('1000 pcs');
});
