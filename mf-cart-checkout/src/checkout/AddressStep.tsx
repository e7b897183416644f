import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { advanceCheckout, listStates, type ApiClient, type CountryState, type Order } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { shippingCountriesFor } from '@ph/region-config';
import { Button, SelectField, TextField } from '@ph/ui';
import { apiField, apiReason } from '../common/errors';
import { formFieldOf, validateAddressForm, type AddressField, type AddressFormValues, type AddressProblem } from './addressValidation';

interface Props {
  client: ApiClient;
  order: Order;
  onDone(order: Order): void;
  onBusy(busy: boolean): void;
}

function initialValues(order: Order, defaultCountry: string, countries: readonly string[]): AddressFormValues {
  const a = order.bill_address;
  return {
    email: order.email ?? '',
    customerType: order.customer_type,
    companyName: a?.company_name ?? '',
    vatId: a?.vat_id ?? '',
    firstName: a?.first_name ?? '',
    lastName: a?.last_name ?? '',
    street: a?.street ?? '',
    street2: a?.street2 ?? '',
    city: a?.city ?? '',
    zipCode: a?.zip_code ?? '',
    countryIso: a?.country_iso ?? (countries.includes(defaultCountry) ? defaultCountry : countries[0] ?? ''),
    stateCode: a?.state_code ?? '',
    phone: a?.phone ?? '',
  };
}

function problemText(intl: IntlShape, p: AddressProblem): string {
  switch (p) {
    case 'required': return intl.formatMessage({ id: 'address.required', defaultMessage: 'This field is required.' });
    case 'email': return intl.formatMessage({ id: 'address.emailInvalid', defaultMessage: 'Enter an e-mail address like name@example.com.' });
    case 'phone': return intl.formatMessage({ id: 'address.phoneInvalid', defaultMessage: 'Enter a phone number with digits only, e.g. +48 123 456 789.' });
    case 'vatFormat': return intl.formatMessage({ id: 'address.vatInvalid', defaultMessage: 'Enter the VAT ID with its country prefix, e.g. DE136695976.' });
    case 'tooLong': return intl.formatMessage({ id: 'address.tooLong', defaultMessage: 'This is too long.' });
  }
}

