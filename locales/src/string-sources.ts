/**
 * Every translated string the shop shows, wherever it is written: the UI catalogues, the TypeScript
 * label tables and message files of web/ and shop/ (API messages, mails, invoices, facet and
 * attribute labels, the demo product copy) and the CMS demo dataset. The language checks (termbase,
 * French typography, plural lint) read them through here, so a new string source is covered by
 * all of them at once. Node only (reads the repository, parses TypeScript).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { isLocale, type Locale } from './index';

export interface SourceString {
  /** Repository-relative file. */
  readonly file: string;
  /** Where in the file: a catalogue key, `line N`, or a dataset document id and field path. */
  readonly where: string;
  readonly locale: Locale;
  /**
   * The text; in TypeScript templates `${name}` and `${a.name}` are written `{name}`, a string
   * constant of the file is written out, and any other `${…}` is `{}`.
   */
  readonly text: string;
  /** `catalogue`, `code` (TypeScript) or `dataset` (CMS). */
  readonly kind: 'catalogue' | 'code' | 'dataset';
  /** For TypeScript strings: the literal node's start and end offsets in the file. */
  readonly range?: { readonly start: number; readonly end: number };
}

export const repositoryRoot = new URL('../../', import.meta.url).pathname;

/** Catalogue strings: `locales/<locale>.json`. */
export function catalogueStrings(locale: Locale): SourceString[] {
  const file = `locales/${locale}.json`;
  const raw: unknown = JSON.parse(readFileSync(join(repositoryRoot, file), 'utf8'));
  if (typeof raw !== 'object' || raw === null) throw new Error(`${file} is not an object`);
  return Object.entries(raw).flatMap(([key, text]) =>
    typeof text === 'string' ? [{ file, where: key, locale, text, kind: 'catalogue' as const }] : [],
  );
}

/** Folders whose TypeScript holds user-visible strings. Tests and fixtures are left out. */
const codeRoots = ['shop/src', 'web/src'];
const skippedFile = /(?:\.test\.tsx?|\.d\.ts|\.stories\.tsx?)$|\/(?:testing|__tests__|fixtures)\//u;

export function codeFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/u.test(name) && !skippedFile.test(path)) found.push(path);
    }
  };
  for (const root of codeRoots) {
    const dir = join(repositoryRoot, root);
    if (existsSync(dir)) walk(dir);
  }
  return found.sort();
}

/** A file written in one language: `copy/fr.ts`, `copy-fr.ts`. */
function fileLocale(file: string): Locale | undefined {
  const match = /(?:^|[/-])(en|de|fr|es)\.tsx?$/u.exec(file);
  const code = match?.[1];
  return isLocale(code) ? code : undefined;
}

/** Slugs, keys and identifiers (`graines-de-cannabis`, `seed_type`, `a.b`), not text. */
const slugLike = /^[a-z0-9]+(?:[-_./][a-z0-9]+)+$|^[a-z0-9_-]*$/u;

function nameOf(node: ts.Node): string | undefined {
  if (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) {
    const name = node.name;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  }
  return undefined;
}

/** The language of a string: the nearest enclosing `fr: …` / `const fr = …`, else the file's. */
function localeOf(node: ts.Node, fallback: Locale | undefined): Locale | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    const name = nameOf(at);
    if (isLocale(name)) return name;
  }
  return fallback;
}

/** Strings in positions that are code, not text: imports, types, comparisons, keys, cases. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isExternalModuleReference(parent) || ts.isCaseClause(parent)) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return (
      op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.EqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken ||
      op === ts.SyntaxKind.InKeyword
    );
  }
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'require')
    return true;
  return false;
}

/** The strings of one TypeScript file that belong to a language. */
export function codeStringsOf(path: string): SourceString[] {
  const file = relative(repositoryRoot, path);
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const fallback = fileLocale(file);
  const found: SourceString[] = [];
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && value && ts.isStringLiteral(value))
        constants.set(declaration.name.text, value.text);
    }
  }
  const add = (node: ts.Node, value: string) => {
    if (slugLike.test(value) || isCodePosition(node)) return;
    const locale = localeOf(node, fallback);
    if (locale === undefined) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({
      file,
      where: `line ${line}`,
      locale,
      text: value,
      kind: 'code',
      range: { start: node.getStart(source), end: node.getEnd() },
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      // A span that is a string constant of the file (`${nbsp}`) is text; any other is a placeholder.
      const spanText = (expression: ts.Expression) => {
        if (ts.isIdentifier(expression)) return constants.get(expression.text) ?? `{${expression.text}}`;
        if (ts.isPropertyAccessExpression(expression) && !expression.questionDotToken)
          return `{${expression.name.text}}`;
        return '{}';
      };
      add(
        node,
        node.head.text + node.templateSpans.map((span) => spanText(span.expression) + span.literal.text).join(''),
      );
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    if (ts.isJsxText(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function codeStrings(): SourceString[] {
  return codeFiles().flatMap(codeStringsOf);
}

export const datasetFile = 'demo-content/dataset/data.ndjson';

/** Fields of CMS documents that hold identifiers, not text. */
const datasetSkippedKeys = new Set([
  'slug',
  'current',
  'href',
  'url',
  'style',
  'marks',
  'listItem',
  'language',
  'category',
  'query',
]);

/** Text of the CMS demo dataset (documents that have a `language`); empty when there is none. */
export function datasetStrings(): SourceString[] {
  const path = join(repositoryRoot, datasetFile);
  if (!existsSync(path)) return [];
  const found: SourceString[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const doc: unknown = JSON.parse(line);
    if (typeof doc !== 'object' || doc === null || !('language' in doc) || !isLocale(doc.language)) continue;
    const locale = doc.language;
    const id = '_id' in doc && typeof doc._id === 'string' ? doc._id : '?';
    const walk = (value: unknown, at: string) => {
      if (typeof value === 'string') {
        if (
          !slugLike.test(value) &&
          !/^(?:https?:|mailto:|image@|file:|#)/u.test(value) &&
          !/^\d{4}-\d\d-\d\dT/u.test(value)
        ) {
          found.push({ file: datasetFile, where: `${id} ${at}`, locale, text: value, kind: 'dataset' });
        }
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, `${at}[${index}]`));
      } else if (typeof value === 'object' && value !== null) {
        for (const [key, inner] of Object.entries(value)) {
          if (!key.startsWith('_') && !datasetSkippedKeys.has(key)) walk(inner, at === '' ? key : `${at}.${key}`);
        }
      }
    };
    walk(doc, '');
  }
  return found;
}

/** Every string source at once. */
export function allStrings(): SourceString[] {
  return [...(['en', 'de', 'fr', 'es'] as const).flatMap(catalogueStrings), ...codeStrings(), ...datasetStrings()];
}
