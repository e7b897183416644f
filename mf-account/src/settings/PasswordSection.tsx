import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@ph/api-contract';
import { changePassword, recoverPassword } from '@ph/api-client';
import { Button, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { hasErrors, newPasswordError, validationMessages, type FieldErrors } from '../common/validation';
import { LinkSentDialog, PasswordChangedDialog } from '../auth/PasswordDialogs';

type Field = 'current_password' | 'password' | 'repeat';
const EMPTY: Record<Field, string> = { current_password: '', password: '', repeat: '' };

/**
 * Password change with the current password (`PUT users/{id}/password`): this session stays, the
 * others end. Who forgot the current one gets the reset link by e-mail instead.
 */
export function PasswordSection({ user }: { user: User }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [linkBusy, setLinkBusy] = useState(false);
  const [linkSent, setLinkSent] = useState(false);
  const email = user.email ?? '';
  const set = (k: Field) => (e: { target: { value: string } }) => setV((old) => ({ ...old, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: FieldErrors<Field> = {
      current_password: v.current_password ? undefined : intl.formatMessage(validationMessages.required),
      password: newPasswordError(intl, v.password),
      repeat: v.repeat === v.password ? undefined : intl.formatMessage(validationMessages.passwordMismatch),
    };
    setErrors(next);
    setAlert(null);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await changePassword(client, user.id, { current_password: v.current_password, password: v.password });
      setV(EMPTY);
      setChanged(true);
    } catch (err) {
      const d = describeApiError(intl, err);
      if (d.field === 'current_password' || d.field === 'password') setErrors({ [d.field]: d.message });
      else setAlert(d.message);
    } finally {
      setBusy(false);
    }
  };

  const sendLink = async () => {
    setLinkBusy(true);
    setAlert(null);
    try {
      await recoverPassword(client, email);
      setLinkSent(true);
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
    } finally {
      setLinkBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="acc-password-title">
      <h2 id="acc-password-title">
        <FormattedMessage id="account.settings.password" defaultMessage="Password" />
      </h2>
      <p>
        <FormattedMessage id="account.settings.passwordHint" defaultMessage="Enter your current password and choose a new one. Your other devices will be signed out." />
      </p>
      <FormAlert message={alert} />
      {/* The e-mail lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={intl.formatMessage({ id: 'account.field.currentPassword', defaultMessage: 'Current password' })}
        type="password"
        autoComplete="current-password"
        required
        value={v.current_password}
        error={errors.current_password}
        onChange={set('current_password')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.newPasswordLabel', defaultMessage: 'New password' })}
        hint={intl.formatMessage({ id: 'account.field.newPassword.hint', defaultMessage: 'At least 8 characters.' })}
        type="password"
        autoComplete="new-password"
        required
        value={v.password}
        error={errors.password}
        onChange={set('password')}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.repeatNewPassword', defaultMessage: 'Repeat the new password' })}
        type="password"
        autoComplete="new-password"
        required
        value={v.repeat}
        error={errors.repeat}
        onChange={set('repeat')}
      />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="account.settings.changePassword" defaultMessage="Change the password" />
      </Button>
      <Button type="button" variant="link" busy={linkBusy} onClick={() => void sendLink()}>
        <FormattedMessage id="account.settings.forgotCurrent" defaultMessage="Forgot your current password? E-mail me a reset link" />
      </Button>
      {changed && <PasswordChangedDialog onClose={() => setChanged(false)} />}
      {linkSent && <LinkSentDialog email={email} onClose={() => setLinkSent(false)} />}
    </form>
  );
}
