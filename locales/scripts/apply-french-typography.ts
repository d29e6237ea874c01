/**
 * One-off fixer: rewrites the French strings of the catalogue and of the given TypeScript files
 * into their `frenchTypography()` form. `locales/src/typography.test.ts` keeps them so afterwards.
 *
 *   pnpm exec tsx locales/scripts/apply-french-typography.ts shop/src/mail/copy/fr.ts …
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { codeStringsOf, repositoryRoot } from '../src/string-sources';
import { frenchTypography } from '../src/typography';

function escapeChunk(text: string, quote: string): string {
  return text
    .replace(/\\/gu, '\\\\')
    .replace(new RegExp(quote, 'gu'), `\\${quote}`)
    .replace(/\n/gu, '\\n')
    .replace(/\u00a0/gu, '\\u00a0')
    .replace(/\u202f/gu, '\\u202f')
    .replace(quote === '`' ? /\$\{/gu : /(?!)/u, '\\${');
}

function nodeAt(source: ts.SourceFile, start: number, end: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (
      node.getStart(source) === start &&
      node.getEnd() === end &&
      (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node))
    )
      found = node;
    else if (node.getStart(source) <= start && node.getEnd() >= end) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function fixFile(file: string): number {
  const path = join(repositoryRoot, file);
  let changed = 0;
  for (let pass = 0; pass < 5; pass++) {
    let text = readFileSync(path, 'utf8');
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const edits = codeStringsOf(path)
      .filter((s) => s.locale === 'fr' && s.range && frenchTypography(s.text) !== s.text)
      .sort((a, b) => (b.range?.start ?? 0) - (a.range?.start ?? 0));
    if (edits.length === 0) break;
    let floor = Number.POSITIVE_INFINITY;
    for (const edit of edits) {
      const { start, end } = edit.range ?? { start: 0, end: 0 };
      if (end > floor) continue; // overlaps an edit of this pass; the next pass takes it
      const node = nodeAt(source, start, end);
      if (!node) continue;
      const formatted = frenchTypography(edit.text);
      let replacement: string;
      if (ts.isTemplateExpression(node)) {
        const chunks = formatted.split(/\{\w*\}/u);
        if (chunks.length !== node.templateSpans.length + 1) continue;
        replacement =
          '`' +
          escapeChunk(chunks[0] ?? '', '`') +
          node.templateSpans
            .map((span, i) => `\${${span.expression.getText(source)}}${escapeChunk(chunks[i + 1] ?? '', '`')}`)
            .join('') +
          '`';
      } else {
        const quote = text[start] ?? "'";
        replacement = quote + escapeChunk(formatted, quote) + quote;
      }
      text = text.slice(0, start) + replacement + text.slice(end);
      floor = start;
      changed++;
    }
    writeFileSync(path, text);
  }
  return changed;
}

const catalogue = join(repositoryRoot, 'locales/fr.json');
const messages: Record<string, string> = JSON.parse(readFileSync(catalogue, 'utf8'));
let fixed = 0;
for (const [key, value] of Object.entries(messages)) {
  const formatted = frenchTypography(value);
  if (formatted !== value) {
    messages[key] = formatted;
    fixed++;
  }
}
writeFileSync(catalogue, `${JSON.stringify(messages, null, 2)}\n`);
console.info(`locales/fr.json: ${fixed} messages`);
for (const file of process.argv.slice(2)) console.info(`${file}: ${fixFile(file)} strings`);
