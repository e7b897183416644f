import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';
import { Icon } from '@ph/ui';
import { useLocation } from '@ph/remote-kit';
import { autonym } from './autonym';
import { usePopover } from './usePopover';

// The panel (two selects of 15 stores and 11 languages, Save) is a chunk of its own: the server renders
// it into the page, and the browser fetches its code when the menu hydrates (on idle, or when the
// button is first pointed at or focused), so the frame's first load stays within the JavaScript budget.
const loadPanel = () => import(/* webpackChunkName: "region-language" */ './RegionLanguagePanel');
const RegionLanguagePanel = lazy(() => loadPanel().then((m) => ({ default: m.RegionLanguagePanel })));
const warm = () => void loadPanel().catch(() => undefined);

/**
 * Region and language as one compact header entry: a button showing the store's currency and the
 * page's language, opening a small panel with the two choices and one "Save". The panel is a popover
 * and its form a plain GET form the edge answers, so both work before the page's script has run.
 */
export function RegionLanguageMenu({ region, locale }: { region: RegionCode; locale: LocaleTag }) {
  const intl = useIntl();
  const { open, setOpen, root, buttonProps, panelProps } = usePopover();
  const { pathname, search } = useLocation();
  // Each opening starts from what the page is in, not from an earlier unsaved choice.
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    if (open) setOpenings((n) => n + 1);
  }, [open]);
  const title = intl.formatMessage({ id: 'shell.regionLanguage.title', defaultMessage: 'Region and language' });

  return (
    <div className="ph-popover" ref={root}>
      <button type="button" className="ph-header-link ph-locale-button" {...buttonProps} onPointerEnter={warm} onFocus={warm} data-testid="region-language">
        <Icon name="globe" />
        <span className="ph-ui-visually-hidden">{title}:</span>
        <span>{getRegionConfig(region).currency}</span>
        <span className="ph-ui-label-from-mobileL">
          <span aria-hidden="true">·</span> <span lang={locale}>{autonym(locale)}</span>
        </span>
        <Icon name="chevronDown" />
      </button>
      <div className="ph-popover__panel" {...panelProps}>
        <Suspense fallback={null}>
          <RegionLanguagePanel key={openings} title={title} region={region} locale={locale} back={pathname + search} onDone={() => setOpen(false)} />
        </Suspense>
      </div>
    </div>
  );
}
