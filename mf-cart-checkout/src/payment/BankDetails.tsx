import { FormattedMessage, useIntl } from 'react-intl';
import type { BankTransferAnswer } from '@ph/api-client';
import { Price } from '@ph/ui';
import { InstalmentTable } from './InstalmentTable';

/** Where and how much to transfer; the reference ties the transfer to the order. */
export function BankDetails({ transfer }: { transfer: BankTransferAnswer }) {
  const intl = useIntl();
  const b = transfer.bank_details;
  const first = transfer.installments[0];
  return (
    <section aria-labelledby="cc-bank-title">
      <h2 id="cc-bank-title"><FormattedMessage id="bank.title" defaultMessage="Bank transfer details" /></h2>
      <p><FormattedMessage id="bank.waiting" defaultMessage="Your order is placed and waiting for your transfer." /></p>
      <dl>
        <div><dt><FormattedMessage id="bank.amount" defaultMessage="Amount" /></dt><dd><Price amountMinor={transfer.amount} /></dd></div>
        <div><dt><FormattedMessage id="bank.reference" defaultMessage="Transfer title (reference)" /></dt><dd>{transfer.reference}</dd></div>
        <div><dt><FormattedMessage id="bank.holder" defaultMessage="Account holder" /></dt><dd>{b.account_holder}</dd></div>
        <div><dt><FormattedMessage id="bank.bank" defaultMessage="Bank" /></dt><dd>{b.bank_name}</dd></div>
        {/* eslint-disable-next-line ph/no-literal-string-in-jsx -- IBAN and BIC/SWIFT are the banks' own names in every language */}
        <div><dt>IBAN</dt><dd>{b.iban}</dd></div>
        {/* eslint-disable-next-line ph/no-literal-string-in-jsx -- as above */}
        <div><dt>BIC / SWIFT</dt><dd>{b.bic}</dd></div>
        {b.sort_code && <div><dt><FormattedMessage id="bank.sortCode" defaultMessage="Sort code" /></dt><dd>{b.sort_code}</dd></div>}
        {b.account_number && <div><dt><FormattedMessage id="bank.accountNumber" defaultMessage="Account number" /></dt><dd>{b.account_number}</dd></div>}
      </dl>
      {first && (
        <>
          <p>
            <FormattedMessage
              id="bank.firstInstalment"
              defaultMessage="Transfer the first instalment of {amount} now; each instalment with the same transfer title."
              values={{ amount: <Price key="amount" amountMinor={first.amount} /> }}
            />
          </p>
          <InstalmentTable installments={transfer.installments} caption={intl.formatMessage({ id: 'instalments.caption', defaultMessage: 'Your instalments (bank transfers)' })} />
        </>
      )}
    </section>
  );
}
