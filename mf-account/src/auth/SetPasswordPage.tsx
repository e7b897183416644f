import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@ph/remote-kit';
import { isApiError, resetPassword } from '@ph/api-client';
import { Button, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { useNavigateTo } from '../common/useNavigateTo';
import { hasErrors, newPasswordError, validationMessages, type FieldErrors } from '../common/validation';
import { ForgottenPasswordFlow, PasswordChangedDialog } from './PasswordDialogs';

/** `/auth/set_password/?token=`: the set-password form of the reset e-mail's link. */
export function SetPasswordPage() {
  const intl = useIntl();
  const session = useAccountSession();
  const nav = useNavigateTo();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'repeat'>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [linkBroken, setLinkBroken] = useState(!/^[A-Za-z0-9_-]{43}$/.test(token));
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const [forgot, setForgot] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      password: newPasswordError(intl, password),
      repeat: repeat === password ? undefined : intl.formatMessage(validationMessages.passwordMismatch),
    };
    setErrors(next);
    setAlert(null);
    if (hasErrors(next) || busy) return;
    setBusy(true);
    try {
      const response = await resetPassword(session.client, token, password);
      await session.adopt(response, { remember: true });
      setChanged(true);
    } catch (err) {
      if (isApiError(err) && (err.code === 'invalid_token' || err.field === 'token')) setLinkBroken(true);
      else setAlert(describeApiError(intl, err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="acc-title" className="acc-auth">
      <h1 id="acc-title">
        <FormattedMessage id="account.setPassword.title" defaultMessage="Set a new password" />
      </h1>
      {linkBroken ? (
        <>
          <p role="alert">
            <FormattedMessage id="account.error.invalidToken" defaultMessage="This link is invalid or has expired." />
          </p>
          <Button type="button" onClick={() => setForgot(true)}>
            <FormattedMessage id="account.setPassword.newLink" defaultMessage="Get a new link" />
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'account.setPassword.title', defaultMessage: 'Set a new password' })}>
          <FormAlert message={alert} />
          <TextField
            label={intl.formatMessage({ id: 'account.field.newPassword', defaultMessage: 'Password' })}
            hint={intl.formatMessage({ id: 'account.field.newPassword.hint', defaultMessage: 'At least 8 characters.' })}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.field.repeatPassword', defaultMessage: 'Repeat the password' })}
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            error={errors.repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          <Button type="submit" busy={busy}>
            <FormattedMessage id="account.setPassword.submit" defaultMessage="Save the password" />
          </Button>
        </form>
      )}
      {changed && <PasswordChangedDialog onClose={() => nav.toRoute('accountOrders', { replace: true })} />}
      {forgot && <ForgottenPasswordFlow onClose={() => setForgot(false)} />}
    </section>
  );
}
