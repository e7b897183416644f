// The rules every formatjs catalogue folder must satisfy, as a function of a folder on disk so the rules
// themselves can be tested on made-up folders (catalogue-parity.test.ts) as well as applied to the real
// ones (catalogues.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGE_CODES } from '../../region-config/src/locales';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is plain CommonJS, as webpack runs it
const compileMessages = require('../compile-messages-loader.cjs') as (this: { resourcePath: string }, source: string) => string;

/**
 * The store's eleven interface languages (docs/domain.md#constants-and-limits), from region-config's source: this
 * package is plain CommonJS under every app's build and does not depend on the TS packages.
 */
export const LANGS: readonly string[] = LANGUAGE_CODES;

export type Catalogue = Record<string, string>;

/** Source files the apps ship: tests, type declarations and test helpers left out, as the extractor does. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return ['node_modules', 'test', 'testing'].includes(name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Every workspace folder (shell, mf-*, packages/*) with messages: it has a `src/messages/en.json`, or its
 * code declares a formatjs message (`defaultMessage`). The second case is what catches a new app or
 * package whose catalogues were forgotten altogether.
 */
export function messageFolders(root: string): string[] {
  const candidates = [
    'shell',
    ...readdirSync(root).filter((d) => d.startsWith('mf-')),
    ...readdirSync(path.join(root, 'packages')).map((d) => `packages/${d}`),
  ].filter((d) => existsSync(path.join(root, d)) && statSync(path.join(root, d)).isDirectory());
  return candidates
    .filter(
      (d) =>
        existsSync(path.join(root, d, 'src/messages/en.json')) ||
        sourceFiles(path.join(root, d, 'src')).some((f) => /\bdefaultMessage\b/.test(readFileSync(f, 'utf8'))),
    )
    .sort();
}

export function compile(file: string, catalogue: Catalogue): Record<string, MessageFormatElement[]> {
  return JSON.parse(compileMessages.call({ resourcePath: file }, JSON.stringify(catalogue))) as Record<string, MessageFormatElement[]>;
}

/** The argument names a message interpolates (`{count}`, plural/select/tag names), nested ones too. */
export function argumentsOf(ast: MessageFormatElement[]): string[] {
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

/**
 * The plural categories whole numbers take in a language (cs: one, few, other; pl: one, few, many,
 * other; ro: one, few, other), from the engine's CLDR data. `many` in Czech is for fractions only.
 */
export function integerPluralCategories(lang: string): string[] {
  const rules = new Intl.PluralRules(lang);
  const categories = new Set<string>();
  for (let n = 0; n < 1000; n += 1) categories.add(rules.select(n));
  return [...categories].sort();
}

/** Categories a cardinal plural leaves out, per plural argument, nested plurals too. */
function missingPluralCategories(ast: MessageFormatElement[], needed: string[]): string[] {
  const missing: string[] = [];
  const walk = (elements: MessageFormatElement[]): void => {
    for (const el of elements) {
      if (el.type === TYPE.plural && el.pluralType !== 'ordinal') {
        const lacking = needed.filter((category) => !(category in el.options));
        if (lacking.length > 0) missing.push(`{${el.value}} lacks ${lacking.join(', ')}`);
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(ast);
  return missing;
}

function readCatalogue(file: string): Catalogue | string {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'is not a JSON object';
    return parsed as Catalogue;
  } catch (error) {
    return `is not valid JSON: ${(error as Error).message}`;
  }
}

/**
 * Everything wrong with a folder's catalogues, one line each (empty when they are complete): a language
 * file missing, a JSON file that is not one of the eleven, ids missing or extra against English, a
 * message that is not valid ICU, a message whose arguments differ from English's, a plural without a
 * form the language needs for whole numbers (Czech `few`, Polish `many`, …).
 */
export function catalogueProblems(root: string, folder: string): string[] {
  const dir = path.join(root, folder, 'src/messages');
  const at = (lang: string) => `${folder}/src/messages/${lang}.json`;
  const problems: string[] = [];
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  for (const file of present) {
    if (!LANGS.includes(file.slice(0, -'.json'.length))) problems.push(`${folder}/src/messages/${file}: not one of the eleven languages`);
  }
  const catalogues = new Map<string, Catalogue>();
  for (const lang of LANGS) {
    if (!present.includes(`${lang}.json`)) {
      problems.push(`${at(lang)}: missing`);
      continue;
    }
    const catalogue = readCatalogue(path.join(dir, `${lang}.json`));
    if (typeof catalogue === 'string') problems.push(`${at(lang)}: ${catalogue}`);
    else catalogues.set(lang, catalogue);
  }
  const en = catalogues.get('en');
  if (!en) return problems;

  const argumentsIn = (lang: string, catalogue: Catalogue): Map<string, string[]> => {
    const result = new Map<string, string[]>();
    const categories = integerPluralCategories(lang);
    for (const [id, message] of Object.entries(catalogue)) {
      try {
        const ast = compile(at(lang), { [id]: message })[id]!;
        result.set(id, argumentsOf(ast));
        for (const lack of missingPluralCategories(ast, categories)) problems.push(`${at(lang)}: "${id}" plural ${lack}`);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    return result;
  };
  const enArguments = argumentsIn('en', en);
  for (const [lang, catalogue] of catalogues) {
    if (lang === 'en') continue;
    for (const id of Object.keys(en)) if (!(id in catalogue)) problems.push(`${at(lang)}: missing "${id}"`);
    for (const id of Object.keys(catalogue)) if (!(id in en)) problems.push(`${at(lang)}: "${id}" is not in English`);
    for (const [id, args] of argumentsIn(lang, catalogue)) {
      const expected = enArguments.get(id);
      if (expected && args.join(',') !== expected.join(','))
        problems.push(`${at(lang)}: "${id}" has arguments {${args.join(', ')}}, English {${expected.join(', ')}}`);
    }
  }
  return problems;
}

/** Statically written descriptors: `{ id: 'x', defaultMessage: 'y' }` objects and `<X id="x" defaultMessage="y" />`. */
export function usedMessages(root: string, folder: string): Map<string, string> {
  const used = new Map<string, string>();
  const text = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  for (const file of sourceFiles(path.join(root, folder, 'src'))) {
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
