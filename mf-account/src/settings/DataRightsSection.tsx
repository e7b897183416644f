import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@ph/api-contract';
import { eraseAccount, isApiError, requestDataExport } from '@ph/api-client';
import { describeApiError } from '@ph/api-errors';
import { Button, TextField } from '@ph/ui';
import { ConfirmDialog } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { FormAlert } from '../common/FormAlert';
import { useNavigateTo } from '../common/useNavigateTo';
import { validationMessages } from '../common/validation';

const text = defineMessages({
  storeCreditLeft: {
    id: 'account.dataRights.storeCreditLeft',
    defaultMessage: 'Your wallet still holds store credit. Please use it, or contact us to have it paid out, before you delete your account.',
  },
  password: { id: 'account.dataRights.password', defaultMessage: 'Password' },
});

/**
 * The shopper's data rights (GDPR): "Download my data" queues an export whose link is e-mailed;
 * "Delete my account" asks for the password in a dialog, then the session is gone and the shopper
 * is signed out (docs/data-rights.md says what is erased and what the law keeps).
 */
export function DataRightsSection({ user }: { user: User }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [exportState, setExportState] = useState<'idle' | 'busy' | 'queued'>('idle');
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    if (exportState === 'busy') return;
    setExportState('busy');
    setAlert(null);
    try {
      await requestDataExport(client, user.id);
      setExportState('queued');
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
      setExportState('idle');
    }
  };

  return (
    <section aria-labelledby="acc-data-title">
      <h2 id="acc-data-title">
        <FormattedMessage id="account.dataRights.title" defaultMessage="Your data" />
      </h2>
      <p>
        <FormattedMessage
          id="account.dataRights.exportHint"
          defaultMessage="Get a copy of everything we hold about you: your profile, addresses, orders, designs with their files and your consents. We prepare it in the background and e-mail you a download link."
        />
      </p>
      <FormAlert message={alert} />
      <Button type="button" variant="secondary" busy={exportState === 'busy'} onClick={() => void download()}>
        <FormattedMessage id="account.dataRights.download" defaultMessage="Download my data" />
      </Button>
      {exportState === 'queued' && (
        <p role="status">
          <FormattedMessage
            id="account.dataRights.queued"
            defaultMessage="Your request is queued. We will e-mail a download link to {email} as soon as your data is ready; the link works for 7 days."
            values={{ email: user.email ?? '' }}
          />
        </p>
      )}
      <h3>
        <FormattedMessage id="account.dataRights.deleteTitle" defaultMessage="Delete my account" />
      </h3>
      <p>
        <FormattedMessage
          id="account.dataRights.deleteHint"
          defaultMessage="This erases your personal details, addresses, designs and uploaded files and signs you out on every device. Your orders and invoices are kept, as tax law requires; invoices keep the buyer details printed on them."
        />
      </p>
      <Button type="button" variant="secondary" onClick={() => setDeleting(true)}>
        <FormattedMessage id="account.dataRights.delete" defaultMessage="Delete my account" />
      </Button>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose(): void }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const nav = useNavigateTo();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const confirm = async () => {
    if (busy) return;
    const missing = password ? undefined : intl.formatMessage(validationMessages.required);
    setError(missing);
    setAlert(null);
    if (missing) return;
    setBusy(true);
    try {
      await eraseAccount(client, user.id, { current_password: password });
      setDeleted(true);
    } catch (err) {
      const d = describeApiError(intl, err);
      if (d.field === 'current_password') setError(d.message);
      else if (isApiError(err) && err.code === 'store_credit_left') setAlert(intl.formatMessage(text.storeCreditLeft));
      else setAlert(d.message);
    } finally {
      setBusy(false);
    }
  };

  // The server has revoked every session: the sign-out page forgets the token and starts a fresh visit.
  const signOut = () => nav.toRoute('signOut', { replace: true });

  if (deleted) {
    return (
      <ConfirmDialog
        title={<FormattedMessage id="account.dataRights.deletedTitle" defaultMessage="Your account has been deleted" />}
        confirmLabel={<FormattedMessage id="account.dataRights.deletedContinue" defaultMessage="Continue" />}
        cancelLabel={false}
        onConfirm={signOut}
        onClose={signOut}
      >
        <p>
          <FormattedMessage id="account.dataRights.deletedBody" defaultMessage="Your personal data has been erased and you are now signed out. Thank you for shopping with us." />
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      form
      title={<FormattedMessage id="account.dataRights.confirmTitle" defaultMessage="Delete your account?" />}
      confirmLabel={<FormattedMessage id="account.dataRights.confirmDelete" defaultMessage="Delete my account for good" />}
      onConfirm={() => void confirm()}
      onClose={onClose}
      busy={busy}
      error={alert}
    >
      <p>
        <FormattedMessage id="account.dataRights.confirmBody" defaultMessage="This cannot be undone. Enter your password to confirm." />
      </p>
      {/* The e-mail lets password managers offer the right account's password. */}
      <input type="email" name="username" autoComplete="username" value={user.email ?? ''} readOnly hidden />
      <TextField
        label={intl.formatMessage(text.password)}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
    </ConfirmDialog>
  );
}
