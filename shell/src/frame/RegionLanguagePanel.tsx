import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getRegionConfig, type RegionCode } from '@ph/region-config';
import type { LocaleTag } from '@ph/i18n';
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
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (chosenRegion !== region) switchRegion(chosenRegion, chosenLocale);
    else if (chosenLocale !== locale) switchLanguage(region, chosenLocale);
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
