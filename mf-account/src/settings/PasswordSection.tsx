import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { recoverPassword } from '@ph/api-client';
import { Button } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeError } from '../common/errors';
import { FormAlert } from '../common/FormAlert';
import { LinkSentDialog } from '../auth/PasswordDialogs';

/**
 * Password change. The API has no "change password with the old one" call, only the e-mailed
 * reset link, so a signed-in customer changes the password through that link.
 */
export function PasswordSection({ email }: { email: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <section aria-labelledby="acc-password-title">
      <h2 id="acc-password-title">
        <FormattedMessage id="account.settings.password" defaultMessage="Password" />
      </h2>
      <p>
        <FormattedMessage
          id="account.settings.passwordIntro"
          defaultMessage="To change your password we send a link to {email}; open it to set the new one."
          values={{ email }}
        />
      </p>
      <FormAlert message={alert} />
      <Button
        type="button"
        variant="secondary"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setAlert(null);
          try {
            await recoverPassword(client, email);
            setSent(true);
          } catch (err) {
            setAlert(describeError(intl, err).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormattedMessage id="account.settings.changePassword" defaultMessage="Change the password" />
      </Button>
      {sent && <LinkSentDialog email={email} onClose={() => setSent(false)} />}
    </section>
  );
}
