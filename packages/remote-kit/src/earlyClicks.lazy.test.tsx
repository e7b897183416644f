// A root's commit does not hydrate all of its server markup: a lazy part whose code is still on its way
// stays server markup in a live root, and React drops a click there (it cannot hydrate the part at
// once). The early-click keeper keeps such a click and makes it again once React has taken the button.
import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { clearServerPage, hydrate, serverMarkup } from './serverPage.testing';

function Packs() {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <button type="button" onClick={() => setOpen(true)}>
        Create a sample pack
      </button>
      {open ? <fieldset aria-label="Choose samples" /> : null}
    </section>
  );
}

const Page = ({ Screen }: { Screen: ComponentType }) => (
  <div>
    <h1>Sample packs</h1>
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>
    <div dangerouslySetInnerHTML={{ __html: '<details><summary id="faq">Shipping</summary>Free.</details>' }} />
  </div>
);

afterEach(clearServerPage);

/** The server's page in a mount point, hydrated with its lazy screen's code held back until `arrive()`. */
async function hydratedWithCodeHeld() {
  const container = serverMarkup(<Page Screen={Packs} />);
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Packs })));
  const LazyPacks = lazy(() => code);
  await hydrate(container, <Page Screen={LazyPacks} />);
  return { container, arrive: async () => act(async () => arrive()) };
}

it('keeps a click on a part whose code has not arrived, and makes it once the part has hydrated', async () => {
  const page = await hydratedWithCodeHeld();
  // The root has committed; the screen is still the server's markup.
  expect(page.container.hasAttribute('data-hydrating')).toBe(false);
  const button = page.container.querySelector('button')!;
  expect(Object.keys(button).some((k) => k.startsWith('__reactProps$'))).toBe(false);
  await act(async () => button.click());
  expect(page.container.querySelector('fieldset')).toBeNull();
  await page.arrive();
  await act(async () => new Promise((r) => setTimeout(r, 120)));
  expect(page.container.querySelector('fieldset')).not.toBeNull();
  // The same button, now React's, works at once and is not kept.
  expect(page.container.querySelector('button')).toBe(button);
});

it('leaves HTML a React element put in as it is alone: its summary opens at once', async () => {
  const page = await hydratedWithCodeHeld();
  const summary = page.container.querySelector('#faq') as HTMLElement;
  const details = summary.parentElement as HTMLDetailsElement;
  const seen: string[] = [];
  document.addEventListener('click', (e) => seen.push((e.target as Element).id));
  summary.click();
  expect(seen).toEqual(['faq']);
  expect(details.open).toBe(true);
});

it('a click kept before the commit waits for the part too', async () => {
  const container = serverMarkup(<Page Screen={Packs} />);
  const button = container.querySelector('button')!;
  button.click();
  let arrive: () => void = () => undefined;
  const LazyPacks = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Packs }))));
  await hydrate(container, <Page Screen={LazyPacks} />);
  expect(container.querySelector('fieldset')).toBeNull();
  await act(async () => arrive());
  await act(async () => new Promise((r) => setTimeout(r, 120)));
  expect(container.querySelector('fieldset')).not.toBeNull();
});
