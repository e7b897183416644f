import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getRegionConfig, isRegionCode, type RegionCode } from '@ph/region-config';
import { isLocaleTag, type LocaleTag } from '@ph/i18n';
import { REGION_LANGUAGE_PATH } from '@ph/contracts/http';
import { Button, InlineStyle } from '@ph/ui';
import { RegionSelect, switchRegion } from './RegionSwitcher';
import { LanguageSelect, switchLanguage } from './LanguageSwitcher';
import { regionLanguageCss } from './lazy-css';

/**
 * The region and language panel: two labelled selects and one Save. Nothing happens while a select is
 * being changed (arrow keys on a closed select change its value; WCAG 3.2.2), only on Save. Before the
 * page's script runs, Save sends the form to the edge (REGION_LANGUAGE_PATH), which goes where the
 * script would.
 */
export function RegionLanguagePanel({ title, region, locale, back, onDone }: { title: string; region: RegionCode; locale: LocaleTag; back: string; onDone(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [chosenRegion, setChosenRegion] = useState(region);
  const [chosenLocale, setChosenLocale] = useState(locale);
  const chooseRegion = (code: RegionCode) => {
    setChosenRegion(code);
    // A store comes with its own language; the shopper can still pick another one after.
    setChosenLocale(getRegionConfig(code).languageTag as LocaleTag);
  };
  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // What the selects show is what is saved: a choice made on the server's markup just before React took
    // the panel is on screen, but React may not have heard of it yet.
    const fields = new FormData(e.currentTarget);
    const shownRegion = fields.get('region');
    const shownLocale = fields.get('locale');
    const toRegion = isRegionCode(shownRegion) ? shownRegion : chosenRegion;
    const toLocale = isLocaleTag(shownLocale) ? shownLocale : chosenLocale;
    if (toRegion !== region) switchRegion(toRegion, toLocale);
    else if (toLocale !== locale) switchLanguage(region, toLocale);
    else onDone();
  };
  return (
    <>
      <InlineStyle css={regionLanguageCss} />
      <form className="ph-locale-panel" method="get" action={REGION_LANGUAGE_PATH} onSubmit={save} aria-labelledby={titleId}>
        <p id={titleId} className="ph-popover__title">
          {title}
        </p>
        <input type="hidden" name="back" value={back} />
        <RegionSelect name="region" value={chosenRegion} onChange={chooseRegion} />
        <LanguageSelect name="locale" value={chosenLocale} onChange={setChosenLocale} />
        <Button type="submit" block>
          {intl.formatMessage({ id: 'shell.regionLanguage.save', defaultMessage: 'Save' })}
        </Button>
      </form>
    </>
  );
}
