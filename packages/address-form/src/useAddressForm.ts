import { useCallback, useEffect, useMemo, useState } from 'react';
import { listStates, type ApiClient, type CountryState } from '@ph/api-client';
import { validateAddress, type AddressProblem, type ValidationOptions } from './validation';
import { checkVatId } from './vat';
import { normaliseVatId, toAddressInput, type AddressField, type AddressFormValues } from './values';

/** A field's problem: one the form translates, or a sentence from the server shown as it is. */
export type AddressError = AddressProblem | { text: string };
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

export type StatesLoad = { country: string; status: 'loading' | 'ready' | 'failed'; states: CountryState[] };

export interface AddressFormOptions {
  client: ApiClient;
  initial: AddressFormValues;
  /** Countries offered (e.g. the region's shipping countries); the initial country is kept even if not listed. */
  countries: readonly string[];
  email: ValidationOptions['email'];
  customerType: boolean;
  /** A VAT ID already accepted (the saved one): not checked again. */
  acceptedVatId?: string | null;
  /** ISO 3166-2 codes (`US-AK`, `ES-CN`) left out of the state lists: the store does not deliver there. */
  unsupportedStates?: readonly string[];
}

export interface AddressForm {
  values: AddressFormValues;
  errors: AddressErrors;
  states: StatesLoad;
  countries: readonly string[];
  options: Pick<AddressFormOptions, 'email' | 'customerType'>;
  /** Increases on every failed check, so the fields move focus to the first error. */
  failedChecks: number;
  set(field: AddressField, value: string): void;
  setValues(values: AddressFormValues): void;
  /** Shows a server refusal at its field; answers false when the field is not in this form. */
  setFieldError(field: AddressField | null, text: string): boolean;
  /** Client rules, then the VAT ID through the API; true when the address may be sent. */
  check(): Promise<boolean>;
  /** The API's address fields of the current values. */
  toInput(): ReturnType<typeof toAddressInput>;
}

/** The state of the shared address form; render it with `<AddressFields form={…} />`. */
export function useAddressForm(o: AddressFormOptions): AddressForm {
  const { client } = o;
  const [values, setValuesState] = useState<AddressFormValues>(o.initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failedChecks, setFailedChecks] = useState(0);
  const [states, setStates] = useState<StatesLoad>({ country: values.countryIso, status: 'loading', states: [] });
  const initialCountry = o.initial.countryIso;
  const countryKey = o.countries.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is compared by content, not identity
  const countries = useMemo(() => (initialCountry && !o.countries.includes(initialCountry) ? [...o.countries, initialCountry] : o.countries), [countryKey, initialCountry]);

  // The state list depends on the country; countries without states answer an empty list.
  useEffect(() => {
    const controller = new AbortController();
    const country = values.countryIso;
    setStates({ country, status: 'loading', states: [] });
    if (!country) return undefined;
    listStates(client, country, controller.signal).then(
      (list) => !controller.signal.aborted && setStates({ country, status: 'ready', states: list }),
      () => !controller.signal.aborted && setStates({ country, status: 'failed', states: [] }),
    );
    return () => controller.abort();
  }, [client, values.countryIso]);

  const unsupportedKey = (o.unsupportedStates ?? []).join(',');
  const stateList = useMemo(() => {
    const excluded = new Set(unsupportedKey ? unsupportedKey.split(',') : []);
    return { ...states, states: states.states.filter((s) => !excluded.has(`${states.country}-${s.code}`)) };
  }, [states, unsupportedKey]);
  const hasStates = stateList.country === values.countryIso && stateList.states.length > 0;

  const set = useCallback((field: AddressField, value: string) => {
    setValuesState((old) => ({ ...old, [field]: value, ...(field === 'countryIso' && value !== old.countryIso ? { stateCode: '' } : {}) }));
    setErrors((old) => (old[field] ? { ...old, [field]: undefined, ...(field === 'countryIso' ? { vatId: undefined } : {}) } : old));
  }, []);

  const check = async (): Promise<boolean> => {
    const found: AddressErrors = validateAddress(values, { email: o.email, customerType: o.customerType, hasStates });
    const vatShown = !o.customerType || values.customerType === 'b2b';
    const vat = values.vatId.trim();
    if (!found.vatId && vatShown && vat && normaliseVatId(vat) !== normaliseVatId(o.acceptedVatId ?? '')) {
      if ((await checkVatId(client, normaliseVatId(vat), values.countryIso)) === 'invalid') found.vatId = 'vatInvalid';
    }
    setErrors(found);
    const ok = Object.values(found).every((e) => !e);
    if (!ok) setFailedChecks((n) => n + 1);
    return ok;
  };

  return {
    values,
    errors,
    states: stateList,
    countries,
    options: { email: o.email, customerType: o.customerType },
    failedChecks,
    set,
    setValues: (v) => {
      setValuesState(v);
      setErrors({});
    },
    setFieldError: (field, text) => {
      if (!field || (field === 'email' && o.email === 'none')) return false;
      setErrors((old) => ({ ...old, [field]: { text } }));
      setFailedChecks((n) => n + 1);
      return true;
    },
    check,
    toInput: () => toAddressInput(values, { customerType: o.customerType, hasStates }),
  };
}
