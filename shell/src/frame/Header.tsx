import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { routePath, type RouteId } from '@ph/region-config';
import { cartSummaryAtom } from '@ph/contracts';
import type { ShellContext } from '../context';
import { Icon } from '@ph/ui';
import { HydrateLater, useHydrated } from '@ph/remote-kit';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { RegionLanguageMenu } from './RegionLanguageMenu';
import { followLink } from './navigate';

/** The brand's wordmark: the same in every language. */
const WORDMARK = 'packhelp';

// The drawer and the search dialog are chunks of their own, fetched when first pointed at or opened:
// the frame paints before any remote and stays within the shell's JavaScript budget (budgets.json).
const loadMiniCart = () => import(/* webpackChunkName: "mini-cart" */ './MiniCart');
const loadSearch = () => import(/* webpackChunkName: "product-search" */ './ProductSearch');
const MiniCart = lazy(() => loadMiniCart().then((m) => ({ default: m.MiniCart })));
const ProductSearch = lazy(() => loadSearch().then((m) => ({ default: m.ProductSearch })));
const warm = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/**
 * A header button that opens a dialog (search, the mini-cart) once the header has hydrated. It is the
 * submit button of a GET form to the page the dialog stands for (the products, the cart), so a tap before
 * the page's script has run, or without script, goes there instead (docs/architecture.md#server-rendering).
 */
function DialogButton({ action, className, onOpen, warm: warmUp, children }: { action: string; className: string; onOpen(): void; warm(): void; children: ReactNode }) {
  return (
    <form className="ph-header-form" method="get" action={action}>
      <button
        type="submit"
        className={className}
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault();
          onOpen();
        }}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        {children}
      </button>
    </form>
  );
}

export function Header({ ctx }: { ctx: ShellContext }) {
  const intl = useIntl();
  // The server does not know the visitor's cart: hydration shows its empty one first.
  const cart = useAtomValue(cartSummaryAtom);
  const itemCount = useHydrated() ? cart.itemCount : 0;
  const [cartOpen, setCartOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const href = (id: RouteId) => routePath(id, ctx.region);
  const searchLabel = intl.formatMessage({ id: 'shell.search.open', defaultMessage: 'Search products' });
  return (
    <header className="ph-header">
      <div className="ph-header__bar">
        <a className="ph-skip" href="#ph-page-body">
          {intl.formatMessage({ id: 'shell.skipToContent', defaultMessage: 'Skip to content' })}
        </a>
        <a className="ph-logo" href={href('root')} onClick={followLink} aria-label={intl.formatMessage({ id: 'shell.home', defaultMessage: 'Packhelp home' })}>
          <Icon name="box" />
          {/* Below 480 px the box stands for the brand: the row then holds the five buttons, Menu included. */}
          <span className="ph-ui-label-from-mobileL">{WORDMARK}</span>
        </a>
        <div className="ph-header-tools">
          <DialogButton action={href('productSelect')} className="ph-search-entry" onOpen={() => setSearchOpen(true)} warm={warm(loadSearch)}>
            <Icon name="search" />
            <span className="ph-ui-label-from-desktopS">{searchLabel}</span>
          </DialogButton>
          {/* Menus nobody opens first hydrate when the browser is idle or the visitor reaches for one
              (docs/architecture.md#server-rendering); their server markup is on screen meanwhile. */}
          <HydrateLater when="idle">
            <RegionLanguageMenu region={ctx.region} locale={ctx.locale} />
          </HydrateLater>
          <HydrateLater when="idle">
            <AccountMenu region={ctx.region} />
          </HydrateLater>
          <DialogButton action={href('cart')} className="ph-header-link ph-cart-link" onOpen={() => setCartOpen(true)} warm={warm(loadMiniCart)}>
            <Icon name="cart" />
            {/* The whole name for assistive technology; the eye gets the word and a count badge. */}
            <span className="ph-ui-visually-hidden" data-testid="cart-count">
              {intl.formatMessage(
                { id: 'shell.cart.label', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' },
                { count: itemCount },
              )}
            </span>
            <span className="ph-ui-label-from-tabletL" aria-hidden="true">
              {intl.formatMessage({ id: 'shell.cart.word', defaultMessage: 'Cart' })}
            </span>
            {itemCount > 0 && (
              <span className="ph-cart-badge" aria-hidden="true">
                {intl.formatNumber(itemCount)}
              </span>
            )}
          </DialogButton>
        </div>
        <HydrateLater when="idle">
          <MainNav region={ctx.region} />
        </HydrateLater>
      </div>
      <Suspense fallback={null}>
        {cartOpen && <MiniCart region={ctx.region} open onClose={() => setCartOpen(false)} onNavigate={followLink} />}
        {searchOpen && <ProductSearch region={ctx.region} open onClose={() => setSearchOpen(false)} onNavigate={followLink} />}
      </Suspense>
    </header>
  );
}
