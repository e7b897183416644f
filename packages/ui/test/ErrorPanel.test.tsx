import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from '../src/ErrorPanel';
import { renderUi } from './render';

describe('ErrorPanel', () => {
  it('says the section is unavailable and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderUi(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/could not load this part of the page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('stays busy while an async retry runs and ignores repeated clicks', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<ErrorPanel title="Cart unavailable" message="Try again in a moment." onRetry={onRetry} retryLabel="Reload cart" />);
    const button = screen.getByRole('button', { name: 'Reload cart' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await user.click(button);
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('has no button without onRetry and is translated', () => {
    renderUi(<ErrorPanel />, { locale: 'pl-PL', region: 'pl' });
    expect(screen.getByRole('alert', { name: 'Ta sekcja jest niedostępna' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
