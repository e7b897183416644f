import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  // Each opening starts from what the page is in, not from an earlier unsaved choice: a closed panel is
  // made anew. Counted on closing, not on opening: a panel the browser opened before hydration is open when
  // React takes it, and the choice made in it then must stay.
  const [openings, setOpenings] = useState(0);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) setOpenings((n) => n + 1);
    wasOpen.current = open;
  }, [open]);
  const title = intl.formatMessage({ id: 'shell.regionLanguage.title', defaultMessage: 'Region and language' });
  const back = pathname + search;
  const onDone = useCallback(() => setOpen(false), [setOpen]);
  // The same element while nothing it shows changes: the panel's code may arrive after the header has
  // hydrated, and until then its part is the server's markup, which an update from here (the menu
  // following the browser's open popover) would make React throw away, with the choice made in it.
  const panel = useMemo(
    () => (
      <Suspense fallback={null}>
        <RegionLanguagePanel key={openings} title={title} region={region} locale={locale} back={back} onDone={onDone} />
      </Suspense>
    ),
    [openings, title, region, locale, back, onDone],
  );

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
        {panel}
      </div>
    </div>
  );
}
