import type { Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pathSegments } from './locale-path';
import { matchPattern } from './pattern';
import type { Alternates } from './paths';
import { routeEntry, routeTable, type RouteId } from './registry';

/** What a resolver found for a path: enough to render the page and to link its translations. */
export interface ResolvedPage {
  /** The same page in every language (slugs may differ per language). */
  readonly alternates: Alternates;
  readonly metadata?: Metadata;
  readonly render: () => ReactNode | Promise<ReactNode>;
}

export interface ResolveContext {
  readonly locale: Locale;
  /** Locale-neutral path, e.g. `/blog/page-2`. */
  readonly path: string;
  readonly segments: readonly string[];
  /** Parameters of the matched route pattern. */
  readonly params: Readonly<Record<string, string>>;
  readonly searchParams: URLSearchParams;
}

export type PageResolver = (context: ResolveContext) => Promise<ResolvedPage | null>;

export type CatalogueRouteId = 'catalog' | 'category' | 'product';

/**
 * The pluggable steps of the catch-all chain: a resolver per patterned route of the registry (CMS
 * pages live at patterned routes: `/blog/{slug}`, `/topic/{slug}`, `/top-10-{slug}`, …) and the
 * catalogue's three shapes. The composition root (`site/page-resolvers.ts`) plugs them in.
 */
export interface ResolverSet {
  readonly routes: Partial<Record<Exclude<RouteId, CatalogueRouteId>, PageResolver>>;
  readonly catalogue: Partial<Record<CatalogueRouteId, PageResolver>>;
}

export type Resolution =
  | { readonly kind: 'page'; readonly routeId: RouteId | null; readonly page: ResolvedPage }
  /** A route matched but its validity check failed: 404 "Page Not Found: {fullPath}". */
  | { readonly kind: 'invalid'; readonly routeId: RouteId }
  /** Nothing serves this path: 404 "Page not found: {path}". */
  | { readonly kind: 'not-found' };

const notFound: Resolution = { kind: 'not-found' };

async function firstPage(
  resolvers: readonly (PageResolver | undefined)[],
  context: ResolveContext,
): Promise<ResolvedPage | null> {
  for (const resolver of resolvers) {
    if (!resolver) continue;
    const page = await resolver(context);
    if (page) return page;
  }
  return null;
}

function isCatalogueRoute(id: RouteId): id is CatalogueRouteId {
  return routeEntry(id).spec.kind === 'catalogue';
}

/**
 * The catch-all chain: (1) fixed and patterned routes of the registry, in priority order, with
 * their validity checks; (2) the catalogue shapes; (3) not found. A path that has the shape of a
 * fixed route never falls through to the catalogue.
 */
export async function resolvePath(
  locale: Locale,
  path: string,
  searchParams: URLSearchParams,
  resolvers: ResolverSet,
): Promise<Resolution> {
  const segments = pathSegments(path);
  if (segments === null) return notFound;
  const base = { locale, path, segments, searchParams };

  for (const entry of routeTable) {
    if (isCatalogueRoute(entry.id)) continue;
    const params = matchPattern(entry.compiled, segments);
    if (params === null) continue;
    if (entry.spec.validate && !entry.spec.validate(params)) {
      return { kind: 'invalid', routeId: entry.id };
    }
    const page = await firstPage([resolvers.routes[entry.id]], { ...base, params });
    return page ? { kind: 'page', routeId: entry.id, page } : notFound;
  }

  for (const entry of routeTable) {
    if (!isCatalogueRoute(entry.id)) continue;
    const params = matchPattern(entry.compiled, segments);
    if (params === null) continue;
    const page = await firstPage([resolvers.catalogue[entry.id]], { ...base, params });
    return page ? { kind: 'page', routeId: entry.id, page } : notFound;
  }
  return notFound;
}

/**
 * The route validity check: whether a locale-neutral path has the shape of a fixed or patterned
 * route whose parameter check fails. The not-found page asks it to tell "invalid"
 * (`Page Not Found: {fullPath}`) from "unknown" (`Page not found: {path}`).
 */
export function isInvalidRoute(path: string): boolean {
  const shape = routeShapeOf(path);
  if (shape === null || isCatalogueRoute(shape.id)) return false;
  const { validate } = routeEntry(shape.id).spec;
  return validate !== undefined && !validate(shape.params);
}

/** Which registry entry a path has the shape of: the first in priority order that matches. */
export function routeShapeOf(path: string): { id: RouteId; params: Record<string, string> } | null {
  const segments = pathSegments(path);
  if (segments === null) return null;
  for (const entry of routeTable) {
    const params = matchPattern(entry.compiled, segments);
    if (params !== null) return { id: entry.id, params };
  }
  return null;
}
