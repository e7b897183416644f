import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { recoverPassword } from '@ph/api-client';
import { TextField } from '@ph/ui';
import { ConfirmDialog } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { emailError } from '../common/validation';

/**
 * Forgotten password, then "link sent" (docs/domain.md#regions-languages-and-routes). The API answers the same whether or
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

  const submit = async () => {
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
    <ConfirmDialog
      form
      topSpacing={48}
      title={<FormattedMessage id="account.forgot.title" defaultMessage="Forgotten password" />}
      confirmLabel={<FormattedMessage id="account.forgot.submit" defaultMessage="Send the link" />}
      onConfirm={() => void submit()}
      onClose={onClose}
      busy={busy}
      error={alert}
    >
      <p>
        <FormattedMessage
          id="account.forgot.intro"
          defaultMessage="Enter the e-mail address of your account and we will send you a link to set a new password."
        />
      </p>
      <TextField
        label={intl.formatMessage({ id: 'account.field.email', defaultMessage: 'E-mail address' })}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
    </ConfirmDialog>
  );
}

export function LinkSentDialog({ email, onClose }: { email: string; onClose(): void }) {
  return (
    <ConfirmDialog
      cancelLabel={false}
      topSpacing={48}
      title={<FormattedMessage id="account.linkSent.title" defaultMessage="Check your inbox" />}
      confirmLabel={<FormattedMessage id="account.action.ok" defaultMessage="OK" />}
      onConfirm={onClose}
      onClose={onClose}
    >
      <p>
        <FormattedMessage
          id="account.linkSent.body"
          defaultMessage="If an account exists for {email}, we have sent it a link to set a new password. The link is valid for one hour."
          values={{ email: <strong key="email">{email}</strong> }}
        />
      </p>
    </ConfirmDialog>
  );
}

export function PasswordChangedDialog({ onClose }: { onClose(): void }) {
  return (
    <ConfirmDialog
      cancelLabel={false}
      topSpacing={48}
      title={<FormattedMessage id="account.passwordChanged.title" defaultMessage="Password changed" />}
      confirmLabel={<FormattedMessage id="account.passwordChanged.continue" defaultMessage="Go to your account" />}
      onConfirm={onClose}
      onClose={onClose}
    >
      <p>
        <FormattedMessage
          id="account.passwordChanged.body"
          defaultMessage="Your new password is set and you are signed in. Other devices have been signed out."
        />
      </p>
    </ConfirmDialog>
  );
}
