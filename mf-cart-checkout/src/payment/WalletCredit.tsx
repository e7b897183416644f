import { FormattedMessage } from 'react-intl';
import { Button, Price } from '@ph/ui';

interface Props {
  balance: number;
  applied: number;
  remaining: number;
  busy: boolean;
  onApply(): void;
}

/** Store credit of the order's currency: spend it on the order; the rest is paid by the chosen method. */
export function WalletCredit({ balance, applied, remaining, busy, onApply }: Props) {
  return (
    <section aria-labelledby="cc-wallet-title" className="cc-wallet">
      <h2 id="cc-wallet-title"><FormattedMessage id="wallet.title" defaultMessage="Store credit" /></h2>
      {applied > 0 ? (
        <p role="status">
          <FormattedMessage
            id="wallet.applied"
            defaultMessage="{applied} of store credit is applied. Left to pay: {remaining}."
            values={{ applied: <Price key="applied" amountMinor={applied} />, remaining: <Price key="remaining" amountMinor={remaining} /> }}
          />
        </p>
      ) : (
        <>
          <p><FormattedMessage id="wallet.balance" defaultMessage="Your store credit: {balance}" values={{ balance: <Price key="balance" amountMinor={balance} /> }} /></p>
          <Button variant="secondary" busy={busy} onClick={onApply}>
            <FormattedMessage id="wallet.apply" defaultMessage="Use my store credit" />
          </Button>
        </>
      )}
    </section>
  );
}
