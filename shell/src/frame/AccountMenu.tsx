import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@ph/contracts';
import { routePath, type RegionCode, type RouteId } from '@ph/region-config';
import { Icon } from '@ph/ui';
import { useHydrated } from '@ph/remote-kit';
import { usePopover } from './usePopover';
import { followLink } from './navigate';

/**
 * The header's account entry. A visitor who is not signed in gets a plain link (the account asks
 * them to sign in); a signed-in shopper gets a small disclosure menu — orders, settings and sign
 * out — so signing out is one click from every page, not hidden inside the account.
 */
export function AccountMenu({ region }: { region: RegionCode }) {
  const intl = useIntl();
  const session = useSession();
  // The server renders every visitor signed out: hydration starts from that markup.
  const signedIn = useHydrated() && session.status === 'signedIn';
  const { setOpen, root, buttonProps, panelProps } = usePopover();
  const href = (id: RouteId) => routePath(id, region);
  const label = intl.formatMessage({ id: 'shell.account.label', defaultMessage: 'Your account' });

  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    followLink(e);
  };

  if (!signedIn) {
    return (
      <a className="ph-header-link" href={href('accountOrders')} onClick={go} data-testid="account-entry">
        <Icon name="user" />
        <span className="ph-ui-label-from-tabletL">{label}</span>
      </a>
    );
  }
  return (
    <div className="ph-account" ref={root}>
      <button type="button" className="ph-header-link" {...buttonProps} data-testid="account-entry">
        <Icon name="user" />
        <span className="ph-ui-label-from-tabletL">{label}</span>
        <Icon name="chevronDown" />
      </button>
      <ul className="ph-account__menu" {...panelProps}>
        {session.email ? <li className="ph-account__who">{session.email}</li> : null}
        <li>
          <a href={href('accountOrders')} onClick={go}>
            <Icon name="orders" />
            {intl.formatMessage({ id: 'shell.account.orders', defaultMessage: 'Your orders' })}
          </a>
        </li>
        <li>
          <a href={href('accountSettings')} onClick={go}>
            <Icon name="settings" />
            {intl.formatMessage({ id: 'shell.account.settings', defaultMessage: 'Settings' })}
          </a>
        </li>
        <li>
          <a href={href('signOut')} onClick={go}>
            <Icon name="signOut" />
            {intl.formatMessage({ id: 'shell.account.signOut', defaultMessage: 'Sign out' })}
          </a>
        </li>
      </ul>
    </div>
  );
}
