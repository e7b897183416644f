import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CARRIER_IDS, CARRIER_NAMES } from '@ph/api-contract/carriers';
import {
  cancelOrderAsOperator,
  createShipment,
  moveToProductionStep,
  quoteLineRefund,
  refundOrderPart,
  type DeskOrderResponse,
  type ProductionStep,
  type RefundLineInput,
  type RefundQuoteResponse,
} from '@ph/api-client/orders-desk';
import { Button, SelectField, TextAreaField, TextField } from '@ph/ui';
import { ConfirmDialog } from '@ph/ui/dialogs';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { deskErrorMessage } from './deskErrors';
import { ordersText } from './ordersText';

const REASON_MIN = 3;

/** What was taken and not given back yet (minor units): the most a refund may be. The server checks it again. */
function refundable(desk: DeskOrderResponse): number {
  const taken = desk.payments.filter((p) => p.state === 'completed').reduce((sum, p) => sum + p.amount, 0);
  const back = desk.refunds.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, taken - back);
}

/** An amount typed in major units ("12.5", "12,50") as minor units; null when it is not one. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', cents = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

type Outcome = { ok: true; message: string | null } | { ok: false; message: string } | null;

/**
 * What an operator can do next with the order, offered only where the order's state allows it (the
 * server refuses anything else with a 409/422 that is shown as it says): release to production, mark in
 * production, ship, refund part, cancel. Each action is sent once (its button shows it is running).
 */
export function DeskOrderActions({ desk, stage, onChanged }: { desk: DeskOrderResponse; stage: string; onChanged(): Promise<void> }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const o = desk.order;
  const placed = o.state === 'complete';
  const f = o.fulfillment_state;

  const run: Run = async (name, action, how = {}) => {
    setBusy(name);
    setOutcome(null);
    try {
      const message = await action();
      await onChanged();
      setOutcome({ ok: true, message });
      return true;
    } catch (error) {
      // A dialog shows its own refusal; the page behind it does not repeat it.
      if (!how.failureShownByCaller) setOutcome({ ok: false, message: deskErrorMessage(intl, error) });
      return false;
    } finally {
      setBusy(null);
    }
  };
  const step = (s: ProductionStep) => run(s, async () => {
    await moveToProductionStep(client, o.number, s);
    return null;
  });

  const canRefund = placed && refundable(desk) > 0;
  const canShip = placed && (f === 'in_production' || f === 'partially_shipped');

  return (
    <section aria-labelledby="acc-bo-actions">
      <h3 id="acc-bo-actions">{intl.formatMessage(ordersText.actions)}</h3>
      <p role="status">{outcome?.ok ? (outcome.message ?? intl.formatMessage(ordersText.done, { stage })) : null}</p>
      {outcome && !outcome.ok && <p role="alert">{outcome.message}</p>}
      {!placed && <p>{intl.formatMessage(ordersText.noActions)}</p>}
      {placed && (
        <div className="acc-actions">
          {f === 'artwork_check' && (
            <Button type="button" busy={busy === 'release'} disabled={busy !== null} aria-describedby="acc-bo-release-hint" onClick={() => void step('release')}>
              <FormattedMessage {...ordersText.release} />
            </Button>
          )}
          {f === 'artwork_check' && <span id="acc-bo-release-hint">{intl.formatMessage(ordersText.releaseHint)}</span>}
          {f === 'ready_for_production' && (
            <Button type="button" busy={busy === 'start_production'} disabled={busy !== null} onClick={() => void step('start_production')}>
              <FormattedMessage {...ordersText.startProduction} />
            </Button>
          )}
          <CancelOrder desk={desk} busy={busy} run={run} />
        </div>
      )}
      {canShip && <ShipmentForm number={o.number} busy={busy} run={run} />}
      {canRefund && <RefundForm desk={desk} busy={busy} run={run} />}
    </section>
  );
}

type Run = (name: string, action: () => Promise<string | null>, how?: { failureShownByCaller?: boolean }) => Promise<boolean>;

