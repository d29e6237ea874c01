/**
 * The small, rarely changing part of the catalogue — catalogs, categories, seed banks — read once
 * and kept for a minute, so a listing does not reload it for every request.
 */
import type { Locale } from '@seedshop/locales';
import { asc } from 'drizzle-orm';
import { categoryKeys } from '../../contract/catalogue';
import type { Database } from '../../db/database';
import { catalogs, categories, seedBanks } from '../../db/schema';
import type { Localized } from '../catalogue-model';
import { fixedLaneCount } from '../listing/facet-vector';

export interface StructureSeedBank {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly country: string;
  readonly foundedYear: number;
  readonly description: Localized;
  /** Lane in the facet vector; null for a bank without listing rows. */
  readonly position: number | null;
}

export interface StructureCatalog {
  readonly id: string;
  readonly kind: 'general' | 'seed-bank';
  readonly names: Localized;
  readonly slugs: Localized;
  readonly seedBank: StructureSeedBank | null;
}

export interface StructureCategory {
  readonly id: string;
  readonly names: Localized;
  readonly slugs: Localized;
  /** Bit of the category mask (index in `categoryKeys`), -1 for an unknown id. */
  readonly bit: number;
}

export interface CatalogueStructure {
  readonly catalogs: readonly StructureCatalog[];
  readonly categories: readonly StructureCategory[];
  /** A–Z by name. */
  readonly seedBanks: readonly StructureSeedBank[];
  readonly general: StructureCatalog | null;
  /** Fixed lanes plus one per positioned seed bank. */
  readonly laneCount: number;
  catalogBySlug(locale: Locale, slug: string): StructureCatalog | undefined;
  categoryBySlug(locale: Locale, slug: string): StructureCategory | undefined;
  categoryById(id: string): StructureCategory | undefined;
  seedBankBySlug(slug: string): StructureSeedBank | undefined;
  seedBankById(id: string): StructureSeedBank | undefined;
}

/** The contract's `catalogueNode` of a catalog or category in one language. */
export function catalogueNode(node: StructureCatalog | StructureCategory, locale: Locale) {
  return { id: node.id, slug: node.slugs[locale], name: node.names[locale], slugs: node.slugs };
}

export async function loadCatalogueStructure(db: Database): Promise<CatalogueStructure> {
  const [bankRows, catalogRows, categoryRows] = await Promise.all([
    db.select().from(seedBanks).orderBy(asc(seedBanks.name), asc(seedBanks.id)),
    db.select().from(catalogs).orderBy(asc(catalogs.position)),
    db.select().from(categories).orderBy(asc(categories.position)),
  ]);
  const banks: StructureSeedBank[] = bankRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    foundedYear: row.foundedYear,
    description: row.description,
    position: row.position,
  }));
  const bankById = new Map(banks.map((bank) => [bank.id, bank]));
  const bankBySlug = new Map(banks.map((bank) => [bank.slug, bank]));
  const catalogList: StructureCatalog[] = catalogRows.map((row) => ({
    id: row.id,
    kind: row.kind,
    names: row.names,
    slugs: row.slugs,
    seedBank: row.seedBankId === null ? null : (bankById.get(row.seedBankId) ?? null),
  }));
  const categoryList: StructureCategory[] = categoryRows.map((row) => ({
    id: row.id,
    names: row.names,
    slugs: row.slugs,
    bit: categoryKeys.findIndex((key) => key === row.id),
  }));
  const maxPosition = Math.max(-1, ...banks.map((bank) => bank.position ?? -1));
  return {
    catalogs: catalogList,
    categories: categoryList,
    seedBanks: banks,
    general: catalogList.find((catalog) => catalog.kind === 'general') ?? null,
    laneCount: fixedLaneCount + maxPosition + 1,
    catalogBySlug: (locale, slug) => catalogList.find((catalog) => catalog.slugs[locale] === slug),
    categoryBySlug: (locale, slug) => categoryList.find((category) => category.slugs[locale] === slug),
    categoryById: (id) => categoryList.find((category) => category.id === id),
    seedBankBySlug: (slug) => bankBySlug.get(slug),
    seedBankById: (id) => bankById.get(id),
  };
}

/** Reloads at most once per `ttlMs`; concurrent callers share one load. */
export function cachedCatalogueStructure(db: Database, ttlMs = 60_000): () => Promise<CatalogueStructure> {
  let current: { loadedAt: number; value: Promise<CatalogueStructure> } | null = null;
  return () => {
    const now = Date.now();
    if (current === null || now - current.loadedAt > ttlMs) {
      const value = loadCatalogueStructure(db);
      current = { loadedAt: now, value };
      // A failed load must not stick for a minute.
      value.catch(() => {
        current = null;
      });
    }
    return current.value;
  };
}
