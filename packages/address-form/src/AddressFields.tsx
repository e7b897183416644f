import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { callingCodeOf } from '@ph/region-config';
import { SelectField, TextField } from '@ph/ui';
import type { AddressError, AddressForm } from './useAddressForm';
import { STATE_REQUIRED_COUNTRIES } from './validation';
import { ADDRESS_FIELD_ORDER, type AddressField } from './values';

const problems = defineMessages({
  required: { id: 'addressForm.problem.required', defaultMessage: 'This field is required.' },
  email: { id: 'addressForm.problem.email', defaultMessage: 'Enter an e-mail address like name@example.com.' },
  phone: { id: 'addressForm.problem.phone', defaultMessage: 'Enter a phone number (digits, spaces and + ( ) . / -).' },
  vatFormat: { id: 'addressForm.problem.vatFormat', defaultMessage: 'Enter the VAT ID with its country prefix, e.g. DE136695976.' },
  vatInvalid: { id: 'addressForm.problem.vatInvalid', defaultMessage: 'This VAT ID is not valid for the selected country.' },
  tooLong: { id: 'addressForm.problem.tooLong', defaultMessage: 'This is too long.' },
});

/**
 * The fields of the shared address form in three sections (personal, company, delivery). The
 * caller owns the `<form>`, its submit button and what happens with the address. The phone field's
 * hint names the calling code of the country chosen below it, never one assumed from the store.
 */
export function AddressFields({ form, legends = true }: { form: AddressForm; legends?: boolean }) {
  return <Fields form={form} legends={legends} />;
}