function CancelOrder({ desk, busy, run }: { desk: DeskOrderResponse; busy: string | null; run: Run }) {
  const intl = useIntl();
  const money = useFormatAmount();
  const { client } = useAccountSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async () => {
    if (reason.trim().length < REASON_MIN) {
      setError(intl.formatMessage(ordersText.reasonTooShort));
      return;
    }
    setError(null);
    setFailed(null);
    let message: string | null = null;
    const ok = await run('cancel', async () => {
      try {
        await cancelOrderAsOperator(client, desk.order.number, reason.trim());
      } catch (e) {
        message = deskErrorMessage(intl, e);
        throw e;
      }
      return null;
    }, { failureShownByCaller: true });
    if (ok) setOpen(false);
    else setFailed(message);
  };
  return (
    <>
      <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => setOpen(true)}>
        <FormattedMessage {...ordersText.cancel} />
      </Button>
      {open && (
        <ConfirmDialog
          form
          size="sm"
          title={intl.formatMessage(ordersText.cancelTitle, { number: desk.order.number })}
          confirmLabel={intl.formatMessage(ordersText.cancelConfirm)}
          busy={busy === 'cancel'}
          error={failed}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          <p>{intl.formatMessage(ordersText.cancelBody, { paid: money(refundable(desk), desk.order.currency) })}</p>
          <TextAreaField label={intl.formatMessage(ordersText.reason)} value={reason} required maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} {...(error ? { error } : {})} />
        </ConfirmDialog>
      )}
    </>
  );
}

function ShipmentForm({ number, busy, run }: { number: string; busy: string | null; run: Run }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [carrier, setCarrier] = useState<string>(CARRIER_IDS[0]);
  const [tracking, setTracking] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const done = await run('ship', async () => {
      await createShipment(client, number, { carrier, tracking_number: tracking });
      return intl.formatMessage(ordersText.shipped, { tracking: tracking.trim() });
    });
    if (done) setTracking('');
  };
  return (
    <form aria-labelledby="acc-bo-ship" onSubmit={(e) => void submit(e)}>
      <h4 id="acc-bo-ship">{intl.formatMessage(ordersText.shipTitle)}</h4>
      <p>{intl.formatMessage(ordersText.shipAll)}</p>
      <SelectField label={intl.formatMessage(ordersText.carrier)} value={carrier} options={CARRIER_IDS.map((c) => ({ value: c, label: CARRIER_NAMES[c] }))} onChange={(e) => setCarrier(e.target.value)} />
      <TextField label={intl.formatMessage(ordersText.trackingNumber)} value={tracking} required maxLength={64} autoComplete="off" spellCheck={false} onChange={(e) => setTracking(e.target.value)} />
      <div className="acc-actions">
        <Button type="submit" busy={busy === 'ship'} disabled={busy !== null}>
          <FormattedMessage {...ordersText.ship} />
        </Button>
      </div>
    </form>
  );
}

type RefundMode = 'amount' | 'lines';

/** Units typed for one line: a whole number from 0 to what is left of it; null otherwise. */
export function parseUnits(raw: string, left: number): number | null {
  const text = raw.trim();
  if (text === '') return 0;
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= left ? n : null;
}

/**
 * Part of the order back: an amount the operator types, or chosen lines and quantities whose amount only
 * the API computes (what those units were paid, discounts and tax included). For lines the operator
 * first asks for the amount (the API's quote), then confirms it; changing a quantity asks again.
 */
