import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { CURRENCY_CODES } from '@ph/region-config';
import { useRegion } from '@ph/i18n';
import { ErrorPanel, SelectField, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { describeApiError } from '@ph/api-errors';
import { fetchWallet } from '@ph/api-client';
import { useFormatAmount } from '../common/format';
import { useLoad } from '@ph/remote-kit';

/** `/account/packhelp-wallet`: store credit per currency and its history. */
export function WalletPage() {
  const intl = useIntl();
  const region = useRegion();
  const { client } = useAccountSession();
  const money = useFormatAmount();
  const [currency, setCurrency] = useState<string>(region.currency);
  const wallet = useLoad(currency, (signal) => fetchWallet(client, currency, signal));
  return (
    <section aria-labelledby="acc-wallet-title">
      <h2 id="acc-wallet-title">
        <FormattedMessage id="account.wallet.title" defaultMessage="Packhelp wallet" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'account.wallet.currency', defaultMessage: 'Currency' })}
        value={currency}
        options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))}
        onChange={(e) => setCurrency(e.target.value)}
      />
      {wallet.status === 'loading' && <Spinner label={intl.formatMessage({ id: 'account.wallet.loading', defaultMessage: 'Loading your wallet' })} />}
      {wallet.status === 'error' && (
        <ErrorPanel
          headingLevel={3}
          title={intl.formatMessage({ id: 'account.wallet.error', defaultMessage: 'Your wallet could not be loaded' })}
          message={describeApiError(intl, wallet.error).message}
          onRetry={wallet.retry}
        />
      )}
      {wallet.status === 'success' && (
        <>
          <p>
            <FormattedMessage
              id="account.wallet.balance"
              defaultMessage="Balance: {amount}"
              values={{ amount: <strong key="amount">{money(wallet.data.balance, wallet.data.currency)}</strong> }}
            />
          </p>
          {wallet.data.history.length === 0 ? (
            <p>
              <FormattedMessage id="account.wallet.empty" defaultMessage="No wallet transactions in this currency yet." />
            </p>
          ) : (
            <table className="acc-table">
              <caption>
                <FormattedMessage id="account.wallet.history" defaultMessage="History" />
              </caption>
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="account.wallet.date" defaultMessage="Date" /></th>
                  <th scope="col"><FormattedMessage id="account.wallet.description" defaultMessage="Description" /></th>
                  <th scope="col"><FormattedMessage id="account.wallet.amount" defaultMessage="Amount" /></th>
                  <th scope="col"><FormattedMessage id="account.wallet.balanceAfter" defaultMessage="Balance after" /></th>
                </tr>
              </thead>
              <tbody>
                {wallet.data.history.map((t) => (
                  <tr key={t.id}>
                    <td><FormattedDate value={t.created_at} dateStyle="medium" /></td>
                    <td>{t.note ?? t.kind}</td>
                    <td>{money(t.amount, wallet.data.currency)}</td>
                    <td>{money(t.balance_after, wallet.data.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
