import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '@seedshop/locales';
import { loadDemoDataset } from '@seedshop/content';
import { describe, expect, it } from 'vitest';
import type { ContentParam } from './content-query';
import { indexDataset, type DatasetDocument } from './local-dataset';
import { evaluateGroq } from './local-groq';

/**
 * Every GROQ query the storefront registers (each `defineQuery` TypeGen found, listed in the
 * `SanityQueries` map of sanity.types.ts) runs on the local demo dataset in every language, and a
 * query that looks one document up finds a real one. A new query is covered the moment TypeGen
 * sees it; a new parameter name fails here until this table knows a real value for it.
 */
const typesFile = readFileSync(join(import.meta.dirname, 'sanity.types.ts'), 'utf8');

function registeredQueries(): string[] {
  const map = typesFile.slice(typesFile.indexOf('interface SanityQueries'));
  const literal = /^\s+'((?:[^'\\]|\\.)*)': \w+;$/gm;
  return [...map.matchAll(literal)].map(([, body = '']) =>
    body.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char)),
  );
}

const queries = registeredQueries();
const documents = await loadDemoDataset();
const dataset = indexDataset(documents);

function slugOf(document: DatasetDocument): string | null {
  const slug = document.slug;
  if (typeof slug !== 'object' || slug === null || !('current' in slug)) return null;
  return typeof slug.current === 'string' ? slug.current : null;
}

/** The document type a lookup query filters on (`_type == "x"`), if it names exactly one. */
function lookedUpType(query: string): string | null {
  const types = new Set([...query.matchAll(/^\*\[\s*_type == "(\w+)"/gm)].map((match) => match[1]));
  return types.size === 1 ? ([...types][0] ?? null) : null;
}

function paramsFor(query: string, language: Locale): Record<string, ContentParam> {
  const names = new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]));
  const params: Record<string, ContentParam> = {};
  const type = lookedUpType(query);
  const sample = documents.find(
    (document) => document._type === type && document.language === language && slugOf(document) !== null,
  );
  for (const name of names) {
    if (name === 'language') params.language = language;
    else if (name === 'slug') params.slug = (sample ? slugOf(sample) : null) ?? 'no-such-slug';
    else if (name === 'kind') params.kind = 'imprint';
    else if (name === 'id') params.id = `home.main.${language}`;
    else if (name === 'start') params.start = 0;
    else if (name === 'end') params.end = 6;
    else throw new Error(`every-query.test.ts does not know a value for $${name}: add one`);
  }
  return params;
}

describe('every registered content query on the local dataset', () => {
  it('finds the queries TypeGen registered', () => {
    expect(queries.length).toBeGreaterThanOrEqual(10);
  });

  for (const query of queries) {
    const title = query.replace(/\s+/g, ' ').slice(0, 90);
    it.each(locales)(`runs in %s: ${title}`, async (language) => {
      const params = paramsFor(query, language);
      const result = (await evaluateGroq(dataset, query, params)).get();
      // A lookup by slug, kind or id must hit a real document of the demo content.
      if ('slug' in params || 'kind' in params || 'id' in params) expect(result).not.toBeNull();
      else expect(result).toBeDefined();
    });
  }
});
