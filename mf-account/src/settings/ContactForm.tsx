import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UpdateContactBody, User } from '@ph/api-contract';
import { updateContact } from '@ph/api-client';
import { Button, SelectField, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { FormAlert } from '../common/FormAlert';
import { hasErrors, phoneError, type FieldErrors } from '../common/validation';

type Field = 'first_name' | 'last_name' | 'phone' | 'company_name' | 'vat_id' | 'customer_type';

const blankToNull = (s: string): string | null => (s.trim() ? s.trim() : null);

/** Personal and company details (the "user details" form of docs/domain.md#regions-languages-and-routes), `PUT users/{id}`. */
export function ContactForm({ user }: { user: User }) {
  const intl = useIntl();
  const session = useAccountSession();
  const [v, setV] = useState({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    customer_type: user.customer_type ?? '',
    company_name: user.company_name ?? '',
    vat_id: user.vat_id ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setSaved(false);
    setV((old) => ({ ...old, [k]: e.target.value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: FieldErrors<Field> = { phone: phoneError(intl, v.phone) };
    setErrors(next);
    setAlert(null);
    setSaved(false);
    if (hasErrors(next) || busy) return;
    const body: UpdateContactBody = {
      first_name: blankToNull(v.first_name),
      last_name: blankToNull(v.last_name),
      phone: blankToNull(v.phone),
      customer_type: v.customer_type === 'b2b' || v.customer_type === 'b2c' ? v.customer_type : null,
      company_name: blankToNull(v.company_name),
      vat_id: blankToNull(v.vat_id),
    };
    setBusy(true);
    try {
      session.replaceUser(await updateContact(session.client, user.id, body));
      setSaved(true);
    } catch (err) {
      const d = describeApiError(intl, err);
      if (d.field && d.field in v) setErrors({ [d.field]: d.message });
      else setAlert(d.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="acc-contact-title">
      <h2 id="acc-contact-title">
        <FormattedMessage id="account.settings.details" defaultMessage="Personal and company details" />
      </h2>
      <FormAlert message={alert} />
      <fieldset>
        <legend>
          <FormattedMessage id="account.settings.personal" defaultMessage="Personal details" />
        </legend>
        <TextField label={intl.formatMessage({ id: 'account.field.firstName', defaultMessage: 'First name' })} autoComplete="given-name" value={v.first_name} error={errors.first_name} onChange={set('first_name')} maxLength={100} />
        <TextField label={intl.formatMessage({ id: 'account.field.lastName', defaultMessage: 'Last name' })} autoComplete="family-name" value={v.last_name} error={errors.last_name} onChange={set('last_name')} maxLength={100} />
        <TextField label={intl.formatMessage({ id: 'account.field.phone', defaultMessage: 'Phone number' })} type="tel" autoComplete="tel" value={v.phone} error={errors.phone} onChange={set('phone')} />
        <TextField label={intl.formatMessage({ id: 'account.field.email', defaultMessage: 'E-mail address' })} type="email" value={user.email ?? ''} readOnly hint={intl.formatMessage({ id: 'account.settings.emailHint', defaultMessage: 'The e-mail address of your account cannot be changed here.' })} />
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="account.settings.company" defaultMessage="Company details" />
        </legend>
        <SelectField
          label={intl.formatMessage({ id: 'account.field.customerType', defaultMessage: 'I am buying as' })}
          value={v.customer_type}
          placeholder={intl.formatMessage({ id: 'account.field.customerType.none', defaultMessage: 'Choose (optional)' })}
          options={[
            { value: 'b2c', label: intl.formatMessage({ id: 'account.customerType.b2c', defaultMessage: 'A private person' }) },
            { value: 'b2b', label: intl.formatMessage({ id: 'account.customerType.b2b', defaultMessage: 'A company' }) },
          ]}
          onChange={set('customer_type')}
        />
        <TextField label={intl.formatMessage({ id: 'account.field.company', defaultMessage: 'Company name' })} autoComplete="organization" value={v.company_name} error={errors.company_name} onChange={set('company_name')} maxLength={200} />
        <TextField label={intl.formatMessage({ id: 'account.field.vatId', defaultMessage: 'VAT ID' })} value={v.vat_id} error={errors.vat_id} onChange={set('vat_id')} maxLength={20} />
      </fieldset>
      {/* Always in the page, so that screen readers announce the words when they appear. */}
      <p role="status">{saved && <FormattedMessage id="account.settings.saved" defaultMessage="Your details are saved." />}</p>
      <Button type="submit" busy={busy}>
        <FormattedMessage id="account.settings.save" defaultMessage="Save the details" />
      </Button>
    </form>
  );
}
