import { LOCALE_TAGS, type Message } from '@ph/i18n';
import { BLOCKING_OVERLAY_STAGES } from '../src/blockingOverlayStages';
import { stageText, uiText } from '../src/messages';
import { loadUiMessages, uiCatalogues } from '../src/uiMessages';

const defined = [...Object.values(uiText), ...Object.values(stageText)];

/** Tests read the JSON sources, which hold ICU strings (only bundles hold compiled ASTs). */
function source(message: Message | undefined): string {
  if (typeof message !== 'string') throw new Error('expected an ICU source string');
  return message;
}

describe('ui catalogues', () => {
  it('defines a message for every blocking overlay stage', () => {
    expect(Object.keys(stageText).sort()).toEqual([...BLOCKING_OVERLAY_STAGES].sort());
  });

  it('prefixes every id with ui.', () => {
    for (const m of defined) expect(m.id).toMatch(/^ui\./);
  });

  // Words a language writes exactly like English (Polish invoices say "VAT" too).
  const sameAsEnglish: Partial<Record<string, readonly string[]>> = { pl: ['ui.tax.vat'] };

  // Ids, arguments and the English defaults are packages/build-config/test/catalogues.test.ts's, for
  // every app and package; this adds the UI kit's own rule that no message is left in English.
  it('the other languages are translated, not copies of English', async () => {
    for (const tag of LOCALE_TAGS.filter((t) => t !== 'en-US')) {
      const catalogue = await loadUiMessages(tag);
      for (const m of defined) {
        if (!sameAsEnglish[tag.slice(0, 2)]?.includes(m.id)) expect([tag, m.id, source(catalogue[m.id])]).not.toEqual([tag, m.id, m.defaultMessage]);
      }
    }
  });

  it("loads only the locale's catalogue", async () => {
    expect(await loadUiMessages('pl-PL')).toEqual(await uiCatalogues.pl!());
    expect(await loadUiMessages('en-US')).toEqual(await uiCatalogues.en!());
  });
});
