import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '@ph/api-contract';
import { signIn } from '@ph/api-client';
import { Button, Checkbox, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { accountTracker, identifyTraits } from '../analytics/tracker';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { emailError, hasErrors, requiredText, type FieldErrors } from '../common/validation';

interface Props {
  initialEmail?: string;
  onSignedIn(user: User): void;
  onForgotPassword(email: string): void;
}

/** The login form of docs/domain.md#regions-languages-and-routes; the visitor's anonymous data is merged by the server. */
export function LoginForm({ initialEmail = '', onSignedIn, onForgotPassword }: Props) {
  const intl = useIntl();
  const session = useAccountSession();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = { email: emailError(intl, email), password: requiredText(intl, password) };
    setErrors(next);
    setAlert(null);
    if (hasErrors(next) || busy) return;
    setBusy(true);
    try {
      // The visitor's anonymous token goes with the call, so the server merges their cart.
      const response = await signIn(session.client, { email: email.trim(), password });
      const user = await session.adopt(response, { remember });
      accountTracker(session.client).identify(String(response.user.id), identifyTraits(response.user, 'sign_in'));
      onSignedIn(user);
    } catch (err) {
      setAlert(describeApiError(intl, err).message);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'account.login.form', defaultMessage: 'Sign in' })}>
      <FormAlert message={alert} />
      <TextField
        label={intl.formatMessage({ id: 'account.field.email', defaultMessage: 'E-mail address' })}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.field.password', defaultMessage: 'Password' })}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Checkbox
        label={intl.formatMessage({ id: 'account.login.remember', defaultMessage: 'Keep me signed in' })}
        checked={remember}
        onCheckedChange={setRemember}
      />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="account.login.submit" defaultMessage="Sign in" />
      </Button>
      <Button type="button" variant="link" onClick={() => onForgotPassword(email.trim())}>
        <FormattedMessage id="account.login.forgot" defaultMessage="Forgot your password?" />
      </Button>
    </form>
  );
}
