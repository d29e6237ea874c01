/**
 * Two grammar rules for the shop's TypeScript (web/src, shop/src), checked on the syntax tree:
 *
 * - Calendar dates with the month in words go through `formatCalendarDate`/`formatCalendarRange`
 *   (French writes « 1er octobre »); react-intl's `formatDate`/`<FormattedDate>`,
 *   `toLocaleDateString` and an `Intl.DateTimeFormat` with `dateStyle` or a worded month do not.
 * - A label and its value are joined by a message (`common.labelled`, a language's own copy), never
 *   by a hard-coded `": "` (French puts a no-break space before the colon).
 *
 * Node only (reads the repository, parses TypeScript).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { codeFiles, repositoryRoot } from './string-sources';

export interface CodeFinding {
  /** Repository-relative file and line. */
  readonly at: string;
  readonly rule: 'date-format' | 'label-join';
  readonly code: string;
}

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** An options object literal that asks for a date with the month in words. */
function wordedMonthOptions(node: ts.Expression | undefined): boolean {
  if (node === undefined || !ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return false;
    if (property.name.text === 'dateStyle') return true;
    return (
      property.name.text === 'month' &&
      ts.isStringLiteral(property.initializer) &&
      ['long', 'short', 'narrow'].includes(property.initializer.text)
    );
  });
}

/** A colon and a space joining two values (`${label}: ${value}`, `.join(': ')`); `a:b` is an identifier or a time. */
const colonJoin = /^\s*:\s/u;

/** Inside a language's own copy (`fr: …`, a property or constant named by a language code). */
function inLanguageCopy(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at)) && ts.isIdentifier(at.name)) {
      if (['en', 'de', 'fr', 'es'].includes(at.name.text)) return true;
    }
  }
  return false;
}

/** The findings of one file's source text. */
export function codeFindingsOf(file: string, text: string): CodeFinding[] {
  const source = parse(file, text);
  const found: CodeFinding[] = [];
  const add = (node: ts.Node, rule: CodeFinding['rule']) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ at: `${file}:${line}`, rule, code: node.getText(source).replace(/\s+/gu, ' ').slice(0, 120) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (method === 'formatDate' || method === 'formatDateTimeRange' || method === 'toLocaleDateString') {
        add(node, 'date-format');
      }
      if (method === 'join' && node.arguments[0] !== undefined && ts.isStringLiteral(node.arguments[0])) {
        if (colonJoin.test(node.arguments[0].text)) add(node, 'label-join');
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'DateTimeFormat' &&
      wordedMonthOptions(node.arguments?.[1])
    ) {
      add(node, 'date-format');
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'FormattedDate'
    ) {
      add(node, 'date-format');
    }
    if (ts.isTemplateExpression(node)) {
      const spans = node.templateSpans;
      // Text between two substitutions that starts with a colon: `${label}: ${value}`.
      if (spans.slice(0, -1).some((span) => colonJoin.test(span.literal.text)) && !inLanguageCopy(node)) {
        add(node, 'label-join');
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const sides = [node.left, node.right];
      if (sides.some((side) => ts.isStringLiteral(side) && colonJoin.test(side.text))) add(node, 'label-join');
    }
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const children = node.children;
      children.forEach((child, index) => {
        const next = children[index + 1];
        if (ts.isJsxExpression(child) && next !== undefined && ts.isJsxText(next) && /^:/u.test(next.text)) {
          add(next, 'label-join');
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Files whose colons are developer-facing: configuration errors, log lines, a build tool's report. */
const developerFacing = new Set([
  'web/src/config/env.ts',
  'shop/src/env.ts',
  'shop/src/pricing/price-rule-documents.ts',
  'web/src/i18n/client-messages/client-message-scan.ts',
]);

/** The findings of every file in web/src and shop/src. */
export function codeFindings(): CodeFinding[] {
  return codeFiles().flatMap((path) => {
    const file = relative(repositoryRoot, path);
    return developerFacing.has(file) ? [] : codeFindingsOf(file, readFileSync(path, 'utf8'));
  });
}
