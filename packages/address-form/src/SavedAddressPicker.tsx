import { useIntl } from 'react-intl';
import type { Address } from '@ph/api-contract';
import { addressSummary } from './values';

export const NEW_ADDRESS = 'new';

/**
 * The signed-in shopper's address book as radio choices, plus "a new address". `value` is an
 * address id as a string or `NEW_ADDRESS`. Its texts come from `addressFormCatalogues`, merged into the app's.
 */
export function SavedAddressPicker({ addresses, value, onChange }: { addresses: Address[]; value: string; onChange(value: string): void }) {
  const intl = useIntl();
  return (
    <fieldset className="ph-address-form__saved">
      <legend>{intl.formatMessage({ id: 'addressForm.saved.legend', defaultMessage: 'Your saved addresses' })}</legend>
      {addresses.map((a) => (
        <label key={a.id} className="ph-address-form__choice">
          <input type="radio" name="savedAddress" value={String(a.id)} checked={value === String(a.id)} onChange={() => onChange(String(a.id))} />{' '}
          {addressSummary(a)}
          {a.is_default && <> ({intl.formatMessage({ id: 'addressForm.saved.default', defaultMessage: 'default' })})</>}
        </label>
      ))}
      <label className="ph-address-form__choice">
        <input type="radio" name="savedAddress" value={NEW_ADDRESS} checked={value === NEW_ADDRESS} onChange={() => onChange(NEW_ADDRESS)} />{' '}
        {intl.formatMessage({ id: 'addressForm.saved.new', defaultMessage: 'A new address' })}
      </label>
    </fieldset>
  );
}
