import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';
import { Button, Icon } from '@ph/ui';
import { RegionSelect, switchRegion } from './RegionSwitcher';
import { LanguageSelect, autonym, switchLanguage } from './LanguageSwitcher';
import { usePopover } from './usePopover';

/**
 * Region and language as one compact header entry: a button showing the store's currency and the
 * page's language, opening a small panel with the two choices and one "Save". Nothing happens while
 * a select is being changed (arrow keys on a closed select change its value), only on Save.
 */
export function RegionLanguageMenu({ region, locale }: { region: RegionCode; locale: LocaleTag }) {
  const intl = useIntl();
  const { open, setOpen, root, button, panelId } = usePopover();
  const titleId = useId();
  const [chosenRegion, setChosenRegion] = useState(region);
  const [chosenLocale, setChosenLocale] = useState(locale);
  const title = intl.formatMessage({ id: 'shell.regionLanguage.title', defaultMessage: 'Region and language' });

  const toggle = () => {
    // Each opening starts from what the page is in, not from an earlier unsaved choice.
    setChosenRegion(region);
    setChosenLocale(locale);
    setOpen((o) => !o);
  };
  const chooseRegion = (code: RegionCode) => {
    setChosenRegion(code);
    // A store comes with its own language; the shopper can still pick another one after.
    setChosenLocale(getRegionConfig(code).languageTag as LocaleTag);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (chosenRegion !== region) switchRegion(chosenRegion, chosenLocale);
    else if (chosenLocale !== locale) switchLanguage(region, chosenLocale);
    else setOpen(false);
  };

  return (
    <div className="ph-popover" ref={root}>
      <button
        ref={button}
        type="button"
        className="ph-header-link ph-locale-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
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
      <form id={panelId} className="ph-popover__panel ph-locale-panel" hidden={!open} onSubmit={save} aria-labelledby={titleId}>
        <p id={titleId} className="ph-popover__title">{title}</p>
        <RegionSelect value={chosenRegion} onChange={chooseRegion} />
        <LanguageSelect value={chosenLocale} onChange={setChosenLocale} />
        <Button type="submit" block>
          {intl.formatMessage({ id: 'shell.regionLanguage.save', defaultMessage: 'Save' })}
        </Button>
      </form>
    </div>
  );
}
