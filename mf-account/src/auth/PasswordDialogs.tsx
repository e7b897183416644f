import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { recoverPassword } from '@ph/api-client';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { emailError } from '../common/validation';

/**
 * Forgotten password, then "link sent" (commerce-core §2). The API answers the same whether or
 * not the account exists, so the second dialog never says that it does.
 */
export function ForgottenPasswordFlow({ initialEmail = '', onClose }: { initialEmail?: string; onClose(): void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <LinkSentDialog email={sentTo} onClose={onClose} />;
  return <ForgottenPasswordDialog initialEmail={initialEmail} onSent={setSentTo} onClose={onClose} />;
}

function ForgottenPasswordDialog({ initialEmail, onSent, onClose }: { initialEmail: string; onSent(email: string): void; onClose(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(intl, email);
    setError(problem);
    setAlert(null);
    if (problem || busy) return;
    setBusy(true);
    try {
      await recoverPassword(client, email.trim());
      onSent(email.trim());
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
      setBusy(false);
    }
  };

  return (
    <Modal onClose={onClose} size="sm" topSpacing={48}>
      <ModalHeader>
        <FormattedMessage id="account.forgot.title" defaultMessage="Forgotten password" />
      </ModalHeader>
      <form noValidate onSubmit={submit}>
        <ModalBody>
          <p>
            <FormattedMessage
              id="account.forgot.intro"
              defaultMessage="Enter the e-mail address of your account and we will send you a link to set a new password."
            />
          </p>
          <FormAlert message={alert} />
          <TextField
            label={intl.formatMessage({ id: 'account.field.email', defaultMessage: 'E-mail address' })}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
        </ModalBody>
        <ModalFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="account.action.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="account.forgot.submit" defaultMessage="Send the link" />
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

export function LinkSentDialog({ email, onClose }: { email: string; onClose(): void }) {
  return (
    <Modal onClose={onClose} size="sm" topSpacing={48}>
      <ModalHeader>
        <FormattedMessage id="account.linkSent.title" defaultMessage="Check your inbox" />
      </ModalHeader>
      <ModalBody>
        <p>
          <FormattedMessage
            id="account.linkSent.body"
            defaultMessage="If an account exists for {email}, we have sent it a link to set a new password. The link is valid for one hour."
            values={{ email: <strong>{email}</strong> }}
          />
        </p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="account.action.ok" defaultMessage="OK" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}

export function PasswordChangedDialog({ onClose }: { onClose(): void }) {
  return (
    <Modal onClose={onClose} size="sm" topSpacing={48}>
      <ModalHeader>
        <FormattedMessage id="account.passwordChanged.title" defaultMessage="Password changed" />
      </ModalHeader>
      <ModalBody>
        <p>
          <FormattedMessage
            id="account.passwordChanged.body"
            defaultMessage="Your new password is set and you are signed in. Other devices have been signed out."
          />
        </p>
      </ModalBody>
      <ModalFooter>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="account.passwordChanged.continue" defaultMessage="Go to your account" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}
