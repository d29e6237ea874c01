/**
 * The committed dataset (`demo-content/dataset/`) is what the builder produces, and it keeps the
 * content rules: four languages linked by translation metadata, real product ids, unique slugs,
 * existing image files — and every document validates against the Sanity schema.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@seedshop/locales';
import { validateDocuments } from '@seedshop/schemas/validate';
import { describe, expect, it } from 'vitest';
import { datasetImagesDir, datasetNdjsonPath } from './dataset-path';
import { buildDemoDocuments, readImageManifest, svgSha1Of } from './demo-dataset';
import { isImageKey } from './image-keys';
import { parseNdjson } from './ndjson';

const committed = readFileSync(datasetNdjsonPath, 'utf8');
const documents = parseNdjson(committed);
const translatable = documents.filter((doc) => typeof doc.language === 'string');

describe('demo dataset', () => {
  it('is up to date: the builder produces the committed NDJSON byte for byte', () => {
    const manifest = readImageManifest();
    const built = buildDemoDocuments(manifest);
    expect([...built.missingImages], 'images to render — run `pnpm --filter @seedshop/demo-content build`').toEqual([]);
    expect(built.ndjson === committed, 'data.ndjson is stale — run `pnpm --filter @seedshop/demo-content build`').toBe(
      true,
    );
    for (const [key, entry] of Object.entries(manifest)) {
      if (isImageKey(key)) expect(entry.svgSha1, key).toBe(svgSha1Of(key));
    }
  });

  it('is sorted by _id with unique ids', () => {
    const ids = documents.map((doc) => doc._id);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has every translatable document in all four languages, linked by translation metadata', () => {
    const metadata = documents.filter((doc) => doc._type === 'translation.metadata');
    const byId = new Map(documents.map((doc) => [doc._id, doc]));
    const linked = new Set<string>();
    for (const meta of metadata) {
      const [type] = Array.isArray(meta.schemaTypes) ? meta.schemaTypes : [];
      const translations: unknown[] = Array.isArray(meta.translations) ? meta.translations : [];
      const refs = translations.map((entry) => JSON.stringify(entry));
      expect(
        translations.map((entry) => Reflect.get(Object(entry), 'language')),
        meta._id,
      ).toEqual([...locales]);
      for (const [index, language] of locales.entries()) {
        const entry = Object(translations[index]);
        expect(Reflect.get(entry, '_key'), refs[index]).toBe(language);
        const ref = Reflect.get(Object(Reflect.get(entry, 'value')), '_ref');
        const target = typeof ref === 'string' ? byId.get(ref) : undefined;
        expect(target?._type, `${meta._id} → ${String(ref)}`).toBe(type);
        expect(target?.language).toBe(language);
        linked.add(String(ref));
      }
    }
    expect(translatable.filter((doc) => !linked.has(doc._id)).map((doc) => doc._id)).toEqual([]);
    const types = new Set(translatable.map((doc) => doc._type));
    expect([...types].sort()).toEqual(
      ['blogPost', 'home', 'page', 'promotion', 'redirect', 'siteSettings', 'topList', 'topic', 'video'].sort(),
    );
  });

  it('references only demo catalogue products prod-000001 … prod-000400', () => {
    const ids = committed.match(/"productId":"[^"]*"/g) ?? [];
    expect(ids.length).toBeGreaterThan(50);
    for (const match of ids) {
      const number = Number(/prod-(\d{6})"$/.exec(match)?.[1] ?? Number.NaN);
      expect(number >= 1 && number <= 400, match).toBe(true);
    }
  });

  it('has unique slugs per type and language', () => {
    const seen = new Set<string>();
    for (const doc of translatable) {
      const slug = Reflect.get(Object(doc.slug), 'current');
      if (typeof slug !== 'string') continue;
      const key = `${doc._type}/${String(doc.language)}/${slug}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    expect(seen.size).toBeGreaterThan(40);
  });

  it('has an image file for every _sanityAsset', () => {
    const assets = new Set(committed.match(/image@file:\/\/\.\/images\/[^"]+/g) ?? []);
    expect(assets.size).toBeGreaterThan(20);
    for (const asset of assets) {
      expect(existsSync(join(datasetImagesDir, asset.replace('image@file://./images/', ''))), asset).toBe(true);
    }
  });

  it('validates against the Sanity schema', { timeout: 120_000 }, async () => {
    // The validator takes Sanity's document type, which has the system fields an export carries too;
    // it reads images in export format as references to the assets an import makes of them.
    const withSystemFields = documents.map((doc) => ({
      ...doc,
      _createdAt: String(doc._createdAt ?? ''),
      _updatedAt: String(doc._updatedAt ?? ''),
      _rev: 'demo',
    }));
    expect(await validateDocuments(withSystemFields)).toEqual([]);
  });
});
