import type { AnchorHTMLAttributes } from 'react';
import { RouteLink, useMountProps } from '@ph/remote-kit';
import { SPLAT, subRoutePath } from './subRoutes';
import { BACK_OFFICE_PAGES, DESK_PAGES, type BackOfficePage, type DeskPage } from './staffRoutes';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;
type Target = { area: 'managerDesk'; page: DeskPage } | { area: 'backOffice'; page: BackOfficePage };

/** A link to a page of a staff area: the area's route of the shared table, with the page as its rest. */
export function StaffLink({ area, page, params, ...rest }: AnchorProps & Target & { params?: Record<string, string> }) {
  const { region } = useMountProps();
  const sub = area === 'managerDesk' ? subRoutePath(DESK_PAGES, page as DeskPage, region, params) : subRoutePath(BACK_OFFICE_PAGES, page as BackOfficePage, region, params);
  return <RouteLink to={area} params={{ [SPLAT]: sub }} {...rest} />;
}
