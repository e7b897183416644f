import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PropertyList } from '@ph/ui';
import { countryName } from '@ph/address-form';
import { useFormatAmount } from '../common/format';
import { paymentLabels } from './labels';
import type { AccountOrder, OrderAddress } from './types';

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
    <table className="acc-table">
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
              {li.name}
              {/* The catalogue's names in the shopper's language, sent with the order; never the sku or raw keys. */}
              <PropertyList properties={li.properties ?? []} />
            </td>
            <td>{li.quantity}</td>
            <td>{amount(li.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
      <dl>
        <dt><FormattedMessage id="account.order.shipping" defaultMessage="Shipping" /></dt>
        <dd>{o.shipping_method ?? '—'}</dd>
        <dt><FormattedMessage id="account.order.paymentMethod" defaultMessage="Payment method" /></dt>
        <dd>{o.payment_method ?? '—'}</dd>
        <dt><FormattedMessage id="account.order.paymentStatus" defaultMessage="Payment status" /></dt>
        <dd>{o.payment_state ? intl.formatMessage(paymentLabels[o.payment_state]) : '—'}</dd>
      </dl>
    </>
  );
}

export function OrderTotals({ order: o }: { order: AccountOrder }) {
  const amount = useAmount(o);
  return (
    <>
      <h3>
        <FormattedMessage id="account.order.totals" defaultMessage="Totals" />
      </h3>
      <dl>
        <dt><FormattedMessage id="account.order.itemTotal" defaultMessage="Products" /></dt>
        <dd>{amount(o.item_total)}</dd>
        <dt><FormattedMessage id="account.order.shipTotal" defaultMessage="Shipping" /></dt>
        <dd>{amount(o.ship_total)}</dd>
        {o.promo_total !== 0 && (
          <>
            <dt><FormattedMessage id="account.order.promoTotal" defaultMessage="Discount" /></dt>
            <dd>{amount(o.promo_total)}</dd>
          </>
        )}
        {o.additional_customs !== 0 && (
          <>
            <dt><FormattedMessage id="account.order.customs" defaultMessage="Customs clearance" /></dt>
            <dd>{amount(o.additional_customs)}</dd>
          </>
        )}
        <dt><FormattedMessage id="account.order.taxTotal" defaultMessage="Tax" /></dt>
        <dd>{amount(o.tax_total)}</dd>
        <dt><FormattedMessage id="account.order.total" defaultMessage="Total" /></dt>
        <dd><strong>{amount(o.total)}</strong></dd>
      </dl>
    </>
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
