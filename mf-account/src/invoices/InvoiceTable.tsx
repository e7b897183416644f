import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { invoiceDownloads, type InvoiceDocument } from '@ph/api-client/invoices';
import { documentDate, documentKindLabel, documentMoney, documentText } from './documentText';

export interface ExtraColumn {
  header: ReactNode;
  cell(doc: InvoiceDocument): ReactNode;
}

/**
 * Documents as a table: kind, number, issue date, total and the files. Links are plain links: the API's
 * download addresses carry the order's token, so the browser downloads them without the API token.
 */
export function InvoiceTable({ documents, caption, extra = [] }: { documents: readonly InvoiceDocument[]; caption: string; extra?: ExtraColumn[] }) {
  const intl = useIntl();
  return (
    <div className="acc-table-wrap">
      <table className="acc-table acc-table--invoices">
        <caption className="ph-ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage {...documentText.document} /></th>
            <th scope="col"><FormattedMessage {...documentText.number} /></th>
            <th scope="col"><FormattedMessage {...documentText.date} /></th>
            {extra.map((c, i) => (
              <th scope="col" key={i}>{c.header}</th>
            ))}
            <th scope="col" className="acc-num"><FormattedMessage {...documentText.total} /></th>
            <th scope="col"><FormattedMessage {...documentText.download} /></th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <td className="acc-invoice__kind">{documentKindLabel(intl, doc)}</td>
              <th scope="row" className="acc-invoice__number">{doc.number}</th>
              <td className="acc-invoice__date">{documentDate(doc)}</td>
              {extra.map((c, i) => (
                <td key={i} className="acc-invoice__extra">{c.cell(doc)}</td>
              ))}
              <td className="acc-num acc-invoice__total">{documentMoney(intl, doc, doc.gross)}</td>
              <td className="acc-invoice__files">
                <span className="acc-invoice-files">
                  {invoiceDownloads(doc).map((file) => (
                    <a
                      key={file.format}
                      href={file.url}
                      download
                      aria-label={intl.formatMessage(file.format === 'pdf' ? documentText.pdfOf : documentText.ublOf, { number: doc.number })}
                    >
                      {intl.formatMessage(file.format === 'pdf' ? documentText.pdf : documentText.ubl)}
                    </a>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
