import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { exportInvoicesCsv, invoicesCsvFileName, searchInvoices, type InvoiceExport, type InvoiceKind } from '@ph/api-client/invoices';
import { describeApiError } from '@ph/api-errors';
import { REGION_CODES, type RegionCode } from '@ph/region-config';
import { Button, ErrorPanel, SelectField, Spinner, TextField } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { saveFile } from '../common/saveFile';
import { DESK_PAGE_SIZE, DeskPager } from '../desk/DeskListControls';
import { documentText } from '../invoices/documentText';
import { InvoiceTable, type ExtraColumn } from '../invoices/InvoiceTable';
import { backOfficeText } from './backOfficeText';
import { useLoad } from '@ph/remote-kit';

const KINDS: readonly InvoiceKind[] = ['proforma', 'invoice', 'credit_note'];
const ALL = '';
const DAY = 86_400_000;

const periodErrors = defineMessages({
  toBeforeFrom: { id: 'account.backOffice.invoices.toBeforeFrom', defaultMessage: 'The end date cannot be before the start date.' },
  tooLong: { id: 'account.backOffice.invoices.tooLong', defaultMessage: 'Choose a period of at most one year.' },
  missing: { id: 'account.backOffice.invoices.missingDate', defaultMessage: 'Enter a date.' },
});

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** This month so far (UTC days, as the API counts them). */
function thisMonth(now = new Date()): { from: string; to: string } {
  return { from: `${isoDay(now).slice(0, 8)}01`, to: isoDay(now) };
}

/** The period's mistake the API would refuse (it answers 400 naming `to`), said before asking. */
function periodError(from: string, to: string): keyof typeof periodErrors | null {
  if (!from || !to) return 'missing';
  const span = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  if (span < 0) return 'toBeforeFrom';
  if (span > 366 * DAY) return 'tooLong';
  return null;
}

/**
 * `/account/back-office/invoices`: the documents issued in a period (UTC days, both included), by store
 * and type, a page at a time, each with its files; the CSV export of the same filters for the accountant.
 */
export function InvoiceRegisterPage() {
  const intl = useIntl();
  const { client } = useAccountSession();
  const [period, setPeriod] = useState(thisMonth);
  const [region, setRegion] = useState<string>(ALL);
  const [kind, setKind] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState<{ ok: true; name: string } | { ok: false; message: string } | null>(null);

  const invalid = periodError(period.from, period.to);
  const filters: InvoiceExport = {
    from: period.from,
    to: period.to,
    ...(region === ALL ? {} : { region: region as RegionCode }),
    ...(kind === ALL ? {} : { kind: kind as InvoiceKind }),
  };
  const key = `${period.from}:${period.to}:${region}:${kind}:${page}`;
  const list = useLoad(invalid ? `invalid:${invalid}` : key, (signal) => (invalid ? Promise.resolve(null) : searchInvoices(client, { ...filters, page, per_page: DESK_PAGE_SIZE }, signal)));

  const change = (apply: () => void) => {
    apply();
    setPage(1);
    setExported(null);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExported(null);
    try {
      const csv = await exportInvoicesCsv(client, filters);
      const name = invoicesCsvFileName(filters);
      // The API's file starts with a byte-order mark so spreadsheets read it as UTF-8; reading the answer as text drops it.
      saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), name);
      setExported({ ok: true, name });
    } catch (error) {
      setExported({ ok: false, message: describeApiError(intl, error, { fallback: backOfficeText.exportFailed }).message });
    } finally {
      setExporting(false);
    }
  };

  const extra: ExtraColumn[] = [
    { header: intl.formatMessage(backOfficeText.colOrder), cell: (d) => d.order_number },
    {
      header: intl.formatMessage(backOfficeText.colBuyer),
      cell: (d) => (
        <>
          {d.buyer_name}
          {d.buyer_vat_id && (
            <>
              <br />
              {intl.formatMessage(backOfficeText.vatId, { vatId: d.buyer_vat_id })}
            </>
          )}
        </>
      ),
    },
    { header: intl.formatMessage(backOfficeText.store), cell: (d) => d.region.toUpperCase() },
  ];
  const dateError = invalid ? intl.formatMessage(periodErrors[invalid]) : undefined;

  return (
    <section aria-labelledby="acc-bo-invoices">
      <h2 id="acc-bo-invoices">
        <FormattedMessage {...backOfficeText.title} />
      </h2>
      <form className="acc-filters" aria-label={intl.formatMessage(backOfficeText.filters)} onSubmit={(e) => e.preventDefault()}>
        <TextField
          type="date"
          label={intl.formatMessage(backOfficeText.from)}
          value={period.from}
          max={period.to || undefined}
          onChange={(e) => change(() => setPeriod((p) => ({ ...p, from: e.target.value })))}
          {...(invalid === 'missing' && !period.from ? { error: dateError } : {})}
        />
        <TextField
          type="date"
          label={intl.formatMessage(backOfficeText.to)}
          value={period.to}
          min={period.from || undefined}
          hint={intl.formatMessage(backOfficeText.periodHint)}
          onChange={(e) => change(() => setPeriod((p) => ({ ...p, to: e.target.value })))}
          {...(invalid && (invalid !== 'missing' || !period.to) ? { error: dateError } : {})}
        />
        <SelectField
          label={intl.formatMessage(backOfficeText.store)}
          value={region}
          options={[{ value: ALL, label: intl.formatMessage(backOfficeText.all) }, ...REGION_CODES.map((r) => ({ value: r, label: r.toUpperCase() }))]}
          onChange={(e) => change(() => setRegion(e.target.value))}
        />
        <SelectField
          label={intl.formatMessage(backOfficeText.kind)}
          value={kind}
          options={[
            { value: ALL, label: intl.formatMessage(backOfficeText.all) },
            ...KINDS.map((k) => ({ value: k, label: intl.formatMessage(k === 'proforma' ? documentText.proforma : k === 'invoice' ? documentText.invoice : documentText.creditNote) })),
          ]}
          onChange={(e) => change(() => setKind(e.target.value))}
        />
      </form>
      <div className="acc-actions">
        <Button type="button" variant="secondary" busy={exporting} disabled={invalid !== null} onClick={() => void exportCsv()}>
          <FormattedMessage {...backOfficeText.exportCsv} />
        </Button>
        {exported?.ok && <p role="status">{intl.formatMessage(backOfficeText.exported, { name: exported.name })}</p>}
        {exported && !exported.ok && <p role="alert">{exported.message}</p>}
      </div>
      {!invalid && list.status === 'loading' && <Spinner label={intl.formatMessage(backOfficeText.loading)} />}
      {list.status === 'error' && <ErrorPanel headingLevel={3} message={describeApiError(intl, list.error, { fallback: backOfficeText.loadError }).message} onRetry={list.retry} />}
      {list.status === 'success' && list.data && (
        <>
          <p role="status">{intl.formatMessage(backOfficeText.count, { count: list.data.count })}</p>
          {list.data.invoices.length === 0 ? (
            <p>
              <FormattedMessage {...backOfficeText.empty} />
            </p>
          ) : (
            <InvoiceTable documents={list.data.invoices} caption={intl.formatMessage(backOfficeText.caption, { from: period.from, to: period.to })} extra={extra} />
          )}
          <DeskPager page={page} count={list.data.count} onPage={setPage} />
        </>
      )}
    </section>
  );
}
