import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ph/api-client';
import { fetchDeskOrder, fetchDeskPrintFile, markShipmentDelivered, type DeskOrderResponse } from '@ph/api-client/orders-desk';
import { describeApiError } from '@ph/api-errors';
import { useMountProps, useLoad } from '@ph/remote-kit';
import { Button, ErrorPanel, Spinner } from '@ph/ui';
import { paymentMethodLabel } from '@ph/ui/method-labels';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { saveFile } from '../common/saveFile';
import { historyStateLabels, paymentLabels, proofStatusLabels } from '../orders/labels';
import { StaffLink } from '../staff/StaffLink';
import { DeskOrderActions } from './DeskOrderActions';
import { deskErrorMessage } from './deskErrors';
import { ordersText, recordStateLabels, stageLabels } from './ordersText';

type Desk = DeskOrderResponse;
const recordState = (intl: ReturnType<typeof useIntl>, state: string) =>
  state in recordStateLabels ? intl.formatMessage(recordStateLabels[state as keyof typeof recordStateLabels]) : state;

/**
 * `/account/back-office/orders/{number}`: one placed order as the works and the accountant need it —
 * lines with their proofs and print files, payments, refunds, shipments, the state log — and what an
 * operator can do next (DeskOrderActions). After every action the page reads the order again: the
 * server decides what it now is.
 */
export function DeskOrderPage({ number }: { number: string }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const order = useLoad(`desk-order:${number}`, (signal) => fetchDeskOrder(client, number, signal));
  return (
    <section aria-labelledby="acc-bo-order">
      <p>
        <StaffLink area="backOffice" page="orders">
          <FormattedMessage {...ordersText.backToQueue} />
        </StaffLink>
      </p>
      <h2 id="acc-bo-order">
        <FormattedMessage {...ordersText.orderTitle} values={{ number }} />
      </h2>
      {order.status === 'loading' && <Spinner label={intl.formatMessage(ordersText.orderLoading)} />}
      {order.status === 'error' &&
        (isApiError(order.error) && order.error.status === 404 ? (
          <p role="alert">
            <FormattedMessage {...ordersText.notFound} />
          </p>
        ) : (
          <ErrorPanel headingLevel={3} message={describeApiError(intl, order.error, { fallback: ordersText.orderLoadError }).message} onRetry={order.retry} />
        ))}
      {/* After an action the order is read again in place (not through a loading state), so the page and the action's outcome stay on screen. */}
      {order.status === 'success' && <DeskOrder desk={order.data} onChanged={async () => order.set(await fetchDeskOrder(client, number))} />}
    </section>
  );
}

function DeskOrder({ desk, onChanged }: { desk: Desk; onChanged(): Promise<void> }) {
  const intl = useIntl();
  const money = useFormatAmount();
  const o = desk.order;
  const amount = (n: number) => money(n, o.currency);
  const bill = o.bill_address;
  const stage = o.state === 'canceled' ? intl.formatMessage(ordersText.canceledBadge) : o.fulfillment_state ? intl.formatMessage(stageLabels[o.fulfillment_state]) : '–';
  return (
    <>
      <dl aria-label={intl.formatMessage(ordersText.summary)}>
        <div>
          <dt>{intl.formatMessage(ordersText.placedOn)}</dt>
          <dd>{o.completed_at ? <FormattedDate value={o.completed_at} dateStyle="medium" timeStyle="short" /> : '–'}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(ordersText.customer)}</dt>
          <dd>{[bill?.company_name, bill ? `${bill.first_name} ${bill.last_name}`.trim() : null, o.email].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(ordersText.store)}</dt>
          <dd>{o.region.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(ordersText.total)}</dt>
          <dd>{amount(o.total)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(ordersText.colStage)}</dt>
          <dd data-testid="desk-stage">{stage}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(ordersText.colPayment)}</dt>
          <dd data-testid="desk-payment">{o.payment_state ? intl.formatMessage(paymentLabels[o.payment_state]) : '–'}</dd>
        </div>
      </dl>
      <DeskOrderActions desk={desk} stage={stage} onChanged={onChanged} />
      <Lines desk={desk} />
      <Shipments desk={desk} onChanged={onChanged} />
      <h3>{intl.formatMessage(ordersText.payments)}</h3>
      {desk.payments.length === 0 ? (
        <p>{intl.formatMessage(ordersText.noPayments)}</p>
      ) : (
        <Records
          caption={intl.formatMessage(ordersText.payments)}
          rows={desk.payments.map((p) => ({ key: p.id, date: p.created_at, method: paymentMethodLabel(intl, p.method), amount: amount(p.amount), state: recordState(intl, p.state) }))}
        />
      )}
      <h3>{intl.formatMessage(ordersText.refunds)}</h3>
      {desk.refunds.length === 0 ? (
        <p>{intl.formatMessage(ordersText.noRefunds)}</p>
      ) : (
        <Records
          caption={intl.formatMessage(ordersText.refunds)}
          rows={desk.refunds.map((r) => ({ key: r.id, date: r.created_at, method: paymentMethodLabel(intl, r.method), amount: amount(r.amount), state: recordState(intl, r.state), reason: r.reason }))}
        />
      )}
      <StateLog desk={desk} />
    </>
  );
}

