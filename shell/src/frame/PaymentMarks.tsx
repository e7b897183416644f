import { useIntl } from 'react-intl';
import { paymentMethodsFor, type PaymentMethod, type RegionCode } from '@ph/region-config';
// Bank transfer in words, named as checkout names it (one message, the UI kit's).
import { paymentMethodLabel } from '@ph/ui/method-labels';

/**
 * The brands a store takes, drawn as marks in the store's own type and colours (no logo files are
 * fetched from anywhere). Brand names are proper names, the same in every language; card payments
 * (`card`, and `stripe`, which charges cards too) show the two card networks once.
 */
const MARKS: Record<Exclude<PaymentMethod, 'check'>, readonly string[]> = {
  card: ['VISA', 'Mastercard'],
  stripe: ['VISA', 'Mastercard'],
  stripe_intent: ['VISA', 'Mastercard'],
  paypal: ['PayPal'],
  p24: ['Przelewy24'],
  ideal: ['iDEAL'],
  bancontact: ['Bancontact'],
  eps: ['eps'],
  giropay: ['giropay'],
  sofort: ['Sofort'],
  hokodo: ['Hokodo'],
};

export function paymentMarksFor(region: RegionCode): { brands: string[]; bankTransfer: boolean } {
  const methods = paymentMethodsFor(region);
  const brands = [...new Set(methods.flatMap((m) => (m === 'check' ? [] : MARKS[m])))];
  return { brands, bankTransfer: methods.includes('check') };
}

export function PaymentMarks({ region }: { region: RegionCode }) {
  const intl = useIntl();
  const { brands, bankTransfer } = paymentMarksFor(region);
  return (
    <div className="ph-footer__column">
      <h2 id="ph-footer-payments" className="ph-footer__heading">
        {intl.formatMessage({ id: 'shell.footer.payments', defaultMessage: 'Payment methods' })}
      </h2>
      <ul className="ph-pay-marks" aria-labelledby="ph-footer-payments">
        {brands.map((brand) => (
          <li key={brand} className={`ph-pay-mark ph-pay-mark--${brand.toLowerCase()}`}>
            {brand}
          </li>
        ))}
        {bankTransfer && <li className="ph-pay-mark">{paymentMethodLabel(intl, 'check')}</li>}
      </ul>
    </div>
  );
}
