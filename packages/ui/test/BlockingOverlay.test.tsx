import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BlockingOverlay } from '../src/BlockingOverlay';
import type { BlockingOverlayStage } from '../src/blockingOverlayStages';
import { renderUi } from './render';

let setStageFromTest: (stage: BlockingOverlayStage | null) => void = () => undefined;

function Page({ initial }: { initial: BlockingOverlayStage | null }) {
  const [stage, setStage] = useState(initial);
  setStageFromTest = setStage;
  return (
    <>
      <button type="button">Checkout</button>
      <BlockingOverlay stage={stage}>
        {stage === 'loadingBoxDataUnauthorizedError' && <button type="button">Sign in</button>}
      </BlockingOverlay>
    </>
  );
}

describe('BlockingOverlay', () => {
  it('announces its stage in a status live region and the next stage when it changes', async () => {
    renderUi(<Page initial="savingBoxDesign" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Saving your box design…');
    act(() => setStageFromTest('redirectingToPayment'));
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment page…');
    expect(screen.getByText('Please do not close or reload this page.')).toBeInTheDocument();
  });

  it('speaks the shopper language', () => {
    renderUi(<Page initial="preparingOrder" />, { locale: 'de-DE', region: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Bestellung wird vorbereitet…');
  });

  it('blocks the page behind it until the stage is cleared, then gives focus back', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Page initial={null} />);
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    checkout.focus();
    act(() => setStageFromTest('addingItemToOrder'));

    const overlay = screen.getByRole('status').closest('.ph-ui-overlay')!;
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(container).toHaveAttribute('inert');
    expect(overlay).toHaveFocus();
    await user.tab();
    expect(overlay).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    act(() => setStageFromTest(null));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    expect(checkout).toHaveFocus();
  });

  it('shows an error stage without a spinner and keeps its own actions reachable', async () => {
    const user = userEvent.setup();
    renderUi(<Page initial="loadingBoxDataUnauthorizedError" />);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('status')).toHaveTextContent('You do not have access to this box design.');
    expect(screen.getByRole('status').closest('.ph-ui-overlay')).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('.ph-ui-spinner')).toBeNull();
    expect(signIn).toHaveFocus();
    await user.tab();
    expect(signIn).toHaveFocus();
    expect(screen.queryByText('Please do not close or reload this page.')).not.toBeInTheDocument();
  });
});
