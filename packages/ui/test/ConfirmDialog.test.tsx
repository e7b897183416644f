import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../src/modal/ConfirmDialog';
import { renderUi } from './render';

type Props = Omit<Partial<ConfirmDialogProps>, 'onConfirm'> & { withField?: boolean; onConfirm?: (reason: string) => void };

/** A page with a button that asks before deleting; records what the shopper answered. */
function DeletePage({ withField = false, onConfirm, ...props }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete…
      </button>
      {open && (
        <ConfirmDialog
          title="Delete this design?"
          confirmLabel="Delete the design"
          onClose={() => setOpen(false)}
          onConfirm={() => onConfirm?.(name)}
          form={withField}
          {...props}
        >
          <p>It will be deleted for good.</p>
          {withField && (
            <>
              <label htmlFor="reason">Reason</label>
              <input id="reason" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

async function open(props: Props = {}) {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  renderUi(<DeletePage onConfirm={onConfirm} {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete…' });
  await user.click(opener);
  return { user, onConfirm, opener, dialog: screen.getByRole('dialog', { name: 'Delete this design?' }) };
}

describe('ConfirmDialog', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a modal dialog named by its question, with focus on Cancel so Enter does not confirm', async () => {
    const { user, dialog, onConfirm } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('It will be deleted for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with its button', async () => {
    const { user, onConfirm } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete the design' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside, closes on Escape and gives focus back to the opener', async () => {
    const { user, opener, dialog, onConfirm } = await open();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('announces why the last attempt failed, and cannot be confirmed twice while busy', async () => {
    const { user, onConfirm } = await open({ busy: true, error: 'The design is in your cart.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The design is in your cart.');
    const confirm = screen.getByRole('button', { name: /Delete the design/ });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('with a form, starts in its first field and confirms on Enter', async () => {
    const { user, onConfirm } = await open({ withField: true });
    const field = screen.getByLabelText('Reason');
    expect(field).toHaveFocus();
    await user.type(field, 'Wrong colour{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Wrong colour');
  });

  it('without a cancel button is a notice acknowledged by its one button', async () => {
    const { onConfirm } = await open({ cancelLabel: false, confirmLabel: 'OK' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenCalled();
  });

  it('says Cancel in the page language', async () => {
    const user = userEvent.setup();
    renderUi(<DeletePage />, { locale: 'de-DE' });
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });
});
