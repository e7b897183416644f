import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address, AddressInput } from '@ph/api-server/contract';
import { createAddress, isApiError, listStates, updateAddress, validateVat, type CountryState } from '@ph/api-client';
import { useRegion } from '@ph/i18n';
import { Button, Checkbox, Modal, ModalBody, ModalFooter, ModalHeader, SelectField, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeError } from '../common/errors';
import { FormAlert } from '../common/FormAlert';
import { emailError, hasErrors, phoneError, requiredText, type FieldErrors } from '../common/validation';
import { countryOptions } from './countries';

type Field = 'first_name' | 'last_name' | 'company_name' | 'vat_id' | 'street' | 'street2' | 'city' | 'zip_code' | 'country_iso' | 'state_code' | 'phone' | 'email';
type Values = Record<Field, string> & { default: boolean };

function initialValues(a: Address | undefined, country: string): Values {
  return {
    first_name: a?.first_name ?? '',
    last_name: a?.last_name ?? '',
    company_name: a?.company_name ?? '',
    vat_id: a?.vat_id ?? '',
    street: a?.street ?? '',
    street2: a?.street2 ?? '',
    city: a?.city ?? '',
    zip_code: a?.zip_code ?? '',
    country_iso: a?.country_iso ?? country,
    state_code: a?.state_code ?? '',
    phone: a?.phone ?? '',
    email: a?.email ?? '',
    default: a?.is_default ?? false,
  };
}

/** The API requires a state only here (elsewhere a list, e.g. Italian provinces, is optional). */
const STATE_REQUIRED = new Set(['US', 'CA', 'AU']);

const opt = (s: string): string | null => (s.trim() ? s.trim() : null);

type StatesLoad = { country: string; states: CountryState[] | null; failed: boolean };

