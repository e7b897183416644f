import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import { routePath, type RouteId } from '@ph/region-config';
import { cartSummaryAtom } from '@ph/contracts';
import type { ShellContext } from '../context';
import { Icon } from '@ph/ui';
import { AccountMenu } from './AccountMenu';
import { RegionSwitcher } from './RegionSwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The brand's wordmark: the same in every language. */
const WORDMARK = 'packhelp';

/** Client-side navigation through single-spa, so only the remotes change, not the page. */
function go(e: MouseEvent<HTMLAnchorElement>) {
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
  e.preventDefault();
  navigateToUrl(e.currentTarget.href);
}

export function Header({ ctx }: { ctx: ShellContext }) {
  const intl = useIntl();
  const cart = useAtomValue(cartSummaryAtom);
  const href = (id: RouteId) => routePath(id, ctx.region);
  return (
    <header className="ph-header">
      <div className="ph-header__bar">
      <a className="ph-skip" href="#ph-page-body">
        {intl.formatMessage({ id: 'shell.skipToContent', defaultMessage: 'Skip to content' })}
      </a>
      <a className="ph-logo" href={href('root')} onClick={go} aria-label={intl.formatMessage({ id: 'shell.home', defaultMessage: 'Packhelp home' })}>
        <Icon name="box" />
        {WORDMARK}
      </a>
      <nav className="ph-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' })}>
        <a href={href('productSelect')} onClick={go}>
          {intl.formatMessage({ id: 'shell.nav.products', defaultMessage: 'Products' })}
        </a>
        <a href={href('samplePack')} onClick={go}>
          {intl.formatMessage({ id: 'shell.nav.samplePacks', defaultMessage: 'Sample packs' })}
        </a>
        <a href={href('bundles')} onClick={go}>
          {intl.formatMessage({ id: 'shell.nav.bundles', defaultMessage: 'Bundles' })}
        </a>
        <a href={href('boxEditor')} onClick={go}>
          {intl.formatMessage({ id: 'shell.nav.designer', defaultMessage: 'Box designer' })}
        </a>
      </nav>
      <div className="ph-header-tools">
        <RegionSwitcher region={ctx.region} />
        <LanguageSwitcher region={ctx.region} locale={ctx.locale} />
        <AccountMenu region={ctx.region} />
        <a className="ph-header-link ph-cart-link" href={href('cart')} onClick={go} data-testid="cart-count">
          <Icon name="cart" />
          {intl.formatMessage(
            { id: 'shell.cart.label', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' },
            { count: cart.itemCount },
          )}
        </a>
      </div>
      </div>
    </header>
  );
}
