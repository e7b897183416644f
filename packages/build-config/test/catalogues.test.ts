// Every app's formatjs catalogues, checked the way the production build will use them: compiled by
// compile-messages-loader, with react-intl running without its ICU parser. A message the code uses but
// a catalogue lacks would then fall back to its raw default text, so completeness is a build rule.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain CommonJS, as webpack runs it
const compileMessages = require('../compile-messages-loader.cjs') as (this: { resourcePath: string }, source: string) => string;

const root = path.resolve(__dirname, '../../..');
const apps = [
  'shell',
  ...readdirSync(root).filter((d) => d.startsWith('mf-')),
  ...readdirSync(path.join(root, 'packages')).map((d) => `packages/${d}`),
].filter((d) => existsSync(path.join(root, d, 'src/messages/en.json')));

type Catalogue = Record<string, string>;

function catalogues(app: string): Record<string, Catalogue> {
  const dir = path.join(root, app, 'src/messages');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => /^[a-z]{2}\.json$/.test(f))
      .map((f) => [f.slice(0, 2), JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Catalogue]),
  );
}

function compile(file: string, catalogue: Catalogue): Record<string, MessageFormatElement[]> {
  return JSON.parse(compileMessages.call({ resourcePath: file }, JSON.stringify(catalogue))) as Record<string, MessageFormatElement[]>;
}

/** The argument names a message interpolates (`{count}`, plural/select/tag names), nested ones too. */
function argumentsOf(ast: MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(ast);
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Statically written descriptors: `{ id: 'x', defaultMessage: 'y' }` objects and `<X id="x" defaultMessage="y" />`. */
function usedMessages(app: string): Map<string, string> {
  const used = new Map<string, string>();
  const text = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  for (const file of sourceFiles(path.join(root, app, 'src'))) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      let id: string | undefined;
      let defaultMessage: string | undefined;
      if (ts.isObjectLiteralExpression(node)) {
        for (const p of node.properties) {
          if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
          if (p.name.text === 'id') id = text(p.initializer);
          if (p.name.text === 'defaultMessage') defaultMessage = text(p.initializer);
        }
      } else if (ts.isJsxAttributes(node)) {
        for (const a of node.properties) {
          if (!ts.isJsxAttribute(a) || !ts.isIdentifier(a.name)) continue;
          const value = a.initializer && ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
          if (a.name.text === 'id') id = text(value);
          if (a.name.text === 'defaultMessage') defaultMessage = text(value);
        }
      }
      if (id !== undefined && defaultMessage !== undefined) used.set(id, defaultMessage);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return used;
}

describe.each(apps)('%s catalogues', (app) => {
  const all = catalogues(app);
  const en = all.en!;
  const enArguments = Object.fromEntries(Object.entries(compile(`${app}/en.json`, en)).map(([id, ast]) => [id, argumentsOf(ast)]));

  it('holds every message the code writes, with the English text as its default', () => {
    const missing: string[] = [];
    const differing: string[] = [];
    const used = usedMessages(app);
    expect(used.size).toBeGreaterThan(0);
    for (const [id, defaultMessage] of used) {
      if (!(id in en)) missing.push(id);
      else if (en[id] !== defaultMessage) differing.push(`${id}: code "${defaultMessage}" vs en.json "${en[id]}"`);
    }
    expect(missing).toEqual([]);
    expect(differing).toEqual([]);
  });

  it.each(Object.keys(all).filter((lang) => lang !== 'en'))('%s has exactly the English ids, each compiling with the same arguments', (lang) => {
    const catalogue = all[lang]!;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    const compiled = compile(`${app}/${lang}.json`, catalogue);
    const wrong = Object.entries(compiled)
      .filter(([id, ast]) => JSON.stringify(argumentsOf(ast)) !== JSON.stringify(enArguments[id]))
      .map(([id, ast]) => `${id}: ${argumentsOf(ast).join(',')} vs en ${enArguments[id]?.join(',')}`);
    expect(wrong).toEqual([]);
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
