import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { RouteId } from '@ph/region-config';
import { RouteLink, useCurrentRoute } from '@ph/remote-kit';

export interface NavSection {
  id: RouteId;
  /** Routes under this section (an order's page under Orders). */
  also?: RouteId[];
  label: MessageDescriptor;
}

/**
 * The sections of the account (and of the Plus dashboard): a side navigation on wide screens, a row
 * of wrapped tabs above the content on phones (common/styles.ts). Links, not ARIA tabs: each section
 * is a page with its own address.
 */
export function SectionNav({ sections, footer, ...name }: { sections: NavSection[]; footer?: ReactNode } & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const current = useCurrentRoute()?.route.id;
  return (
    <nav className="acc-nav" {...name}>
      <ul className="acc-nav__list">
        {sections.map((s) => {
          const active = s.id === current || (current !== undefined && s.also?.includes(current));
          return (
            <li key={s.id}>
              <RouteLink to={s.id} className="acc-nav__link" aria-current={active ? 'page' : undefined}>
                <FormattedMessage {...s.label} />
              </RouteLink>
            </li>
          );
        })}
      </ul>
      {footer ? <div className="acc-nav__footer">{footer}</div> : null}
    </nav>
  );
}
