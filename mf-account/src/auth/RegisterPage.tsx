import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { signUp, isApiError } from '@ph/api-client';
import { Link, useMountProps, useRoutePath } from '@ph/remote-kit';
import { Button, SelectField, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { accountTracker, identifyTraits } from '../analytics/tracker';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { RETURN_TO_PARAM } from '../common/returnTo';
import { emailError, hasErrors, newPasswordError, type FieldErrors } from '../common/validation';
import { CheckConfirmationEmailDialog, LoginDialog } from './SessionDialogs';
import { ForgottenPasswordFlow } from './PasswordDialogs';
import { useAfterSignIn } from './useAfterSignIn';

type Field = 'email' | 'password' | 'first_name' | 'last_name';
type Dialog = { kind: 'checkEmail'; email: string } | { kind: 'login'; email: string } | { kind: 'forgot'; email: string } | null;

/** `/registration`: signing up upgrades the visitor in place, so their cart stays theirs. */
export function RegisterPage() {
  const intl = useIntl();
  const { locale } = useMountProps();
  const session = useAccountSession();
  const after = useAfterSignIn();
  const pathOf = useRoutePath();
  const [values, setValues] = useState({ first_name: '', last_name: '', email: '', password: '', customer_type: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Only a visitor who arrives signed in is sent on; one who just registered sees the dialog first.
  const registeredHere = useRef(false);
  const alreadySignedIn = session.load.status === 'ready' && !session.load.user.anonymous;

  useEffect(() => {
    if (alreadySignedIn && !registeredHere.current) after.go();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [alreadySignedIn]);

  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: FieldErrors<Field> = { email: emailError(intl, values.email), password: newPasswordError(intl, values.password) };
    setErrors(next);
    setAlert(null);
    setEmailTaken(false);
    if (hasErrors(next) || busy) return;
    setBusy(true);
    try {
      const response = await signUp(session.client, {
        email: values.email.trim(),
        password: values.password,
        first_name: values.first_name.trim() || undefined,
        last_name: values.last_name.trim() || undefined,
        customer_type: values.customer_type === 'b2b' || values.customer_type === 'b2c' ? values.customer_type : undefined,
        locale,
      });
      registeredHere.current = true;
      await session.adopt(response, { remember: true });
      accountTracker(session.client).identify(String(response.user.id), identifyTraits(response.user, 'registration'));
      setDialog({ kind: 'checkEmail', email: response.user.email ?? values.email.trim() });
    } catch (err) {
      const described = describeApiError(intl, err);
      if (isApiError(err) && err.code === 'email_taken') setEmailTaken(true);
      if (described.field && ['email', 'password', 'first_name', 'last_name'].includes(described.field)) {
        setErrors({ [described.field]: described.message });
      } else {
        setAlert(described.message);
      }
    } finally {
      setBusy(false);
    }
  };

  const returnQuery = after.returnTo ? `?${RETURN_TO_PARAM}=${encodeURIComponent(after.returnTo)}` : '';
  return (
    <section aria-labelledby="acc-title" className="acc-auth">
      <h1 id="acc-title">
        <FormattedMessage id="account.register.title" defaultMessage="Create an account" />
      </h1>
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'account.register.form', defaultMessage: 'Registration' })}>
        <FormAlert message={alert} />
        <TextField
          label={intl.formatMessage({ id: 'account.field.firstName', defaultMessage: 'First name' })}
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onChange={set('first_name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.field.lastName', defaultMessage: 'Last name' })}
          autoComplete="family-name"
          value={values.last_name}
          error={errors.last_name}
          onChange={set('last_name')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'account.field.customerType', defaultMessage: 'I am buying as' })}
          value={values.customer_type}
          placeholder={intl.formatMessage({ id: 'account.field.customerType.none', defaultMessage: 'Choose (optional)' })}
          options={[
            { value: 'b2c', label: intl.formatMessage({ id: 'account.customerType.b2c', defaultMessage: 'A private person' }) },
            { value: 'b2b', label: intl.formatMessage({ id: 'account.customerType.b2b', defaultMessage: 'A company' }) },
          ]}
          onChange={set('customer_type')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.field.email', defaultMessage: 'E-mail address' })}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        {emailTaken && (
          <Button type="button" variant="link" onClick={() => setDialog({ kind: 'login', email: values.email.trim() })}>
            <FormattedMessage id="account.register.signInInstead" defaultMessage="Sign in with this address instead" />
          </Button>
        )}
        <TextField
          label={intl.formatMessage({ id: 'account.field.newPassword', defaultMessage: 'Password' })}
          hint={intl.formatMessage({ id: 'account.field.newPassword.hint', defaultMessage: 'At least 8 characters.' })}
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <Button type="submit" busy={busy}>
          <FormattedMessage id="account.register.submit" defaultMessage="Create the account" />
        </Button>
      </form>
      <p>
        <Link to={pathOf('signIn') + returnQuery}>
          <FormattedMessage id="account.register.toSignIn" defaultMessage="Already have an account? Sign in" />
        </Link>
      </p>
      {dialog?.kind === 'checkEmail' && <CheckConfirmationEmailDialog email={dialog.email} onClose={() => after.go()} />}
      {dialog?.kind === 'login' && (
        <LoginDialog
          initialEmail={dialog.email}
          onSignedIn={() => after.go()}
          onForgotPassword={(email) => setDialog({ kind: 'forgot', email })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'forgot' && <ForgottenPasswordFlow initialEmail={dialog.email} onClose={() => setDialog(null)} />}
    </section>
  );
}
