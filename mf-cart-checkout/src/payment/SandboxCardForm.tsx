import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '@ph/api-errors';
import { createSandboxPaymentMethod, type CardDetails } from '@ph/api-client';
import { Button, TextField } from '@ph/ui';

interface Props {
  paymentMethodsUrl: string;
  busy: boolean;
  payLabel: string;
  /** Called with the payment method id; the card itself never reaches the order routes. */
  onPaymentMethod(id: string): Promise<void>;
}

type CardField = 'number' | 'expiry' | 'cvc';

export function parseExpiry(raw: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The sandbox's card form (in place of Stripe Elements when the API has no Stripe key). */
export function SandboxCardForm({ paymentMethodsUrl, busy, payLabel, onPaymentMethod }: Props) {
  const intl = useIntl();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || checking) return;
    const found: Partial<Record<CardField, string>> = {};
    const digits = number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) found.number = intl.formatMessage({ id: 'card.numberInvalid', defaultMessage: 'Enter the card number (12 to 19 digits).' });
    const exp = parseExpiry(expiry);
    if (!exp) found.expiry = intl.formatMessage({ id: 'card.expiryInvalid', defaultMessage: 'Enter the expiry date as MM/YY.' });
    if (!/^\d{3,4}$/.test(cvc.trim())) found.cvc = intl.formatMessage({ id: 'card.cvcInvalid', defaultMessage: 'Enter the 3 or 4 digit security code.' });
    setErrors(found);
    if (Object.keys(found).length > 0 || !exp) return;
    const card: CardDetails = { number: digits, exp_month: exp.month, exp_year: exp.year, cvc: cvc.trim() };
    setChecking(true);
    try {
      const method = await createSandboxPaymentMethod(paymentMethodsUrl, card);
      await onPaymentMethod(method.id);
    } catch (err) {
      setErrors({ number: describeApiError(intl, err, { fallback: defineMessage({ id: 'card.checkFailed', defaultMessage: 'The card could not be checked. Try again.' }) }).message });
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={intl.formatMessage({ id: 'card.form', defaultMessage: 'Card details' })}>
      <TextField name="cardnumber" label={intl.formatMessage({ id: 'card.number', defaultMessage: 'Card number' })} inputMode="numeric" autoComplete="cc-number" value={number} onChange={(e) => setNumber(e.currentTarget.value)} error={errors.number} required />
      <TextField name="exp-date" label={intl.formatMessage({ id: 'card.expiry', defaultMessage: 'Expiry date (MM/YY)' })} autoComplete="cc-exp" value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} error={errors.expiry} required />
      <TextField name="cvc" label={intl.formatMessage({ id: 'card.cvc', defaultMessage: 'Security code (CVC)' })} inputMode="numeric" autoComplete="cc-csc" value={cvc} onChange={(e) => setCvc(e.currentTarget.value)} error={errors.cvc} required />
      <p><FormattedMessage id="card.sandboxNote" defaultMessage="Test mode: use a test card such as 4242 4242 4242 4242." /></p>
      <Button type="submit" busy={busy || checking}>{payLabel}</Button>
    </form>
  );
}
