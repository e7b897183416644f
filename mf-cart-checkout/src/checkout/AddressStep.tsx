import { useEffect, useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import type { Address, User } from '@ph/api-contract';
import { completeCheckoutStep, createAddress, listAddresses, type ApiClient, type Order } from '@ph/api-client';
import {
  AddressFields,
  NEW_ADDRESS,
  SavedAddressPicker,
  addressFieldOfApi,
  useAddressForm,
  valuesFromAddress,
} from '@ph/address-form';
import { useRegion } from '@ph/i18n';
import { shippingCountriesFor } from '@ph/region-config';
import { ensureSession } from '@ph/session';
import { Button, Checkbox, Spinner } from '@ph/ui';
import { apiField } from '../common/errors';

interface Props {
  client: ApiClient;
  order: Order;
  onDone(order: Order): void;
  onBusy(busy: boolean): void;
}

/** Who is buying: a signed-in shopper's address book (only addresses this store ships to). */
type Book = { status: 'loading' } | { status: 'ready'; user: User | null; addresses: Address[] } | { status: 'failed'; user: User };

function useAddressBook(client: ApiClient, countries: readonly string[]): Book {
  const [book, setBook] = useState<Book>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let user: User | null = null;
    ensureSession(client)
      .then(async (session) => {
        if (session.user.anonymous) return { user: null, addresses: [] };
        user = session.user;
        const all = await listAddresses(client, session.user.id, controller.signal);
        return { user: session.user, addresses: all.filter((a) => countries.includes(a.country_iso)) };
      })
      .then(
        (ready) => !controller.signal.aborted && setBook({ status: 'ready', ...ready }),
        // Without the address book the shopper can still type an address.
        () => !controller.signal.aborted && setBook(user ? { status: 'failed', user } : { status: 'ready', user: null, addresses: [] }),
      );
    return () => controller.abort();
  }, [client, countries]);
  return book;
}

/** The "delivery" stage: user details (personal, company, delivery), sent to the API as `address`. */
export function AddressStep(props: Props) {
  const intl = useIntl();
  const region = useRegion();
  const countries = shippingCountriesFor(region.code);
  const book = useAddressBook(props.client, countries);
  if (book.status === 'loading') {
    return <Spinner label={intl.formatMessage({ id: 'checkout.delivery.loading', defaultMessage: 'Loading your details…' })} />;
  }
  return <DeliveryForm {...props} countries={countries} user={book.user} addresses={book.status === 'ready' ? book.addresses : []} bookFailed={book.status === 'failed'} />;
}

function DeliveryForm({ client, order, onDone, onBusy, countries, user, addresses, bookFailed }: Props & { countries: readonly string[]; user: User | null; addresses: Address[]; bookFailed: boolean }) {
  const intl = useIntl();
  const region = useRegion();
  const preferred = addresses.find((a) => a.is_default) ?? addresses[0];
  // An order that already has its address (the shopper came back) shows it in the form.
  const [choice, setChoice] = useState<string>(preferred && !order.bill_address ? String(preferred.id) : NEW_ADDRESS);
  const [saveToBook, setSaveToBook] = useState(false);
  // The European store has no home country: its shoppers choose theirs (no German default, no +49).
  const defaultCountry = region.mainRegion ? '' : countries.includes(region.defaultShippingCountryCode) ? region.defaultShippingCountryCode : (countries[0] ?? '');
  const form = useAddressForm({
    client,
    initial: valuesFromAddress(order.bill_address, {
      email: order.email ?? user?.email ?? '',
      customerType: order.customer_type ?? 'b2c',
      countryIso: defaultCountry,
    }),
    countries,
    email: 'required',
    customerType: true,
    acceptedVatId: order.bill_address?.vat_id ?? null,
    unsupportedStates: region.unsupportedStates,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = addresses.find((a) => String(a.id) === choice);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    setBusy(true);
    onBusy(true);
    try {
      if (!saved && !(await form.check())) {
        setFormError(intl.formatMessage({ id: 'address.fixErrors', defaultMessage: 'Please correct the highlighted fields.' }));
        return;
      }
      // An order still in the cart step enters checkout first (the cart's exit checks it has items).
      const started = order.state === 'cart' ? await completeCheckoutStep(client, order.id, 'cart') : order;
      let next: Order;
      if (saved) {
        next = await completeCheckoutStep(client, started.id, 'address', {
          email: order.email ?? user?.email ?? undefined,
          customer_type: saved.company_name ? 'b2b' : 'b2c',
          bill_address: { address_id: saved.id },
          use_billing: true,
        });
      } else {
        const address = form.toInput();
        if (user && saveToBook) await createAddress(client, user.id, { ...address, email: null });
        next = await completeCheckoutStep(client, started.id, 'address', {
          email: form.values.email.trim(),
          customer_type: form.values.customerType,
          bill_address: address,
          use_billing: true,
        });
      }
      onDone(next);
    } catch (err) {
      const reason = describeApiError(intl, err, { fallback: defineMessage({ id: 'address.saveFailed', defaultMessage: 'Your details could not be saved. Try again.' }) }).message;
      if (!saved) form.setFieldError(addressFieldOfApi(apiField(err)), reason);
      setFormError(reason);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cc-step-title">
      <h2 id="cc-step-title"><FormattedMessage id="checkout.delivery.title" defaultMessage="Your details" /></h2>
      {formError && <p role="alert">{formError}</p>}
      {bookFailed && (
        <p role="status">
          <FormattedMessage id="checkout.delivery.bookFailed" defaultMessage="Your saved addresses could not be loaded; please enter the address." />
        </p>
      )}
      {addresses.length > 0 && (
        <SavedAddressPicker addresses={addresses} value={choice} onChange={setChoice} />
      )}
      {!saved && (
        <>
          <AddressFields form={form} />
          {user && (
            <Checkbox
              label={intl.formatMessage({ id: 'checkout.delivery.saveToBook', defaultMessage: 'Save this address in my address book' })}
              checked={saveToBook}
              onCheckedChange={setSaveToBook}
            />
          )}
        </>
      )}
      <Button type="submit" busy={busy}><FormattedMessage id="checkout.continue" defaultMessage="Continue" /></Button>
    </form>
  );
}
