import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CARRIER_NAMES, type CarrierId } from '@ph/api-contract/carriers';
import { importRowErrors, importShipmentsCsv, type ShipmentImportResponse } from '@ph/api-client/orders-desk';
import type { ShipmentImportRowError } from '@ph/api-contract/shipments';
import { describeApiError } from '@ph/api-errors';
import { Button } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { StaffLink } from '../staff/StaffLink';
import { ordersText, stageLabels } from './ordersText';
import { importText, rowProblems } from './shipmentImportText';

/** The API's own limit (packages/api-server/src/shipments): a larger file is refused before it is sent. */
const MAX_BYTES = 1024 * 1024;

/** The file's text (UTF-8), through FileReader: read in the browser, sent as it is. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

type Result = { kind: 'shipped'; file: string; rows: ShipmentImportResponse['shipped'] } | { kind: 'refused'; file: string; rows: ShipmentImportRowError[] } | { kind: 'failed'; message: string } | null;

/**
 * `/account/back-office/shipments/import`: the warehouse's parcel list (order number, carrier, tracking
 * number) marks many orders shipped at once. The API applies the whole file or nothing: with any bad row
 * this page lists every row to fix and nothing changed.
 */
export function ShipmentImportPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setFileError(intl.formatMessage(importText.chooseFile));
    if (file.size > MAX_BYTES) return setFileError(intl.formatMessage(importText.tooLarge));
    setFileError(null);
    setBusy(true);
    setResult(null);
    try {
      const answer = await importShipmentsCsv(client, await readText(file));
      setResult({ kind: 'shipped', file: file.name, rows: answer.shipped });
    } catch (error) {
      const rows = importRowErrors(error);
      setResult(rows ? { kind: 'refused', file: file.name, rows } : { kind: 'failed', message: describeApiError(intl, error, { fallback: importText.failed }).message });
    } finally {
      setBusy(false);
    }
  };

  const column = (field: ShipmentImportRowError['field']) => (field === 'row' ? intl.formatMessage(importText.wholeRow) : field === 'header' ? intl.formatMessage(importText.header) : field);
  const problem = (r: ShipmentImportRowError) => (r.code in rowProblems ? intl.formatMessage(rowProblems[r.code as keyof typeof rowProblems]) : intl.formatMessage(rowProblems.other, { code: r.code }));

  return (
    <section aria-labelledby="acc-bo-import">
      <h2 id="acc-bo-import">
        <FormattedMessage {...importText.title} />
      </h2>
      <p>
        <FormattedMessage {...importText.intro} />
      </p>
      <form aria-labelledby="acc-bo-import" noValidate onSubmit={(e) => void submit(e)}>
        <div>
          <label htmlFor="acc-bo-import-file">{intl.formatMessage(importText.file)}</label>
          <input
            id="acc-bo-import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileError ? 'acc-bo-import-hint acc-bo-import-error' : 'acc-bo-import-hint'}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
              setResult(null);
            }}
          />
          <p id="acc-bo-import-hint">{intl.formatMessage(importText.fileHint)}</p>
          {fileError && (
            <p id="acc-bo-import-error" className="acc-form-alert" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <div className="acc-actions">
          <Button type="submit" busy={busy}>
            <FormattedMessage {...importText.submit} />
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {result?.kind === 'shipped' && <p role="status">{intl.formatMessage(importText.done, { count: result.rows.length })}</p>}
      </div>
      {result?.kind === 'failed' && <p role="alert">{result.message}</p>}
      {result?.kind === 'refused' && (
        <>
          <p role="alert">{intl.formatMessage(importText.refused, { count: new Set(result.rows.map((r) => r.line)).size })}</p>
          <div className="acc-table-wrap">
            <table className="acc-table">
              <caption>{intl.formatMessage(importText.refusedCaption, { file: result.file })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(importText.colLine)}</th>
                  <th scope="col">{intl.formatMessage(importText.colColumn)}</th>
                  <th scope="col">{intl.formatMessage(importText.colProblem)}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((r, i) => (
                  <tr key={`${r.line}:${r.field}:${i}`}>
                    <th scope="row">{intl.formatNumber(r.line)}</th>
                    <td>
                      <code>{column(r.field)}</code>
                    </td>
                    <td>{problem(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {result?.kind === 'shipped' && (
        <div className="acc-table-wrap">
          <table className="acc-table">
            <caption>{intl.formatMessage(importText.doneCaption, { file: result.file })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(importText.colLine)}</th>
                <th scope="col">{intl.formatMessage(importText.colOrder)}</th>
                <th scope="col">{intl.formatMessage(importText.colParcel)}</th>
                <th scope="col">{intl.formatMessage(importText.colStage)}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((r) => (
                <tr key={r.shipment_id}>
                  <th scope="row">{intl.formatNumber(r.line)}</th>
                  <td>
                    <StaffLink area="backOffice" page="order" params={{ number: r.order_number }}>
                      {r.order_number}
                    </StaffLink>
                  </td>
                  <td>
                    <a href={r.tracking_url} target="_blank" rel="noreferrer noopener">
                      {intl.formatMessage(ordersText.shipmentLine, { carrier: CARRIER_NAMES[r.carrier as CarrierId], tracking: r.tracking_number })}
                    </a>
                  </td>
                  <td>{intl.formatMessage(stageLabels[r.fulfillment_state])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
