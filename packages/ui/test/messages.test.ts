import type { Message } from '@ph/i18n';
import { BLOCKING_OVERLAY_STAGES } from '../src/blockingOverlayStages';
import { stageText, uiText } from '../src/messages';
import { uiMessages, uiMessagesFor } from '../src/uiMessages';

const defined = [...Object.values(uiText), ...Object.values(stageText)];

/** Tests read the JSON sources, which hold ICU strings (only bundles hold compiled ASTs). */
function source(message: Message | undefined): string {
  if (typeof message !== 'string') throw new Error('expected an ICU source string');
  return message;
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]!).sort();
}

describe('ui catalogues', () => {
  it('defines a message for every blocking overlay stage', () => {
    expect(Object.keys(stageText).sort()).toEqual([...BLOCKING_OVERLAY_STAGES].sort());
  });

  it('prefixes every id with ui.', () => {
    for (const m of defined) expect(m.id).toMatch(/^ui\./);
  });

  it.each(['en', 'pl', 'de', 'es', 'fr', 'it', 'pt', 'cs', 'ro', 'sv', 'nl'] as const)('%s has exactly the defined ids, none empty', (lang) => {
    const catalogue = uiMessages[lang];
    expect(Object.keys(catalogue).sort()).toEqual(defined.map((m) => m.id).sort());
    for (const m of defined) {
      expect(source(catalogue[m.id]).trim()).toBeTruthy();
      expect(placeholders(source(catalogue[m.id]))).toEqual(placeholders(m.defaultMessage));
    }
  });

  // Words a language writes exactly like English (Polish invoices say "VAT" too).
  const sameAsEnglish: Partial<Record<string, readonly string[]>> = { pl: ['ui.tax.vat'] };

  it('en equals the source defaults; the other languages are translated', () => {
    for (const m of defined) {
      expect(uiMessages.en[m.id]).toBe(m.defaultMessage);
      for (const lang of ['pl', 'de', 'es', 'fr', 'it', 'pt', 'cs', 'ro', 'sv', 'nl'] as const) {
        if (!sameAsEnglish[lang]?.includes(m.id)) expect(uiMessages[lang][m.id]).not.toBe(m.defaultMessage);
      }
    }
  });

  it('picks the catalogue by locale tag, English otherwise', () => {
    expect(uiMessagesFor('pl-PL')).toBe(uiMessages.pl);
    expect(uiMessagesFor('de-DE')).toBe(uiMessages.de);
    expect(uiMessagesFor('fr-FR')).toBe(uiMessages.fr);
    expect(uiMessagesFor('cs-CZ')).toBe(uiMessages.cs);
    expect(uiMessagesFor('nl-NL')).toBe(uiMessages.nl);
    expect(uiMessagesFor('ja-JP')).toBe(uiMessages.en);
  });
});
