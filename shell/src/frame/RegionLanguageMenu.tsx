import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';
import { Icon } from '@ph/ui';
import { autonym } from './autonym';
import { usePopover } from './usePopover';

// The panel (two selects of 15 stores and 11 languages, Save) is a chunk of its own, fetched when the
// button is first pointed at or focused: the frame's first load stays within the JavaScript budget.
const loadPanel = () => import(/* webpackChunkName: "region-language" */ './RegionLanguagePanel');
const RegionLanguagePanel = lazy(() => loadPanel().then((m) => ({ default: m.RegionLanguagePanel })));
const warm = () => void loadPanel().catch(() => undefined);

/**
 * Region and language as one compact header entry: a button showing the store's currency and the
 * page's language, opening a small panel with the two choices and one "Save".
 */
export function RegionLanguageMenu({ region, locale }: { region: RegionCode; locale: LocaleTag }) {
  const intl = useIntl();
  const { open, setOpen, root, button, panelId } = usePopover();
  const title = intl.formatMessage({ id: 'shell.regionLanguage.title', defaultMessage: 'Region and language' });

  return (
    <div className="ph-popover" ref={root}>
      <button
        ref={button}
        type="button"
        className="ph-header-link ph-locale-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={warm}
        onFocus={warm}
        data-testid="region-language"
      >
        <Icon name="globe" />
        <span className="ph-ui-visually-hidden">{title}:</span>
        <span>{getRegionConfig(region).currency}</span>
        <span className="ph-ui-label-from-mobileL">
          <span aria-hidden="true">·</span> <span lang={locale}>{autonym(locale)}</span>
        </span>
        <Icon name="chevronDown" />
      </button>
      {/* Mounted while open only: each opening starts from what the page is in, not an earlier unsaved choice. */}
      <Suspense fallback={null}>
        {open && <RegionLanguagePanel id={panelId} title={title} region={region} locale={locale} onDone={() => setOpen(false)} />}
      </Suspense>
    </div>
  );
}
