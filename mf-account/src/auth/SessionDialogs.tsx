import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@ph/api-contract';
import { resendConfirmationEmail } from '@ph/api-client';
import { Button } from '@ph/ui';
import { ConfirmDialog, Modal, ModalBody, ModalFooter, ModalHeader } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { LoginForm } from './LoginForm';

/** The login dialog: signing in without leaving the page (e.g. from the registration form). */
export function LoginDialog({
  initialEmail,
  onSignedIn,
  onForgotPassword,
  onClose,
}: {
  initialEmail?: string;
  onSignedIn(user: User): void;
  onForgotPassword(email: string): void;
  onClose(): void;
}) {
  return (
    <Modal onClose={onClose} size="sm" topSpacing={48}>
      <ModalHeader>
        <FormattedMessage id="account.login.dialogTitle" defaultMessage="Sign in to your account" />
      </ModalHeader>
      <ModalBody>
        <LoginForm initialEmail={initialEmail} onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />
      </ModalBody>
    </Modal>
  );
}

/** Asks before signing out; the sign-out itself is the /sign_out/ route. */
export function LogoutDialog({ onConfirm, onClose }: { onConfirm(): void; onClose(): void }) {
  return (
    <ConfirmDialog
      size="xs"
      title={<FormattedMessage id="account.logout.title" defaultMessage="Sign out?" />}
      confirmLabel={<FormattedMessage id="account.logout.confirm" defaultMessage="Sign out" />}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        <FormattedMessage id="account.logout.body" defaultMessage="You will need your e-mail address and password to sign in again." />
      </p>
    </ConfirmDialog>
  );
}

/** After registering: the account works at once, but the e-mail address still needs confirming. */
export function CheckConfirmationEmailDialog({ email, onClose }: { email: string; onClose(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [alert, setAlert] = useState<string | null>(null);

  const resend = async () => {
    setState('busy');
    setAlert(null);
    try {
      await resendConfirmationEmail(client);
      setState('sent');
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
      setState('idle');
    }
  };

  return (
    <Modal onClose={onClose} size="sm" topSpacing={48}>
      <ModalHeader>
        <FormattedMessage id="account.checkEmail.title" defaultMessage="Confirm your e-mail address" />
      </ModalHeader>
      <ModalBody>
        <p>
          <FormattedMessage
            id="account.checkEmail.body"
            defaultMessage="Your account is ready. We have sent a confirmation link to {email}; open it to confirm your address."
            values={{ email: <strong key="email">{email}</strong> }}
          />
        </p>
        <FormAlert message={alert} />
        {state === 'sent' && (
          <p role="status">
            <FormattedMessage id="account.checkEmail.resent" defaultMessage="We have sent a new link." />
          </p>
        )}
      </ModalBody>
      <ModalFooter>
        <Button type="button" variant="secondary" busy={state === 'busy'} onClick={() => void resend()}>
          <FormattedMessage id="account.checkEmail.resend" defaultMessage="Send the link again" />
        </Button>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="account.checkEmail.continue" defaultMessage="Continue" />
        </Button>
      </ModalFooter>
    </Modal>
  );
}
