import { screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalProps } from '../src/modal/Modal';
import { ModalBody, ModalFooter, ModalHeader } from '../src/modal/ModalHeader';
import { renderUi } from './render';

function SaveDesignDialog(props: Partial<ModalProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Save design
      </button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClosed?.();
        }}
      >
        <ModalHeader>Save your design</ModalHeader>
        <ModalBody>
          <label htmlFor="name">Design name</label>
          <input id="name" />
        </ModalBody>
        <ModalFooter>
          <button type="button">Cancel</button>
          <button type="button">Save</button>
        </ModalFooter>
      </Modal>
    </>
  );
}

async function openDialog(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  const onClosed = jest.fn();
  renderUi(<SaveDesignDialog {...props} onClosed={onClosed} />);
  const opener = screen.getByRole('button', { name: 'Save design' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Save your design' });
  return { user, opener, dialog, onClosed };
}

describe('Modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a modal dialog named by its header, with focus moved to its first field', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Design name')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab(); // Cancel
    await user.tab(); // Save
    expect(save).toHaveFocus();
    await user.tab(); // wraps to the first tabbable: the close button
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // wraps back to the last
    expect(save).toHaveFocus();
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener, onClosed } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the legacy key code 27 too', async () => {
    await openDialog();
    fireEvent.keyDown(document.activeElement!, { key: 'Unidentified', keyCode: 27 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside (the backdrop) but not on a click inside', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.click(screen.getByLabelText('Design name'));
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('does not close when a press starts inside and is released outside (text selection)', async () => {
    const { dialog } = await openDialog();
    fireEvent.mouseDown(screen.getByLabelText('Design name'));
    fireEvent.mouseUp(dialog.parentElement!);
    fireEvent.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes from the header close button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape and outside click when not dismissible', async () => {
    const { user, dialog } = await openDialog({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes only the topmost of nested dialogs on Escape', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return (
        <>
          <Modal open={outer} onClose={() => setOuter(false)} aria-label="Outer">
            <button type="button">outer action</button>
          </Modal>
          <Modal open={inner} onClose={() => setInner(false)} aria-label="Inner">
            <button type="button">inner action</button>
          </Modal>
        </>
      );
    }
    renderUi(<Nested />);
    expect(screen.getByRole('button', { name: 'inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies variant, size and top spacing; size defaults to unset', async () => {
    const { dialog } = await openDialog({ variant: 'side', size: 'md', topSpacing: 48 });
    expect(dialog).toHaveClass('ph-ui-modal--side', 'ph-ui-modal--md', 'ph-ui-modal--spaced');
    expect(dialog.style.getPropertyValue('--ph-ui-modal-top')).toBe('48px');
    renderUi(<Modal onClose={() => undefined} aria-label="Plain" />);
    const plain = screen.getByRole('dialog', { name: 'Plain' });
    expect(plain).toHaveAttribute('data-size', 'unset');
    expect(plain).toHaveAttribute('data-variant', 'plain');
    expect(plain.className).not.toMatch(/ph-ui-modal--(xs|sm|md|lg|xl)\b/);
  });

  it('has a header with 24 px bottom padding and a border by default, both adjustable', () => {
    renderUi(
      <>
        <Modal onClose={() => undefined}>
          <ModalHeader>Default header</ModalHeader>
        </Modal>
        <Modal onClose={() => undefined}>
          <ModalHeader showBorder={false} paddingBottom={8} showCloseButton={false}>
            Bare header
          </ModalHeader>
        </Modal>
      </>,
    );
    const byDefault = screen.getByRole('heading', { name: 'Default header' }).parentElement!;
    expect(byDefault.style.paddingBottom).toBe('24px');
    expect(byDefault).toHaveClass('ph-ui-modal-header--border');
    const bare = screen.getByRole('heading', { name: 'Bare header' }).parentElement!;
    expect(bare.style.paddingBottom).toBe('8px');
    expect(bare).not.toHaveClass('ph-ui-modal-header--border');
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('translates the close button', async () => {
    renderUi(
      <Modal onClose={() => undefined}>
        <ModalHeader>Zapisz projekt</ModalHeader>
      </Modal>,
      { locale: 'pl-PL', region: 'pl' },
    );
    expect(screen.getByRole('dialog', { name: 'Zapisz projekt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
  });
});

describe('Modal initial focus', () => {
  it('focuses initialFocus, else a data-autofocus element, else the dialog itself', () => {
    function WithRef() {
      const ref = { current: null as HTMLButtonElement | null };
      return (
        <Modal onClose={() => undefined} aria-label="Confirm" initialFocus={ref}>
          <button type="button">Cancel</button>
          <button type="button" ref={(el) => void (ref.current = el)}>
            Delete
          </button>
        </Modal>
      );
    }
    const first = renderUi(<WithRef />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    first.unmount();

    const second = renderUi(
      <Modal onClose={() => undefined} aria-label="Share">
        <button type="button">Copy</button>
        <input aria-label="Link" data-autofocus="" />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveFocus();
    second.unmount();

    renderUi(
      <Modal onClose={() => undefined} aria-label="Notice">
        <p>Nothing to press</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveFocus();
  });
});
