import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { exportInvoicesCsv, invoicesCsvFileName, searchInvoices, type InvoiceExport, type InvoiceKind } from '@ph/api-client/invoices';
import { describeApiError } from '@ph/api-errors';
import { REGION_CODES, type RegionCode } from '@ph/region-config';
import { Button, ErrorPanel, SelectField, Spinner } from '@ph/ui';
import { useAccountSession } from '../session/SessionProvider';
import { saveFile } from '../common/saveFile';
import { DESK_PAGE_SIZE, DeskPager } from '../desk/DeskListControls';
import { documentText } from '../invoices/documentText';
import { InvoiceTable, type ExtraColumn } from '../invoices/InvoiceTable';
import { backOfficeText } from './backOfficeText';
import { isoDay, PeriodFields, periodError, type Period } from './PeriodFields';
import { useLoad } from '@ph/remote-kit';

const KINDS: readonly InvoiceKind[] = ['proforma', 'invoice', 'credit_note'];
const ALL = '';
/** This month so far (UTC days, as the API counts them). */
function thisMonth(now = new Date()): Period {
  return { from: `${isoDay(now).slice(0, 8)}01`, to: isoDay(now) };
}

/** The invoices API's longest period: `to` at most 366 days after `from`. */
const MAX_SPAN_DAYS = 366;

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

  const invalid = periodError(period, MAX_SPAN_DAYS);
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

  return (
    <section aria-labelledby="acc-bo-invoices">
      <h2 id="acc-bo-invoices">
        <FormattedMessage {...backOfficeText.title} />
      </h2>
      <form className="acc-filters" aria-label={intl.formatMessage(backOfficeText.filters)} onSubmit={(e) => e.preventDefault()}>
        <PeriodFields
          period={period}
          error={invalid}
          onChange={(next) => change(() => setPeriod(next))}
          labels={{ from: intl.formatMessage(backOfficeText.from), to: intl.formatMessage(backOfficeText.to), hint: intl.formatMessage(backOfficeText.periodHint) }}
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