/** The "delivery" stage: user details (personal, company, delivery), sent to the API as `address`. */
export function AddressStep({ client, order, onDone, onBusy }: Props) {
  const intl = useIntl();
  const region = useRegion();
  const countries = shippingCountriesFor(region.code);
  const [v, setV] = useState<AddressFormValues>(() => initialValues(order, region.defaultShippingCountryCode, countries));
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [states, setStates] = useState<CountryState[]>([]);
  const [busy, setBusy] = useState(false);

  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return countries.map((c) => ({ value: c, label: names.of(c) ?? c })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [countries, intl.locale]);

  useEffect(() => {
    let alive = true;
    listStates(client, v.countryIso).then(
      (list) => alive && setStates(list),
      () => alive && setStates([]),
    );
    return () => {
      alive = false;
    };
  }, [client, v.countryIso]);

  const set = (field: AddressField) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((old) => ({ ...old, [field]: value, ...(field === 'countryIso' ? { stateCode: '' } : {}) }));
    setProblems((old) => ({ ...old, [field]: undefined }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const found = validateAddressForm(v, { statesRequired: states.length > 0 });
    const texts = Object.fromEntries(Object.entries(found).map(([f, p]) => [f, problemText(intl, p)])) as Partial<Record<AddressField, string>>;
    setProblems(texts);
    const first = Object.keys(found)[0];
    if (first) {
      setFormError(intl.formatMessage({ id: 'address.fixErrors', defaultMessage: 'Please correct the highlighted fields.' }));
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFormError(null);
    setBusy(true);
    onBusy(true);
    try {
      // An order still in the cart step enters checkout first (the cart's exit checks it has items).
      const started = order.state === 'cart' ? await advanceCheckout(client, order.id, 'cart') : order;
      const address = {
        first_name: v.firstName.trim(),
        last_name: v.lastName.trim(),
        company_name: v.customerType === 'b2b' ? v.companyName.trim() : null,
        vat_id: v.customerType === 'b2b' && v.vatId.trim() ? v.vatId.trim().replace(/\s/g, '').toUpperCase() : null,
        street: v.street.trim(),
        street2: v.street2.trim() || null,
        city: v.city.trim(),
        zip_code: v.zipCode.trim(),
        country_iso: v.countryIso,
        state_code: v.stateCode || null,
        phone: v.phone.trim() || null,
      };
      const next = await advanceCheckout(client, started.id, 'delivery', {
        email: v.email.trim(),
        customer_type: v.customerType,
        bill_address: address,
        use_billing: true,
      });
      onDone(next);
    } catch (err) {
      const field = formFieldOf(apiField(err));
      const reason = apiReason(err) ?? intl.formatMessage({ id: 'address.saveFailed', defaultMessage: 'Your details could not be saved. Try again.' });
      if (field) setProblems((old) => ({ ...old, [field]: reason }));
      setFormError(reason);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const field = (name: AddressField, label: string, extra: Record<string, unknown> = {}, required = true) => (
    <TextField name={name} label={label} value={v[name]} onChange={set(name)} error={problems[name]} required={required} {...extra} />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cc-step-title">
      <h2 id="cc-step-title"><FormattedMessage id="checkout.delivery.title" defaultMessage="Your details" /></h2>
      {formError && <p role="alert">{formError}</p>}
      <fieldset>
        <legend><FormattedMessage id="address.personal" defaultMessage="Personal details" /></legend>
        {field('email', intl.formatMessage({ id: 'address.email', defaultMessage: 'E-mail' }), { type: 'email', autoComplete: 'email' })}
        {field('firstName', intl.formatMessage({ id: 'address.firstName', defaultMessage: 'First name' }), { autoComplete: 'given-name' })}
        {field('lastName', intl.formatMessage({ id: 'address.lastName', defaultMessage: 'Last name' }), { autoComplete: 'family-name' })}
        {field('phone', intl.formatMessage({ id: 'address.phone', defaultMessage: 'Phone' }), { type: 'tel', autoComplete: 'tel', hint: region.phoneCountryCode }, false)}
      </fieldset>
      <fieldset>
        <legend><FormattedMessage id="address.company" defaultMessage="Company" /></legend>
        <SelectField
          name="customerType"
          label={intl.formatMessage({ id: 'address.customerType', defaultMessage: 'I am buying as' })}
          value={v.customerType}
          onChange={set('customerType')}
          options={[
            { value: 'b2c', label: intl.formatMessage({ id: 'address.b2c', defaultMessage: 'A private person' }) },
            { value: 'b2b', label: intl.formatMessage({ id: 'address.b2b', defaultMessage: 'A company' }) },
          ]}
        />
        {v.customerType === 'b2b' && (
          <>
            {field('companyName', intl.formatMessage({ id: 'address.companyName', defaultMessage: 'Company name' }), { autoComplete: 'organization' })}
            {field('vatId', intl.formatMessage({ id: 'address.vatId', defaultMessage: 'VAT ID' }), { hint: intl.formatMessage({ id: 'address.vatHint', defaultMessage: 'Checked when you continue.' }) }, false)}
          </>
        )}
      </fieldset>
      <fieldset>
        <legend><FormattedMessage id="address.delivery" defaultMessage="Delivery address" /></legend>
        {field('street', intl.formatMessage({ id: 'address.street', defaultMessage: 'Street and number' }), { autoComplete: 'address-line1' })}
        {field('street2', intl.formatMessage({ id: 'address.street2', defaultMessage: 'Apartment, suite (optional)' }), { autoComplete: 'address-line2' }, false)}
        {field('zipCode', intl.formatMessage({ id: 'address.zip', defaultMessage: 'Postal code' }), { autoComplete: 'postal-code' })}
        {field('city', intl.formatMessage({ id: 'address.city', defaultMessage: 'City' }), { autoComplete: 'address-level2' })}
        <SelectField
          name="countryIso"
          label={intl.formatMessage({ id: 'address.country', defaultMessage: 'Country' })}
          value={v.countryIso}
          onChange={set('countryIso')}
          options={countryNames}
          error={problems.countryIso}
          required
        />
        {states.length > 0 && (
          <SelectField
            name="stateCode"
            label={intl.formatMessage({ id: 'address.state', defaultMessage: 'State' })}
            value={v.stateCode}
            onChange={set('stateCode')}
            placeholder={intl.formatMessage({ id: 'address.statePick', defaultMessage: 'Choose a state' })}
            options={states.map((s) => ({ value: s.code, label: s.name }))}
            error={problems.stateCode}
            required
          />
        )}
      </fieldset>
      <Button type="submit" busy={busy}><FormattedMessage id="checkout.continue" defaultMessage="Continue" /></Button>
    </form>
  );
}
