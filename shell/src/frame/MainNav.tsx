import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { CATEGORY_SLUGS } from '@ph/catalogue-logic';
import { CATEGORY_NAMES } from '@ph/catalogue-logic/category-names';
import { matchRoute, routePath, type RegionCode, type RouteId } from '@ph/region-config';
import { useLocation } from '@ph/remote-kit';
import { Icon } from '@ph/ui';
import { usePopover } from './usePopover';
import { followLink } from './navigate';

/** The store's other sections, after the categories. */
const SECTIONS = defineMessages({
  productSelect: { id: 'shell.nav.products', defaultMessage: 'Products' },
  samplePack: { id: 'shell.nav.samplePacks', defaultMessage: 'Sample packs' },
  bundles: { id: 'shell.nav.bundles', defaultMessage: 'Bundles' },
  boxEditor: { id: 'shell.nav.designer', defaultMessage: 'Box designer' },
});
const SECTION_IDS = Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>;

/**
 * The main navigation: the category pages of docs/domain.md#regions-languages-and-routes, then the other sections. From
 * 1200 px a row under the header's bar; narrower, a popover behind a Menu button (the row would
 * scroll sideways at 320 px), which opens before any script has run. The menu closes on Escape (focus back on its button), on a press
 * outside and when a link is followed. The page being shown is marked with aria-current.
 */
export function MainNav({ region }: { region: RegionCode }) {
  const intl = useIntl();
  // remote-kit's router is in the shell's first load already; single-spa announces every navigation to it.
  const { pathname } = useLocation();
  const { open, setOpen, root, buttonProps, panelProps } = usePopover();
  const current = matchRoute(pathname, region);
  const isCurrent = (id: RouteId, category?: string) =>
    current !== null && current.route.id === id && (category === undefined || current.params.category === category);
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    followLink(e);
  };
  const link = (id: RouteId, text: string, params?: Record<string, string>) => (
    <a href={routePath(id, region, params)} onClick={go} aria-current={isCurrent(id, params?.category) ? 'page' : undefined}>
      {text}
    </a>
  );
  const label = intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' });

  return (
    <div className="ph-menu" ref={root}>
      <button type="button" className="ph-header-link ph-menu__button" {...buttonProps}>
        <Icon name={open ? 'close' : 'menu'} />
        <span className="ph-ui-label-from-mobileL">{intl.formatMessage({ id: 'shell.nav.menu', defaultMessage: 'Menu' })}</span>
      </button>
      {/* From 1200 px a row of the bar, whatever the menu's state: shown by the class, not by `hidden`. */}
      <nav id={panelProps.id} popover={panelProps.popover} onToggle={panelProps.onToggle} className={open ? 'ph-nav ph-nav--open' : 'ph-nav'} aria-label={label}>
        <ul>
          {CATEGORY_SLUGS.map((slug) => (
            <li key={slug}>{link('category', intl.formatMessage(CATEGORY_NAMES[slug]), { category: slug })}</li>
          ))}
        </ul>
        <ul>
          {SECTION_IDS.map((id) => (
            <li key={id}>{link(id, intl.formatMessage(SECTIONS[id]))}</li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
