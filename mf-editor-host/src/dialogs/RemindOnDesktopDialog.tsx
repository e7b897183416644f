import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmailAddress } from '@ph/api-contract/patterns';
import { Button, TextField } from '@ph/ui';
import { Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';

/** "Remind me on desktop": on a narrow screen the editor e-mails a link to continue on a computer. */
export function RemindOnDesktopDialog({ busy, sent, error, onSend, onClose }: { busy: boolean; sent: boolean; error: string | null; onSend(email: string): void; onClose(): void }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmailAddress(email)) {
      setInvalid(intl.formatMessage({ id: 'editor.remind.invalid', defaultMessage: 'Enter an e-mail address such as name@example.com.' }));
      return;
    }
    setInvalid(null);
    onSend(email.trim());
  };
  return (
    <Modal onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate>
        <ModalHeader>
          <FormattedMessage id="editor.remind.title" defaultMessage="Continue on a computer" />
        </ModalHeader>
        <ModalBody>
          {sent ? (
            <p role="status">
              <FormattedMessage id="editor.remind.sent" defaultMessage="We have sent you a link. Open it on a computer to design your box." />
            </p>
          ) : (
            <>
              <p>
                <FormattedMessage id="editor.remind.body" defaultMessage="The editor works best on a larger screen. We will e-mail you a link to this box." />
              </p>
              <TextField
                label={intl.formatMessage({ id: 'editor.remind.email', defaultMessage: 'E-mail address' })}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={invalid ?? error ?? undefined}
                required
                data-autofocus
              />
            </>
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="editor.dialog.close" defaultMessage="Close" />
          </Button>
          {sent ? null : (
            <Button type="submit" busy={busy}>
              <FormattedMessage id="editor.remind.submit" defaultMessage="Send me the link" />
            </Button>
          )}
        </ModalFooter>
      </form>
    </Modal>
  );
}