function Records({ caption, rows }: { caption: string; rows: { key: number; date: string; method: string; amount: string; state: string; reason?: string }[] }) {
  const intl = useIntl();
  const withReason = rows.some((r) => r.reason !== undefined);
  return (
    <div className="acc-table-wrap">
      <table className="acc-table">
        <caption className="ph-ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(ordersText.colDate)}</th>
            <th scope="col">{intl.formatMessage(ordersText.colMethod)}</th>
            <th scope="col">{intl.formatMessage(ordersText.colAmount)}</th>
            <th scope="col">{intl.formatMessage(ordersText.colState)}</th>
            {withReason && <th scope="col">{intl.formatMessage(ordersText.colReason)}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>
                <FormattedDate value={r.date} dateStyle="medium" timeStyle="short" />
              </td>
              <td>{r.method}</td>
              <td>{r.amount}</td>
              <td>{r.state}</td>
              {withReason && <td className="acc-prewrap">{r.reason}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Lines({ desk }: { desk: Desk }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const { region } = useMountProps();
  const [failed, setFailed] = useState<string | null>(null);
  const proofOf = (lineId: number) => desk.proofs.find((p) => p.line_item_id === lineId);
  const download = async (url: string, line: number) => {
    setFailed(null);
    try {
      saveFile(await fetchDeskPrintFile(client, url, { region }), `${desk.order.number}-line-${line}.pdf`);
    } catch (error) {
      setFailed(describeApiError(intl, error, { fallback: ordersText.printFileFailed }).message);
    }
  };
  const lines = desk.order.line_items.filter((l) => l.parent_id === null);
  return (
    <>
      <h3>{intl.formatMessage(ordersText.lines)}</h3>
      {failed && <p role="alert">{failed}</p>}
      <div className="acc-table-wrap">
        <table className="acc-table">
          <caption className="ph-ui-visually-hidden">{intl.formatMessage(ordersText.lines)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(ordersText.colProduct)}</th>
              <th scope="col">{intl.formatMessage(ordersText.colQuantity)}</th>
              <th scope="col">{intl.formatMessage(ordersText.colProof)}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => {
              const proof = proofOf(l.id);
              return (
                <tr key={l.id}>
                  <th scope="row">{l.name}</th>
                  <td>{intl.formatNumber(l.quantity)}</td>
                  <td>
                    {proof ? (
                      <>
                        {intl.formatMessage(proofStatusLabels[proof.status])}
                        {proof.low_resolution && (
                          <>
                            <br />
                            {intl.formatMessage(ordersText.lowResolution)}
                          </>
                        )}
                        <br />
                        <Button type="button" variant="link" onClick={() => void download(proof.print_file_url, l.id)}>
                          {intl.formatMessage(ordersText.printFile, { line: l.id })}
                        </Button>
                      </>
                    ) : (
                      intl.formatMessage(ordersText.noProof)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Shipments({ desk, onChanged }: { desk: Desk; onChanged(): Promise<void> }) {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deliver = async (id: number) => {
    setBusy(id);
    setError(null);
    try {
      await markShipmentDelivered(client, id);
      await onChanged();
    } catch (e) {
      setError(deskErrorMessage(intl, e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <h3>{intl.formatMessage(ordersText.shipments)}</h3>
      {error && <p role="alert">{error}</p>}
      {desk.shipments.length === 0 ? (
        <p>{intl.formatMessage(ordersText.noShipments)}</p>
      ) : (
        <ul className="acc-offer-list">
          {desk.shipments.map((s) => (
            <li key={s.id}>
              {intl.formatMessage(ordersText.shipmentLine, { carrier: s.carrier_name, tracking: s.tracking_number })}
              {' · '}
              <a href={s.tracking_url} target="_blank" rel="noreferrer noopener">
                {intl.formatMessage(ordersText.trackParcel, { tracking: s.tracking_number })}
              </a>
              <br />
              {intl.formatMessage(ordersText.shippedOn, { date: intl.formatDate(s.shipped_at, { dateStyle: 'medium' }) })}
              {s.delivered_at ? (
                <> · {intl.formatMessage(ordersText.deliveredOn, { date: intl.formatDate(s.delivered_at, { dateStyle: 'medium' }) })}</>
              ) : (
                desk.order.state === 'complete' && (
                  <>
                    {' '}
                    <Button type="button" variant="secondary" size="sm" busy={busy === s.id} onClick={() => void deliver(s.id)}>
                      {intl.formatMessage(ordersText.markDelivered, { tracking: s.tracking_number })}
                    </Button>
                  </>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function StateLog({ desk }: { desk: Desk }) {
  const intl = useIntl();
  const machine = { order: ordersText.machineOrder, payment: ordersText.machinePayment, fulfillment: ordersText.machineFulfillment } as const;
  const word = (m: keyof typeof machine, state: string | null): string => {
    if (state === null) return '–';
    if (m === 'fulfillment' && state in stageLabels) return intl.formatMessage(stageLabels[state as keyof typeof stageLabels]);
    if (m === 'order' && state in historyStateLabels) return intl.formatMessage(historyStateLabels[state as keyof typeof historyStateLabels]);
    if (m === 'payment' && state in paymentLabels) return intl.formatMessage(paymentLabels[state as keyof typeof paymentLabels]);
    return state;
  };
  return (
    <>
      <h3>{intl.formatMessage(ordersText.history)}</h3>
      <ol className="acc-offer-list">
        {desk.state_log.map((c, i) => {
          const values = { machine: intl.formatMessage(machine[c.machine]), from: word(c.machine, c.from), to: word(c.machine, c.to) };
          return (
            <li key={i}>
              <FormattedDate value={c.created_at} dateStyle="medium" timeStyle="short" />
              {': '}
              {intl.formatMessage(c.from === null ? ordersText.historyFirst : ordersText.historyChange, values)}
              {' '}
              {intl.formatMessage(ordersText.historyBy, { who: c.actor_email ?? c.actor })}
              {c.reason && <> · {c.reason}</>}
            </li>
          );
        })}
      </ol>
    </>
  );
}
