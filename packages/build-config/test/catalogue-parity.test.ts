// The catalogue rules applied to made-up workspaces: each way a translation can go missing or wrong is
// reported, so catalogues.test.ts cannot pass on an incomplete store.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGS, catalogueProblems, integerPluralCategories, messageFolders, type Catalogue } from './catalogueParity';

const EN: Catalogue = {
  'cart.title': 'Your cart',
  'cart.count': '{count, plural, one {# item} other {# items}}',
  'cart.total': 'Total: {amount}',
};

let root: string;

function write(folder: string, lang: string, catalogue: Catalogue | string): void {
  const dir = path.join(root, folder, 'src/messages');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${lang}.json`), typeof catalogue === 'string' ? catalogue : JSON.stringify(catalogue));
}

/** A translation valid for the rules in every language: English's ids and arguments, every plural form. */
const TRANSLATED: Catalogue = { ...EN, 'cart.count': '{count, plural, one {# x} few {# xy} many {# xyz} other {# xyzw}}' };

/** A folder with all eleven languages. */
function complete(folder: string): void {
  for (const lang of LANGS) write(folder, lang, lang === 'en' ? EN : TRANSLATED);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ph-catalogues-'));
  mkdirSync(path.join(root, 'packages'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('catalogueProblems', () => {
  it('finds nothing wrong with eleven complete languages', () => {
    complete('mf-cart');
    expect(catalogueProblems(root, 'mf-cart')).toEqual([]);
  });

  it('reports a missing language file', () => {
    complete('mf-cart');
    unlinkSync(path.join(root, 'mf-cart/src/messages/ro.json'));
    expect(catalogueProblems(root, 'mf-cart')).toEqual(['mf-cart/src/messages/ro.json: missing']);
  });

  it('reports every language missing when a folder has code messages but no catalogues', () => {
    mkdirSync(path.join(root, 'mf-new/src'), { recursive: true });
    expect(catalogueProblems(root, 'mf-new')).toHaveLength(11);
  });

  it('reports a missing id', () => {
    complete('mf-cart');
    const { 'cart.total': _dropped, ...rest } = EN;
    write('mf-cart', 'cs', { ...rest, 'cart.count': TRANSLATED['cart.count']! });
    expect(catalogueProblems(root, 'mf-cart')).toEqual(['mf-cart/src/messages/cs.json: missing "cart.total"']);
  });

  it('reports an id English does not have', () => {
    complete('mf-cart');
    write('mf-cart', 'de', { ...TRANSLATED, 'cart.old': 'Alter Warenkorb' });
    expect(catalogueProblems(root, 'mf-cart')).toEqual(['mf-cart/src/messages/de.json: "cart.old" is not in English']);
  });

  it('reports a message whose arguments differ from English', () => {
    complete('mf-cart');
    write('mf-cart', 'pl', { ...TRANSLATED, 'cart.total': 'Razem: {kwota}' });
    expect(catalogueProblems(root, 'mf-cart')).toEqual(['mf-cart/src/messages/pl.json: "cart.total" has arguments {kwota}, English {amount}']);
  });

  it('reports a message that drops its argument for a fixed text', () => {
    complete('mf-cart');
    write('mf-cart', 'fr', { ...TRANSLATED, 'cart.total': 'Total : 12 €' });
    expect(catalogueProblems(root, 'mf-cart')).toEqual(['mf-cart/src/messages/fr.json: "cart.total" has arguments {}, English {amount}']);
  });

  it('reports a plural without a form the language needs', () => {
    complete('mf-cart');
    write('mf-cart', 'cs', { ...EN, 'cart.count': '{count, plural, one {# položka} other {# položek}}' });
    write('mf-cart', 'pl', { ...EN, 'cart.count': 'Masz {count, plural, one {# produkt} few {# produkty} other {# produktu}}' });
    expect(catalogueProblems(root, 'mf-cart')).toEqual([
      'mf-cart/src/messages/cs.json: "cart.count" plural {count} lacks few',
      'mf-cart/src/messages/pl.json: "cart.count" plural {count} lacks many',
    ]);
    expect(integerPluralCategories('ro')).toEqual(['few', 'one', 'other']);
  });

  it('reports a message that is not valid ICU, and a file that is not JSON', () => {
    complete('mf-cart');
    write('mf-cart', 'it', { ...TRANSLATED, 'cart.count': '{count, plural, one {# articolo}' });
    write('mf-cart', 'nl', '{ "cart.title": ');
    const problems = catalogueProblems(root, 'mf-cart');
    expect(problems).toEqual([
      expect.stringMatching(/^mf-cart\/src\/messages\/nl\.json: is not valid JSON/),
      expect.stringMatching(/^mf-cart\/src\/messages\/it\.json: "cart\.count" is not a valid ICU message/),
    ]);
  });

  it('reports a catalogue for a language the store does not have', () => {
    complete('mf-cart');
    write('mf-cart', 'se', TRANSLATED);
    expect(catalogueProblems(root, 'mf-cart')).toEqual(['mf-cart/src/messages/se.json: not one of the eleven languages']);
  });
});

describe('messageFolders', () => {
  it('covers folders with an English catalogue and folders whose code declares messages without one', () => {
    complete('mf-cart');
    write('packages/ui', 'en', EN);
    mkdirSync(path.join(root, 'shell/src'), { recursive: true });
    writeFileSync(path.join(root, 'shell/src/Header.tsx'), "export const title = { id: 'header.title', defaultMessage: 'Packaging' };\n");
    mkdirSync(path.join(root, 'packages/session/src'), { recursive: true });
    writeFileSync(path.join(root, 'packages/session/src/index.ts'), 'export const session = 1;\n');
    mkdirSync(path.join(root, 'mf-tests/src'), { recursive: true });
    writeFileSync(path.join(root, 'mf-tests/src/x.test.tsx'), "const m = { defaultMessage: 'only in a test' };\n");
    expect(messageFolders(root)).toEqual(['mf-cart', 'packages/ui', 'shell']);
    expect(catalogueProblems(root, 'shell')).toContain('shell/src/messages/en.json: missing');
  });
});