function RefundForm({ desk, busy, run }: { desk: DeskOrderResponse; busy: string | null; run: Run }) {
  const intl = useIntl();
  const money = useFormatAmount();
  const { client } = useAccountSession();
  const [mode, setMode] = useState<RefundMode>('amount');
  const [amount, setAmount] = useState('');
  const [units, setUnits] = useState<Record<number, string>>({});
  const [quote, setQuote] = useState<RefundQuoteResponse | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; lines?: string; units?: Record<number, string> }>({});
  const max = refundable(desk);
  const currency = desk.order.currency;
  const names = new Map(desk.order.line_items.map((l) => [l.id, l]));
  const lines = desk.refundable_lines.filter((l) => names.has(l.line_id));

  const chosenLines = (): { chosen: RefundLineInput[]; bad: Record<number, string> } => {
    const bad: Record<number, string> = {};
    const chosen: RefundLineInput[] = [];
    for (const l of lines) {
      const n = parseUnits(units[l.line_id] ?? '', l.quantity);
      if (n === null) bad[l.line_id] = intl.formatMessage(ordersText.refundUnitsInvalid, { left: l.quantity });
      else if (n > 0) chosen.push({ line_id: l.line_id, quantity: n });
    }
    return { chosen, bad };
  };
  const reasonError = () => (reason.trim().length < REASON_MIN ? intl.formatMessage(ordersText.reasonTooShort) : undefined);
  const reset = () => {
    setAmount('');
    setUnits({});
    setQuote(null);
    setReason('');
  };

  const submitAmount = async () => {
    const minor = parseAmount(amount);
    const next: typeof errors = {};
    if (minor === null) next.amount = intl.formatMessage(ordersText.refundAmountInvalid);
    else if (minor > max) next.amount = intl.formatMessage(ordersText.refundAmountTooHigh, { max: money(max, currency) });
    const r = reasonError();
    if (r) next.reason = r;
    setErrors(next);
    if (minor === null || next.amount || next.reason) return;
    const done = await run('refund', async () => {
      await refundOrderPart(client, desk.order.number, { amount: minor }, reason.trim());
      return intl.formatMessage(ordersText.refunded, { amount: money(minor, currency) });
    });
    if (done) reset();
  };

  const submitLines = async () => {
    const { chosen, bad } = chosenLines();
    const next: typeof errors = {};
    if (Object.keys(bad).length > 0) next.units = bad;
    else if (chosen.length === 0) next.lines = intl.formatMessage(ordersText.refundLinesNone);
    const r = reasonError();
    if (r) next.reason = r;
    setErrors(next);
    if (next.units || next.lines || next.reason) return;
    if (!quote) {
      // First the API's figure, shown to the operator; the refund itself is the next click.
      await run('refund', async () => {
        setQuote(await quoteLineRefund(client, desk.order.number, chosen));
        return intl.formatMessage(ordersText.refundQuoteReady);
      });
      return;
    }
    const done = await run('refund', async () => {
      await refundOrderPart(client, desk.order.number, { lines: chosen }, reason.trim());
      return intl.formatMessage(ordersText.refunded, { amount: money(quote.amount, currency) });
    });
    if (done) reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await (mode === 'amount' ? submitAmount() : submitLines());
  };
  const setLineUnits = (lineId: number, value: string) => {
    setUnits((u) => ({ ...u, [lineId]: value }));
    setQuote(null);
  };

  return (
    <form aria-labelledby="acc-bo-refund" noValidate onSubmit={(e) => void submit(e)}>
      <h4 id="acc-bo-refund">{intl.formatMessage(ordersText.refundTitle)}</h4>
      {lines.length > 0 && (
        <SelectField
          label={intl.formatMessage(ordersText.refundBy)}
          value={mode}
          options={[
            { value: 'amount', label: intl.formatMessage(ordersText.refundByAmount) },
            { value: 'lines', label: intl.formatMessage(ordersText.refundByLines) },
          ]}
          onChange={(e) => {
            setMode(e.target.value as RefundMode);
            setErrors({});
            setQuote(null);
          }}
        />
      )}
      {mode === 'amount' ? (
        <TextField
          label={intl.formatMessage(ordersText.refundAmount, { currency })}
          hint={intl.formatMessage(ordersText.refundAmountHint, { max: money(max, currency) })}
          inputMode="decimal"
          value={amount}
          required
          onChange={(e) => setAmount(e.target.value)}
          {...(errors.amount ? { error: errors.amount } : {})}
        />
      ) : (
        <fieldset>
          <legend>{intl.formatMessage(ordersText.refundLinesLegend)}</legend>
          {errors.lines && <p role="alert">{errors.lines}</p>}
          {lines.map((l) => {
            const error = errors.units?.[l.line_id];
            return (
              <TextField
                key={l.line_id}
                label={intl.formatMessage(ordersText.refundUnitsOf, { name: names.get(l.line_id)!.name })}
                hint={intl.formatMessage(ordersText.refundUnitsLeft, { left: l.quantity, amount: money(l.amount, currency) })}
                inputMode="numeric"
                autoComplete="off"
                value={units[l.line_id] ?? ''}
                onChange={(e) => setLineUnits(l.line_id, e.target.value)}
                {...(error ? { error } : {})}
              />
            );
          })}
        </fieldset>
      )}
      <TextAreaField label={intl.formatMessage(ordersText.reason)} value={reason} required maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} {...(errors.reason ? { error: errors.reason } : {})} />
      {mode === 'lines' && quote && <p data-testid="refund-quote">{intl.formatMessage(ordersText.refundQuote, { amount: money(quote.amount, currency) })}</p>}
      <div className="acc-actions">
        <Button type="submit" variant="secondary" busy={busy === 'refund'} disabled={busy !== null}>
          {mode === 'lines' && !quote ? (
            <FormattedMessage {...ordersText.refundShowAmount} />
          ) : mode === 'lines' && quote ? (
            intl.formatMessage(ordersText.refundConfirmAmount, { amount: money(quote.amount, currency) })
          ) : (
            <FormattedMessage {...ordersText.refund} />
          )}
        </Button>
      </div>
    </form>
  );
}
