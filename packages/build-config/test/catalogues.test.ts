// Every app's formatjs catalogues, checked the way the production build will use them: compiled by
// compile-messages-loader, with react-intl running without its ICU parser. A message the code uses but
// a catalogue lacks would then fall back to its raw default text, so completeness is a build rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { argumentsOf, catalogueProblems, compile, messageFolders, usedMessages, type Catalogue } from './catalogueParity';

const root = path.resolve(__dirname, '../../..');
const folders = messageFolders(root);

describe('the folders checked', () => {
  it('are every app and package that declares messages', () => {
    expect(folders).toEqual(expect.arrayContaining(['shell', 'mf-account', 'mf-cart-checkout', 'mf-catalogue', 'mf-consent', 'mf-editor-host', 'packages/address-form', 'packages/api-errors', 'packages/ui']));
  });
});

describe.each(folders)('%s catalogues', (folder) => {
  it('has all eleven languages with exactly the English ids, each valid ICU with the same arguments', () => {
    expect(catalogueProblems(root, folder)).toEqual([]);
  });

  it('holds every message the code writes, with the English text as its default', () => {
    const en = JSON.parse(readFileSync(path.join(root, folder, 'src/messages/en.json'), 'utf8')) as Catalogue;
    const missing: string[] = [];
    const differing: string[] = [];
    const used = usedMessages(root, folder);
    expect(used.size).toBeGreaterThan(0);
    for (const [id, defaultMessage] of used) {
      if (!(id in en)) missing.push(id);
      else if (en[id] !== defaultMessage) differing.push(`${id}: code "${defaultMessage}" vs en.json "${en[id]}"`);
    }
    expect(missing).toEqual([]);
    expect(differing).toEqual([]);
  });
});

describe('the English catalogues', () => {
  it('are exactly what formatjs extracts from the code (`pnpm i18n:extract --check`)', () => {
    let report = '';
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts/i18n-extract.mjs'), '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      report = String((error as { stderr?: string }).stderr ?? error);
    }
    expect(report).toBe('');
  });
});

describe('compile-messages-loader', () => {
  it('compiles ICU strings to the AST react-intl formats without a parser', () => {
    const compiled = compile('x/en.json', { 'a.b': 'You have {count, plural, one {# box} other {# boxes}}' });
    expect(compiled['a.b']![0]).toEqual({ type: TYPE.literal, value: 'You have ' });
    expect(argumentsOf(compiled['a.b']!)).toEqual(['count']);
  });

  it('fails the build on a broken message, naming the file and the id', () => {
    expect(() => compile('mf-x/src/messages/pl.json', { 'cart.title': 'Koszyk {count, plural, one {#}' })).toThrow(/mf-x\/src\/messages\/pl\.json: "cart\.title" is not a valid ICU message/);
  });
});