/** The "edit or add user address" dialog (side panel). */
export function AddressDialog({ userId, address, onClose, onSaved }: { userId: number; address?: Address; onClose(): void; onSaved(a: Address): Promise<void> }) {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useAccountSession();
  const [v, setV] = useState<Values>(() => initialValues(address, region.defaultShippingCountryCode));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [states, setStates] = useState<StatesLoad>({ country: '', states: null, failed: false });
  const countries = useMemo(() => countryOptions(intl.locale, address?.country_iso), [intl.locale, address?.country_iso]);

  // The state list depends on the country; countries without states answer an empty list.
  useEffect(() => {
    const controller = new AbortController();
    setStates({ country: v.country_iso, states: null, failed: false });
    listStates(client, v.country_iso, controller.signal).then(
      (list) => !controller.signal.aborted && setStates({ country: v.country_iso, states: list, failed: false }),
      () => !controller.signal.aborted && setStates({ country: v.country_iso, states: [], failed: true }),
    );
    return () => controller.abort();
  }, [client, v.country_iso]);

  const set = (k: Field) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [k]: e.target.value, ...(k === 'country_iso' ? { state_code: '' } : {}) }));
  const label = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const stateList = states.states ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: FieldErrors<Field> = {
      first_name: requiredText(intl, v.first_name),
      last_name: requiredText(intl, v.last_name),
      street: requiredText(intl, v.street),
      city: requiredText(intl, v.city),
      zip_code: requiredText(intl, v.zip_code),
      country_iso: requiredText(intl, v.country_iso),
      state_code: STATE_REQUIRED.has(v.country_iso) ? requiredText(intl, v.state_code) : undefined,
      phone: phoneError(intl, v.phone),
      email: v.email.trim() ? emailError(intl, v.email) : undefined,
    };
    setErrors(next);
    setAlert(null);
    if (hasErrors(next) || busy) return;
    setBusy(true);
    try {
      if (v.vat_id.trim() && v.vat_id.trim() !== (address?.vat_id ?? '')) {
        const vatProblem = await checkVat(v.vat_id.trim(), v.country_iso);
        if (vatProblem) {
          setErrors({ vat_id: vatProblem });
          return;
        }
      }
      const body: AddressInput = {
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        company_name: opt(v.company_name),
        vat_id: opt(v.vat_id),
        street: v.street.trim(),
        street2: opt(v.street2),
        city: v.city.trim(),
        zip_code: v.zip_code.trim(),
        country_iso: v.country_iso,
        state_code: stateList.length > 0 ? opt(v.state_code) : null,
        phone: opt(v.phone),
        email: opt(v.email),
        default: v.default || undefined,
      };
      const saved = address ? await updateAddress(client, userId, address.id, body) : await createAddress(client, userId, body);
      await onSaved(saved);
    } catch (err) {
      const d = describeError(intl, err);
      if (d.field && d.field in v) setErrors({ [d.field]: d.message });
      else setAlert(d.message);
    } finally {
      setBusy(false);
    }
  };

  /** The API's VAT check; a VIES outage does not block saving when the number is well formed. */
  const checkVat = async (vatId: string, country: string): Promise<string | undefined> => {
    const invalid = intl.formatMessage({ id: 'account.error.invalidVat', defaultMessage: 'This VAT ID is not valid for the selected country.' });
    try {
      const result = await validateVat(client, vatId, country);
      return result.valid ? undefined : invalid;
    } catch (err) {
      if (isApiError(err) && err.status === 503) {
        const body = err.body as { format_valid?: unknown } | undefined;
        return body?.format_valid === false ? invalid : undefined;
      }
      if (isApiError(err) && (err.status === 400 || err.status === 422)) return invalid;
      throw err;
    }
  };

  return (
    <Modal onClose={onClose} variant="side" size="md" topSpacing={24}>
      <ModalHeader>
        {address ? (
          <FormattedMessage id="account.addresses.editTitle" defaultMessage="Edit the address" />
        ) : (
          <FormattedMessage id="account.addresses.addTitle" defaultMessage="Add an address" />
        )}
      </ModalHeader>
      <form noValidate onSubmit={submit}>
        <ModalBody>
          <FormAlert message={alert} />
          <TextField label={label('account.field.firstName', 'First name')} autoComplete="given-name" required value={v.first_name} error={errors.first_name} onChange={set('first_name')} />
          <TextField label={label('account.field.lastName', 'Last name')} autoComplete="family-name" required value={v.last_name} error={errors.last_name} onChange={set('last_name')} />
          <TextField label={label('account.field.company', 'Company name')} autoComplete="organization" value={v.company_name} error={errors.company_name} onChange={set('company_name')} />
          <TextField label={label('account.field.vatId', 'VAT ID')} value={v.vat_id} error={errors.vat_id} onChange={set('vat_id')} />
          <TextField label={label('account.field.street', 'Street and number')} autoComplete="address-line1" required value={v.street} error={errors.street} onChange={set('street')} />
          <TextField label={label('account.field.street2', 'Apartment, floor (optional)')} autoComplete="address-line2" value={v.street2} error={errors.street2} onChange={set('street2')} />
          <TextField label={label('account.field.zip', 'Postal code')} autoComplete="postal-code" required value={v.zip_code} error={errors.zip_code} onChange={set('zip_code')} />
          <TextField label={label('account.field.city', 'City')} autoComplete="address-level2" required value={v.city} error={errors.city} onChange={set('city')} />
          <SelectField label={label('account.field.country', 'Country')} required value={v.country_iso} options={countries} error={errors.country_iso} onChange={set('country_iso')} />
          {stateList.length > 0 && states.country === v.country_iso && (
            <SelectField
              label={label('account.field.state', 'State')}
              required={STATE_REQUIRED.has(v.country_iso)}
              value={v.state_code}
              placeholder={label('account.field.state.choose', 'Choose a state')}
              options={stateList.map((s) => ({ value: s.code, label: s.name }))}
              error={errors.state_code}
              onChange={set('state_code')}
            />
          )}
          {states.failed && (
            <p role="alert">
              <FormattedMessage id="account.addresses.statesFailed" defaultMessage="The list of states could not be loaded." />
            </p>
          )}
          <TextField label={label('account.field.phone', 'Phone number')} type="tel" autoComplete="tel" value={v.phone} error={errors.phone} onChange={set('phone')} />
          <TextField label={label('account.field.addressEmail', 'E-mail for delivery notices (optional)')} type="email" value={v.email} error={errors.email} onChange={set('email')} />
          {!address?.is_default && (
            <Checkbox label={label('account.addresses.setDefault', 'Use as my default address')} checked={v.default} onCheckedChange={(c) => setV((o) => ({ ...o, default: c }))} />
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="account.action.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="account.addresses.save" defaultMessage="Save the address" />
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
