import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { contentClient } from './content-client.server';
import type { ContentParam } from './content-query';
import { requireLake, sampleSlug } from './testing/lake';

/**
 * Every GROQ query the storefront registers (each `defineQuery` TypeGen found, listed in the
 * `SanityQueries` map of sanity.types.ts) runs through the storefront's client against the real
 * lake in every language, and a query that looks one document up finds a real one. A new query is
 * covered the moment TypeGen sees it; a new parameter name fails here until this table knows a real
 * value for it.
 */
requireLake();
const typesFile = readFileSync(join(import.meta.dirname, 'sanity.types.ts'), 'utf8');

function registeredQueries(): string[] {
  const map = typesFile.slice(typesFile.indexOf('interface SanityQueries'));
  const literal = /^\s+'((?:[^'\\]|\\.)*)': \w+;$/gm;
  return [...map.matchAll(literal)].map(([, body = '']) =>
    body.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char)),
  );
}

const queries = registeredQueries();

/** The document type a lookup query starts with (`*[_type == "x" && … slug.current == $slug]`). */
function lookedUpType(query: string): string | null {
  return /^\s*\*\[\s*_type == "(\w+)"/.exec(query)?.[1] ?? null;
}

async function paramsFor(query: string, language: Locale): Promise<Record<string, ContentParam>> {
  const names = new Set([...query.matchAll(/\$(\w+)/g)].map((match) => match[1]));
  const params: Record<string, ContentParam> = {};
  for (const name of names) {
    if (name === 'language') params.language = language;
    else if (name === 'slug') {
      const type = lookedUpType(query);
      params.slug = (type === null ? null : await sampleSlug(type, language)) ?? 'no-such-slug';
    } else if (name === 'kind') params.kind = 'imprint';
    else if (name === 'id') params.id = `home.main.${language}`;
    else if (name === 'start') params.start = 0;
    else if (name === 'end') params.end = 6;
    else throw new Error(`every-query.int.test.ts does not know a value for $${name}: add one`);
  }
  return params;
}

describe('every registered content query on the lake', () => {
  it('finds the queries TypeGen registered', () => {
    expect(queries.length).toBeGreaterThanOrEqual(10);
  });

  for (const query of queries) {
    const title = query.replace(/\s+/g, ' ').slice(0, 90);
    it.each(locales)(`runs in %s: ${title}`, async (language) => {
      const params = await paramsFor(query, language);
      const result = await contentClient.fetch<unknown>(query, params);
      // A lookup by slug, kind or id must hit a real document of the demo content.
      if ('slug' in params || 'kind' in params || 'id' in params) expect(result).not.toBeNull();
      else expect(result).toBeDefined();
    });
  }
});
