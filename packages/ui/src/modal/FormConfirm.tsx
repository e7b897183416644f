import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button, useStyleSheet, type ButtonVariant } from '@ph/ui';
import { keepTabIn } from './focus';

// Declared here until @types/react has them: HTML's invoker commands, a button that opens or closes a
// dialog by itself (Chromium 135, Firefox 144, Safari 26.2). React passes the lowercase names through.
declare module 'react' {
  // An augmentation repeats the interface's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element this button acts on (`command`), without script. */
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined;
  }
}

// Tokens by name, not through coreCss's helper: importing it would bring the whole core sheet into the chunk.
const CSS = `
.ph-ui-form-confirm{border:0;margin:auto;max-height:calc(100dvh - 2rem);overflow:auto}
.ph-ui-form-confirm::backdrop{background:var(--ph-color-backdrop)}
.ph-ui-form-confirm__title{margin:0 0 var(--ph-space-4);font-size:var(--ph-font-size-lg)}
`;

export interface FormConfirmProps {
  /** The opening button's text, and its accessible name when it differs ("Remove Mailer box"). */
  opener: ReactNode;
  openerLabel?: string;
  openerVariant?: ButtonVariant;
  /** The question; it names the dialog. */
  title: ReactNode;
  /** What confirming does. */
  children: ReactNode;
  /** The cancel button's text ("Keep it"); it has the focus when the dialog opens. */
  keepLabel: ReactNode;
  confirmLabel: ReactNode;
  /**
   * The form the confirm button sends: where to (a form the edge answers without script), its fields (hidden
   * inputs), and what the page's script does instead once it runs.
   */
  form: { action: string; method: 'post' | 'get'; fields: ReactNode; onSubmit(event: FormEvent<HTMLFormElement>): void };
  busy?: boolean;
  /** The dialog element, for the page's script to close it once the change is made (`closeFormConfirm`). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

/** Whether this browser runs invoker commands itself (else the page's script opens and closes the dialog). */
const runsCommands = (): boolean => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/** Closes a FormConfirm's dialog (also where `<dialog>` is only an element, as in jsdom). */
export function closeFormConfirm(dialog: HTMLDialogElement | null): void {
  if (!dialog) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** Opens it where the browser does not run the opener's command itself. */
function openFormConfirm(dialog: HTMLDialogElement | null): void {
  if (!dialog || runsCommands()) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/**
 * "Remove this?" that works before, and without, the page's script: a native modal `<dialog>` opened by
 * its button's invoker command (focus moves into it and stays there, Escape closes it, focus returns to
 * the button), whose confirm button sends a form the edge answers. Once the page's script runs, the
 * form's own submit handler makes the change instead; the markup is the same, so the server's part
 * hydrates as it is. The @ph/ui Modal is a portal and cannot be in a server's markup.
 */
export function FormConfirm({ opener, openerLabel, openerVariant = 'link', title, children, keepLabel, confirmLabel, form, busy = false, dialogRef }: FormConfirmProps) {
  useStyleSheet('ph-ui-form-confirm', CSS);
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  const id = `ph-confirm-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const formId = `${id}-form`;
  return (
    <>
      {/* A browser older than invoker commands gets the same from the page's script. */}
      <Button variant={openerVariant} commandfor={id} command="show-modal" aria-label={openerLabel} onClick={() => openFormConfirm(ref.current)}>
        {opener}
      </Button>
      <dialog
        ref={ref}
        id={id} className="ph-ui-modal ph-ui-modal--plain ph-ui-modal--sm ph-ui-form-confirm"
        aria-labelledby={`${id}-title`}
        onKeyDown={(e) => {
          // The browser keeps focus out of the page behind a modal dialog, but lets Tab leave for its own
          // controls: the page's script keeps it in the dialog, as the kit's Modal does.
          if (ref.current) keepTabIn(e, ref.current);
          if (e.key === 'Escape' && !runsCommands()) closeFormConfirm(ref.current);
        }}
      >
        <h2 id={`${id}-title`} className="ph-ui-form-confirm__title">{title}</h2>
        {children}
        <div className="ph-ui-modal-footer">
          {/* First, so it has the focus when the dialog opens: Enter must not remove anything. */}
          <Button variant="secondary" commandfor={id} command="close" autoFocus onClick={() => !runsCommands() && closeFormConfirm(ref.current)}>
            {keepLabel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </dialog>
      <form id={formId} action={form.action} method={form.method} onSubmit={form.onSubmit} hidden>
        {form.fields}
      </form>
    </>
  );
}
