import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Icon, OrderSummary, PropertyList, useTaxLabel, type SummaryRow } from '@ph/ui';
import { paymentMethodLabel, shippingMethodLabel } from '@ph/ui/method-labels';
import { countryName } from '@ph/address-form';
import { useDesignThumbnail } from '@ph/remote-kit';
import { useAccountSession } from '../session/SessionProvider';
import { useFormatAmount } from '../common/format';
import { paymentLabels } from './labels';
import type { Order as AccountOrder, OrderAddress } from '@ph/api-client';

// The parts of an order's page, shared by the account's order details and the Plus dashboard's
// order pages (details, items, payment summary).

function useAmount(o: AccountOrder): (n: number) => string {
  const money = useFormatAmount();
  return (n) => money(n, o.currency);
}

/** The order's lines with the catalogue's names and properties in the shopper's language. */
export function OrderItems({ order: o, headingLevel = 3 }: { order: AccountOrder; headingLevel?: 2 | 3 }) {
  const amount = useAmount(o);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
    <H>
      <FormattedMessage id="account.order.items" defaultMessage="Items" />
    </H>
    <div className="acc-table-wrap">
    <table className="acc-table acc-table--items">
      <thead>
        <tr>
          <th scope="col"><FormattedMessage id="account.order.product" defaultMessage="Product" /></th>
          <th scope="col"><FormattedMessage id="account.order.quantity" defaultMessage="Quantity" /></th>
          <th scope="col"><FormattedMessage id="account.order.lineTotal" defaultMessage="Price" /></th>
        </tr>
      </thead>
      <tbody>
        {o.line_items.map((li) => (
          <tr key={li.id}>
            <td>
              <div className="acc-line">
                <LineThumb thumbnailUrl={li.thumbnail ?? li.box_design?.thumbnail_url ?? null} />
                <div className="acc-line__body">
                  {li.name}
                  {/* The catalogue's names in the shopper's language, sent with the order; never the sku or raw keys. */}
                  <PropertyList properties={li.properties ?? []} />
                </div>
              </div>
            </td>
            <td className="acc-num"><FormattedNumber value={li.quantity} /></td>
            <td className="acc-num">{amount(li.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
    </>
  );
}

export function OrderAddresses({ order: o }: { order: AccountOrder }) {
  return (
    <div className="acc-order-addresses">
        <OrderAddressBlock title={<FormattedMessage id="account.order.shipTo" defaultMessage="Delivery address" />} address={o.ship_address} />
        <OrderAddressBlock title={<FormattedMessage id="account.order.billTo" defaultMessage="Billing address" />} address={o.bill_address} />
    </div>
  );
}

export function OrderShippingAndPayment({ order: o }: { order: AccountOrder }) {
  const intl = useIntl();
  return (
    <>
      <h3>
        <FormattedMessage id="account.order.shippingAndPayment" defaultMessage="Shipping and payment" />
      </h3>
      <dl className="acc-dl">
        <dt><FormattedMessage id="account.order.shipping" defaultMessage="Shipping" /></dt>
        <dd>{o.shipping_method ? shippingMethodLabel(intl, o.shipping_method) : '—'}</dd>
        <dt><FormattedMessage id="account.order.paymentMethod" defaultMessage="Payment method" /></dt>
        <dd>{o.payment_method ? paymentMethodLabel(intl, o.payment_method) : '—'}</dd>
        <dt><FormattedMessage id="account.order.paymentStatus" defaultMessage="Payment status" /></dt>
        <dd>{o.payment_state ? intl.formatMessage(paymentLabels[o.payment_state]) : '—'}</dd>
      </dl>
    </>
  );
}

/** The order's figures as the API computed them; a discount is its own row, the total stressed. */
export function OrderTotals({ order: o }: { order: AccountOrder }) {
  const intl = useIntl();
  const amount = useAmount(o);
  // "VAT" where the store's shoppers read VAT (gb, the EU stores), "Tax" elsewhere, as the cart says it.
  const taxLabel = useTaxLabel();
  const rows: SummaryRow[] = [
    { key: 'items', label: <FormattedMessage id="account.order.itemTotal" defaultMessage="Products" />, text: amount(o.item_total) },
    { key: 'shipping', label: <FormattedMessage id="account.order.shipTotal" defaultMessage="Shipping" />, text: amount(o.ship_total) },
  ];
  if (o.promo_total !== 0) rows.push({ key: 'promo', kind: 'discount', label: <FormattedMessage id="account.order.promoTotal" defaultMessage="Discount" />, text: amount(o.promo_total) });
  if (o.additional_customs !== 0) rows.push({ key: 'customs', label: <FormattedMessage id="account.order.customs" defaultMessage="Customs clearance" />, text: amount(o.additional_customs) });
  rows.push({ key: 'tax', label: taxLabel, text: amount(o.tax_total) });
  rows.push({ key: 'total', kind: 'total', label: <FormattedMessage id="account.order.total" defaultMessage="Total" />, text: amount(o.total) });
  return <OrderSummary headingLevel={3} title={intl.formatMessage({ id: 'account.order.totals', defaultMessage: 'Totals' })} rows={rows} />;
}

/**
 * The line's design thumbnail (or nothing: a drawn box keeps the column); decoration beside the named
 * line. Read with the shopper's token (the API answers a plain `<img src>` of it 404).
 */
export function LineThumb({ thumbnailUrl }: { thumbnailUrl: string | null }) {
  const { client } = useAccountSession();
  const src = useDesignThumbnail(client, thumbnailUrl);
  return src ? (
    <img className="acc-thumb" src={src} alt="" width={72} height={72} />
  ) : (
    <span className="acc-thumb acc-thumb--none" aria-hidden="true">
      <Icon name="box" />
    </span>
  );
}

function OrderAddressBlock({ title, address: a }: { title: ReactNode; address: OrderAddress | null }) {
  const { locale } = useIntl();
  return (
    <section>
      <h3>{title}</h3>
      {a ? (
        <address>
          {a.first_name} {a.last_name}
          {a.company_name && <><br />{a.company_name}</>}
          <br />
          {a.street}
          {a.street2 && <><br />{a.street2}</>}
          <br />
          {a.zip_code} {a.city}
          <br />
          {countryName(locale, a.country_iso)}
        </address>
      ) : (
        <p>—</p>
      )}
    </section>
  );
}
