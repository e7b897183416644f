// A page the server rendered may open with a part that lives in a portal (the payment page back from the
// bank opens with the blocking overlay). The server cannot write a portal, so the browser's first render
// must not have it either: React would report a mismatch and draw the server's markup again (issue 33,
// docs/architecture.md#server-rendering). The part comes in the render right after hydration.
import { act, type ReactNode } from 'react';

// Updates are wrapped in act() here, as Testing Library does for the component tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppIntlProvider, RegionProvider } from '@ph/i18n';
import { BlockingOverlay } from '../src/BlockingOverlay';
import { Toast } from '../src/components/Alert';
import { Modal } from '../src/modal/Modal';
import { ModalHeader } from '../src/modal/ModalHeader';
import en from '../src/messages/en.json';

function Page({ children }: { children: ReactNode }) {
  return (
    <AppIntlProvider locale="en-US" messages={en}>
      <RegionProvider region="eu">
        <section>
          <h1>Payment</h1>
          {children}
        </section>
      </RegionProvider>
    </AppIntlProvider>
  );
}

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Writes the server's markup of `part` in a page, hydrates it, and answers what React reported. */
async function hydrate(part: ReactNode): Promise<{ container: HTMLElement; errors: string[] }> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(<Page>{part}</Page>);
  const errors: string[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Page>{part}</Page>, { onRecoverableError: (e) => errors.push(String(e)) });
  });
  return { container, errors };
}

describe('portals on a server-rendered page', () => {
  it('the blocking overlay is not in the server’s markup, hydration keeps that markup, and the overlay comes right after', async () => {
    const { container, errors } = await hydrate(<BlockingOverlay stage="returningFromPayment" />);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<section><h1>Payment</h1></section>');
    const overlay = document.body.querySelector('.ph-ui-overlay');
    expect(overlay).toHaveAttribute('data-stage', 'returningFromPayment');
    // It blocks the page as it does on a page the browser rendered.
    expect(container).toHaveAttribute('inert');
  });

  it('an open dialog hydrates without a mismatch and opens right after', async () => {
    const { container, errors } = await hydrate(
      <Modal onClose={() => undefined}>
        <ModalHeader>Your order</ModalHeader>
      </Modal>,
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.querySelector('[role="dialog"]')).toHaveAccessibleName('Your order');
  });

  it('a toast hydrates without a mismatch and shows right after', async () => {
    const { errors } = await hydrate(<Toast onDismiss={() => undefined}>Added to your cart</Toast>);
    expect(errors).toEqual([]);
    expect(document.body.querySelector('.ph-ui-toast')).toHaveTextContent('Added to your cart');
  });
});
