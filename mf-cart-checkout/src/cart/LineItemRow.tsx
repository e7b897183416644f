import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiClient, LineItem } from '@ph/api-client';
import { RouteLink, useDesignThumbnail } from '@ph/remote-kit';
import { Button, Icon, Price, PropertyList, QuantityStepper } from '@ph/ui';
import { closeFormConfirm, FormConfirm } from '@ph/ui/form-confirm';
import { CHANGE_FORM, ChangeFields } from './changeForm';

interface Props {
  orderId: number;
  item: LineItem;
  /** Reads a designed line's thumbnail (owner-only, so not a plain `<img src>`). */
  client?: ApiClient;
  children: readonly LineItem[];
  busy: boolean;
  onQuantity(item: LineItem, quantity: number): Promise<void>;
  onRemove(item: LineItem): Promise<void>;
  /** The line's services (expert check, delivery speed), rendered under its child lines. */
  services?: ReactNode;
  /** More changes of the line (its print quality), beside its quantity. */
  actions?: ReactNode;
}

const MAX_QUANTITY = 1_000_000;

function thumbnailOf(item: LineItem): string | null {
  const opts = item.options ?? {};
  for (const key of ['thumbnail_url', 'image_url', 'thumbnail']) {
    const v = opts[key];
    if (typeof v === 'string' && /^(https?:)?\/\//.test(v)) return v;
  }
  return null;
}

/** One product line with its services, its quantity form and a confirmed removal. */
export function LineItemRow({ orderId, item, client, children, busy, onQuantity, onRemove, services, actions }: Props) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [error, setError] = useState<string | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const design = item.box_design ?? null;
  const designThumb = useDesignThumbnail(client, design?.thumbnail_url ?? null);
  // A line without a design (or before its thumbnail is read) shows the catalogue's picture of its box.
  const thumb = designThumb ?? thumbnailOf(item) ?? item.image_url ?? null;
  const editable = item.kind === 'product' || item.kind === 'tree';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) {
      setError(intl.formatMessage({ id: 'line.quantityInvalid', defaultMessage: 'Enter a whole number from 1 to 1,000,000.' }));
      return;
    }
    setError(null);
    if (n !== item.quantity) await onQuantity(item, n);
  };

  return (
    <li className="cc-line" aria-label={item.name}>
      {/* The picture is decoration next to the named line; without one a drawn box keeps the column. */}
      {thumb ? <img className="cc-thumb" src={thumb} alt="" width={72} height={72} /> : <span className="cc-thumb cc-thumb--none" aria-hidden="true"><Icon name="box" /></span>}
      <div className="cc-line__body">
        <h3>{item.name}</h3>
        {/* The catalogue's names in the shopper's language, sent by the API; raw option keys are never shown. */}
        <PropertyList properties={item.properties ?? []} className="cc-options" />
        {design && (
          <p className="cc-design">
            <RouteLink to="boxById" params={{ boxId: design.id }}>
              <FormattedMessage id="line.design" defaultMessage="Design: {name} (open in the editor)" values={{ name: design.name }} />
            </RouteLink>
          </p>
        )}
        {children.length > 0 && (
          <ul className="cc-services" aria-label={intl.formatMessage({ id: 'line.servicesOf', defaultMessage: 'Services for {name}' }, { name: item.name })}>
            {children.map((c) => (
              <li key={c.id}>{c.name} <Price amountMinor={c.net} /></li>
            ))}
          </ul>
        )}
        {item.express_net > 0 && (
          <p className="cc-express-net">
            <FormattedMessage id="line.expressNet" defaultMessage="Express production: {price}" values={{ price: <Price key="price" amountMinor={item.express_net} /> }} />
          </p>
        )}
        {services}
      </div>
      <div className="cc-line__aside">
      {editable ? (
        <form {...CHANGE_FORM} onSubmit={(e) => void submit(e)} noValidate className="cc-qty">
          <ChangeFields change="quantity" orderId={orderId} lineId={item.id} />
          <QuantityStepper
            name="quantity"
            label={intl.formatMessage({ id: 'line.quantity', defaultMessage: 'Quantity' })}
            min={1}
            max={MAX_QUANTITY}
            value={quantity}
            onValueChange={setQuantity}
            error={error ?? undefined}
          />
          <Button type="submit" variant="secondary" busy={busy}>
            <FormattedMessage id="line.update" defaultMessage="Update" />
          </Button>
        </form>
      ) : (
        <p><FormattedMessage id="line.quantityFixed" defaultMessage="Quantity: {n}" values={{ n: item.quantity }} /></p>
      )}
      {/* unit × quantity = the line's items amount; express production and the line's share of a discount
          are their own rows, so every figure on the line adds up (all of them the API's). */}
      <dl className="cc-line-price" aria-label={intl.formatMessage({ id: 'line.priceLabel', defaultMessage: 'Price of {name}' }, { name: item.name })}>
        <div className="cc-line-price__row">
          <dt className="cc-unit">
            {/* An element among a message's parts needs its own key under React 19 (react-intl keys only
                its own chunks, formatjs/formatjs#5135): without one every cart logged a key warning. */}
            <FormattedMessage id="line.unitTimesQuantity" defaultMessage="{quantity, number} × {price}" values={{ quantity: item.quantity, price: <Price key="price" amountMinor={item.unit_net} /> }} />
          </dt>
          <dd><Price amountMinor={item.item_net} /></dd>
        </div>
        {item.promo_net !== 0 && (
          <div className="cc-line-price__row cc-line-price__row--discount">
            <dt><FormattedMessage id="line.discount" defaultMessage="Discount" /></dt>
            <dd><Price amountMinor={item.promo_net} /></dd>
          </div>
        )}
      </dl>
      {actions}
      <FormConfirm
        opener={<FormattedMessage id="line.remove" defaultMessage="Remove" />}
        openerLabel={intl.formatMessage({ id: 'line.removeLabel', defaultMessage: 'Remove {name}' }, { name: item.name })}
        title={<FormattedMessage id="line.confirmTitle" defaultMessage="Remove this item?" />}
        keepLabel={<FormattedMessage id="line.keep" defaultMessage="Keep it" />}
        confirmLabel={<FormattedMessage id="line.confirmRemove" defaultMessage="Yes, remove" />}
        form={{
          ...CHANGE_FORM,
          fields: <ChangeFields change="remove" orderId={orderId} lineId={item.id} />,
          onSubmit: (e) => {
            e.preventDefault();
            void onRemove(item).then(() => closeFormConfirm(confirm.current));
          },
        }}
        busy={busy}
        dialogRef={confirm}
      >
        <p><FormattedMessage id="line.confirmBody" defaultMessage="{name} will be removed from your cart." values={{ name: item.name }} /></p>
      </FormConfirm>
      </div>
    </li>
  );
}
