// The mini-cart drawer's content: a chunk of its own, loaded when the shopper first opens (or points
// at) the cart button, so the frame's first load stays within the shell's JavaScript budget.
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchDesignThumbnail, type ApiClient, type LineItem, type Order } from '@ph/api-client';
import { RegionProvider } from '@ph/i18n';
import { getRegionConfig, routePath, type RegionCode } from '@ph/region-config';
import { useLoad, useObjectUrl } from '@ph/remote-kit';
import { loadOpenOrder, pageApiClient, publishCart } from '@ph/session';
import { requestCheckoutStart } from '@ph/contracts';
import { miniCartCss } from './lazy-css';
import { isPlainClick } from './navigate';
import { Alert, Button, buttonClassName, EmptyState, Icon, InlineStyle, Price, Skeleton, TaxNote } from '@ph/ui';
import { Drawer } from '@ph/ui/dialogs';

type Load = { status: 'loading' } | { status: 'ready'; order: Order | null } | { status: 'error' };

export interface MiniCartProps {
  region: RegionCode;
  open: boolean;
  onClose(): void;
  /** Follows a link inside the drawer (client-side navigation), after the drawer closed. */
  onNavigate(e: MouseEvent<HTMLAnchorElement>): void;
}

/** A line the shopper put in the cart (services ride along with their product and are not listed). */
const isCartLine = (l: LineItem) => (l.kind === 'product' || l.kind === 'sample_pack') && l.parent_id === null;

function useCart(client: ApiClient, region: RegionCode, open: boolean): { load: Load; retry(): void } {
  const cart = useLoad(open ? region : null, async (signal) => {
    // A first visit has no token: no order can exist, and none is created just to show an empty cart.
    const order = client.tokens.get() ? await loadOpenOrder(client, getRegionConfig(region).currency) : null;
    // What the drawer read is the freshest count for the badge too.
    if (!signal.aborted) publishCart(order);
    return order;
  });
  const load: Load = cart.status === 'success' ? { status: 'ready', order: cart.data } : cart.status === 'error' ? { status: 'error' } : { status: 'loading' };
  return { load, retry: cart.retry };
}

function LineThumbnail({ client, region, line }: { client: ApiClient; region: RegionCode; line: LineItem }) {
  const url = line.box_design?.thumbnail_url ?? null;
  // Design thumbnails are the owner's only: read with the visitor's token, shown from an object URL.
  const designSrc = useObjectUrl(url ? (signal) => fetchDesignThumbnail(client, url, { region, signal }) : null, url);
  // Without a design: the catalogue's public picture of the line's box.
  const src = designSrc ?? line.image_url ?? null;
  return src ? (
    <img className="ph-minicart__thumb" src={src} alt="" width={64} height={64} />
  ) : (
    <span className="ph-minicart__thumb ph-minicart__thumb--none" aria-hidden="true">
      <Icon name="box" />
    </span>
  );
}

function Lines({ client, region, order }: { client: ApiClient; region: RegionCode; order: Order }) {
  const intl = useIntl();
  return (
    <ul className="ph-minicart__lines" aria-label={intl.formatMessage({ id: 'shell.miniCart.lines', defaultMessage: 'Items in your cart' })}>
      {order.line_items.filter(isCartLine).map((line) => (
        <li key={line.id} className="ph-minicart__line">
          <LineThumbnail client={client} region={region} line={line} />
          <div className="ph-minicart__line-body">
            <p className="ph-minicart__name">{line.name}</p>
            <p className="ph-minicart__quantity">
              <FormattedMessage id="shell.miniCart.quantity" defaultMessage="Quantity: {quantity, number}" values={{ quantity: line.quantity }} />
            </p>
          </div>
          <Price amountMinor={line.item_net} className="ph-minicart__price" />
        </li>
      ))}
    </ul>
  );
}

/** The cart in a drawer from the header: its lines, the subtotal the API computed, and the ways on. */
export function MiniCart({ region, open, onClose, onNavigate }: MiniCartProps) {
  const intl = useIntl();
  const client = pageApiClient(region);
  const { load, retry } = useCart(client, region, open);
  const cartHref = routePath('cart', region);
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClose();
    onNavigate(e);
  };
  // The cart remote reports "Checkout Started" when its first step opens (@ph/contracts); a click that
  // opens a new tab starts nothing in this page.
  const startCheckout = (e: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(e)) requestCheckoutStart();
    go(e);
  };
  const order = load.status === 'ready' ? load.order : null;
  const count = order ? order.line_items.filter(isCartLine).length : 0;

  const footer =
    order && count > 0 ? (
      <div className="ph-minicart__footer">
        <p className="ph-minicart__subtotal">
          <span>
            <FormattedMessage id="shell.miniCart.subtotal" defaultMessage="Subtotal" />{' '}
            <span className="ph-minicart__note">
              <TaxNote basis="net" />
            </span>
          </span>
          <Price amountMinor={order.item_total} />
        </p>
        <p className="ph-minicart__note">
          <FormattedMessage id="shell.miniCart.shippingLater" defaultMessage="Shipping is calculated at checkout." />
        </p>
        {/* The checkout is the cart page's first step, so both links lead into the cart remote. */}
        <a className={buttonClassName({ block: true })} href={`${cartHref}?step=delivery`} onClick={startCheckout}>
          <FormattedMessage id="shell.miniCart.checkout" defaultMessage="Go to checkout" />
        </a>
        <a className={buttonClassName({ variant: 'secondary', block: true })} href={cartHref} onClick={go}>
          <FormattedMessage id="shell.miniCart.viewCart" defaultMessage="View cart" />
        </a>
      </div>
    ) : undefined;

  return (
    <RegionProvider region={region}>
      <InlineStyle css={miniCartCss} />
      <Drawer
        open={open}
        onClose={onClose}
        title={
          load.status === 'ready'
            ? intl.formatMessage({ id: 'shell.miniCart.titleCount', defaultMessage: 'Your cart ({count, plural, one {# item} other {# items}})' }, { count })
            : intl.formatMessage({ id: 'shell.miniCart.title', defaultMessage: 'Your cart' })
        }
        footer={footer}
      >
        {load.status === 'loading' && (
          <div className="ph-minicart__loading" aria-busy="true">
            <span className="ph-ui-visually-hidden" role="status">
              {intl.formatMessage({ id: 'shell.miniCart.loading', defaultMessage: 'Loading your cart' })}
            </span>
            <Skeleton height="4rem" />
            <Skeleton height="4rem" />
          </div>
        )}
        {load.status === 'error' && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'shell.miniCart.error', defaultMessage: 'Your cart could not be loaded.' })}>
            <Button variant="secondary" onClick={retry}>
              {intl.formatMessage({ id: 'shell.miniCart.retry', defaultMessage: 'Try again' })}
            </Button>
          </Alert>
        )}
        {load.status === 'ready' && order && count > 0 && <Lines client={client} region={region} order={order} />}
        {load.status === 'ready' && count === 0 && (
          <EmptyState
            icon="cart"
            headingLevel={3}
            title={intl.formatMessage({ id: 'shell.miniCart.empty', defaultMessage: 'Your cart is empty' })}
            actions={
              <a className={buttonClassName({ variant: 'secondary' })} href={routePath('productSelect', region)} onClick={go}>
                <FormattedMessage id="shell.miniCart.browse" defaultMessage="Browse products" />
              </a>
            }
          >
            <FormattedMessage id="shell.miniCart.emptyText" defaultMessage="Choose a box, make it yours and order from 30 pieces." />
          </EmptyState>
        )}
      </Drawer>
    </RegionProvider>
  );
}