function Fields({ form, legends }: { form: AddressForm; legends: boolean }) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const { values: v, errors, options, states } = form;
  const errorText = (e: AddressError | undefined) => (e === undefined ? undefined : typeof e === 'string' ? intl.formatMessage(problems[e]) : e.text);
  const change = (field: AddressField) => (e: { currentTarget: { value: string } }) => form.set(field, e.currentTarget.value);

  // After a failed submit the first field to fix takes focus (and is read out with its error).
  useEffect(() => {
    if (form.failedChecks === 0) return;
    const first = ADDRESS_FIELD_ORDER.find((f) => form.errors[f]);
    if (first) root.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new failure moves focus
  }, [form.failedChecks]);

  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return form.countries.map((c) => ({ value: c, label: names.of(c) ?? c })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [form.countries, intl.locale]);

  const text = (name: AddressField, label: string, extra: Record<string, unknown> = {}, required = false) => (
    <TextField name={name} label={label} value={v[name]} onChange={change(name)} error={errorText(errors[name])} required={required} {...extra} />
  );
  const callingCode = callingCodeOf(v.countryIso);
  const phoneHint = callingCode ? intl.formatMessage({ id: 'addressForm.phoneHint', defaultMessage: 'With the country code, e.g. {code}' }, { code: callingCode }) : undefined;
  const company = !options.customerType || v.customerType === 'b2b';
  const stateList = states.country === v.countryIso ? states.states : [];
  // A plain function, not a component: a component declared here would remount the inputs on every keystroke.
  const section = (legend: string, children: ReactNode) =>
    legends ? (
      <fieldset className="ph-address-form__section">
        <legend>{legend}</legend>
        {children}
      </fieldset>
    ) : (
      children
    );

  return (
    <div ref={root} className="ph-address-form">
      {section(
        intl.formatMessage({ id: 'addressForm.section.personal', defaultMessage: 'Personal details' }),
        <>
        {options.email === 'required' && text('email', intl.formatMessage({ id: 'addressForm.field.email', defaultMessage: 'E-mail' }), { type: 'email', autoComplete: 'email' }, true)}
        {text('firstName', intl.formatMessage({ id: 'addressForm.field.firstName', defaultMessage: 'First name' }), { autoComplete: 'given-name', maxLength: 100 }, true)}
        {text('lastName', intl.formatMessage({ id: 'addressForm.field.lastName', defaultMessage: 'Last name' }), { autoComplete: 'family-name', maxLength: 100 }, true)}
        {text('phone', intl.formatMessage({ id: 'addressForm.field.phone', defaultMessage: 'Phone number' }), { type: 'tel', autoComplete: 'tel', hint: phoneHint })}
        {options.email === 'optional' &&
          text('email', intl.formatMessage({ id: 'addressForm.field.noticeEmail', defaultMessage: 'E-mail for delivery notices (optional)' }), { type: 'email', autoComplete: 'email' })}
        </>,
      )}
      {section(
        intl.formatMessage({ id: 'addressForm.section.company', defaultMessage: 'Company' }),
        <>
        {options.customerType && (
          <SelectField
            name="customerType"
            label={intl.formatMessage({ id: 'addressForm.field.customerType', defaultMessage: 'I am buying as' })}
            value={v.customerType}
            onChange={change('customerType')}
            options={[
              { value: 'b2c', label: intl.formatMessage({ id: 'addressForm.customerType.b2c', defaultMessage: 'A private person' }) },
              { value: 'b2b', label: intl.formatMessage({ id: 'addressForm.customerType.b2b', defaultMessage: 'A company' }) },
            ]}
          />
        )}
        {company && (
          <>
            {text('companyName', intl.formatMessage({ id: 'addressForm.field.companyName', defaultMessage: 'Company name' }), { autoComplete: 'organization', maxLength: 200 }, options.customerType)}
            {text('vatId', intl.formatMessage({ id: 'addressForm.field.vatId', defaultMessage: 'VAT ID' }), { hint: intl.formatMessage({ id: 'addressForm.field.vatIdHint', defaultMessage: 'With the country prefix; we check it with the EU VIES service.' }) })}
          </>
        )}
        </>,
      )}
      {section(
        intl.formatMessage({ id: 'addressForm.section.delivery', defaultMessage: 'Delivery address' }),
        <>
        {text('street', intl.formatMessage({ id: 'addressForm.field.street', defaultMessage: 'Street and number' }), { autoComplete: 'address-line1', maxLength: 200 }, true)}
        {text('street2', intl.formatMessage({ id: 'addressForm.field.street2', defaultMessage: 'Apartment, floor (optional)' }), { autoComplete: 'address-line2', maxLength: 200 })}
        {text('zipCode', intl.formatMessage({ id: 'addressForm.field.zipCode', defaultMessage: 'Postal code' }), { autoComplete: 'postal-code' }, true)}
        {text('city', intl.formatMessage({ id: 'addressForm.field.city', defaultMessage: 'City' }), { autoComplete: 'address-level2', maxLength: 100 }, true)}
        <SelectField
          name="countryIso"
          label={intl.formatMessage({ id: 'addressForm.field.country', defaultMessage: 'Country' })}
          value={v.countryIso}
          onChange={change('countryIso')}
          options={countryOptions}
          placeholder={v.countryIso === '' ? intl.formatMessage({ id: 'addressForm.field.countryPlaceholder', defaultMessage: 'Choose a country' }) : undefined}
          error={errorText(errors.countryIso)}
          required
          autoComplete="country"
        />
        {stateList.length > 0 && (
          <SelectField
            name="stateCode"
            label={intl.formatMessage({ id: 'addressForm.field.state', defaultMessage: 'State' })}
            value={v.stateCode}
            onChange={change('stateCode')}
            placeholder={intl.formatMessage({ id: 'addressForm.field.statePlaceholder', defaultMessage: 'Choose a state' })}
            options={stateList.map((s) => ({ value: s.code, label: s.name }))}
            error={errorText(errors.stateCode)}
            required={STATE_REQUIRED_COUNTRIES.has(v.countryIso)}
          />
        )}
        {states.status === 'failed' && states.country === v.countryIso && (
          <p role="alert">{intl.formatMessage({ id: 'addressForm.statesFailed', defaultMessage: 'The list of states could not be loaded.' })}</p>
        )}
        </>,
      )}
    </div>
  );
}
