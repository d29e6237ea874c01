import { compilePattern, type CompiledPattern } from './pattern';

/**
 * Every route of the storefront (spec §2), in priority order: the first entry that matches a path
 * wins. Fixed routes come first, then patterned fixed routes, and the catalogue catch-all shapes
 * last, so `/login` or `/blog` can never be taken for a catalog. The catch-all page resolves
 * whatever reaches it with this table (see `resolve.ts`); path builders (`paths.ts`) are the only
 * way code makes links.
 */

export type Layout = 'default' | 'account';

/**
 * - `fixed`: a fixed path of the spec; served by a file-system page or a route resolver.
 * - `patterned`: a fixed shape with a parameter inside a segment (`/top-10-{slug}`).
 * - `catalogue`: the generic `/{catalog}/{category}/{product}` shapes, always last.
 */
export type RouteKind = 'fixed' | 'patterned' | 'catalogue';

interface RouteSpec {
  readonly pattern: string;
  readonly layout: Layout;
  readonly kind: RouteKind;
  /**
   * The page's validity check on its parameters (spec §5). A match that fails it answers
   * 404 "Page Not Found: {fullPath}" instead of falling through to later routes.
   */
  readonly validate?: (params: Readonly<Record<string, string>>) => boolean;
}

const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string | undefined): boolean => value !== undefined && slugShape.test(value);

/** `/blog/page-{page}` lists page 2 onwards; page 1 is `/blog` itself. */
const isListPage = (value: string | undefined): boolean =>
  value !== undefined && /^[1-9][0-9]{0,5}$/.test(value) && Number(value) >= 2;

export const routeSpecs = {
  home: { pattern: '/', layout: 'default', kind: 'fixed' },

  login: { pattern: '/login', layout: 'default', kind: 'fixed' },
  registration: { pattern: '/registration', layout: 'default', kind: 'fixed' },
  forgotPassword: { pattern: '/forgot-password', layout: 'default', kind: 'fixed' },
  resetPassword: { pattern: '/reset-password', layout: 'default', kind: 'fixed' },
  confirmEmail: { pattern: '/confirm-email', layout: 'default', kind: 'fixed' },
  emailChangeConfirm: { pattern: '/email-change-confirm', layout: 'default', kind: 'fixed' },
  deleteCustomer: { pattern: '/delete-customer', layout: 'default', kind: 'fixed' },
  restoreCustomer: { pattern: '/restore-customer', layout: 'default', kind: 'fixed' },
  /** The newsletter's double opt-in link (confirms on a button press, not on opening). */
  newsletterConfirm: { pattern: '/newsletter/confirm', layout: 'default', kind: 'fixed' },
  /** The unsubscribe link of newsletter mail (unsubscribes on a button press, not on opening). */
  newsletterUnsubscribe: { pattern: '/newsletter/unsubscribe', layout: 'default', kind: 'fixed' },

  contactUs: { pattern: '/contact-us', layout: 'default', kind: 'fixed' },
  imprint: { pattern: '/imprint', layout: 'default', kind: 'fixed' },
  payment: { pattern: '/payment', layout: 'default', kind: 'fixed' },
  privacy: { pattern: '/privacy', layout: 'default', kind: 'fixed' },
  shipping: { pattern: '/shipping', layout: 'default', kind: 'fixed' },
  terms: { pattern: '/terms', layout: 'default', kind: 'fixed' },
  videos: { pattern: '/videos', layout: 'default', kind: 'fixed' },
  allSeedBanks: { pattern: '/all-seed-banks', layout: 'default', kind: 'fixed' },
  uiPage: { pattern: '/ui-page', layout: 'default', kind: 'fixed' },
  search: { pattern: '/search', layout: 'default', kind: 'fixed' },
  /** Development only: mails the shop would have sent (no SMTP configured). */
  devMailbox: { pattern: '/dev/mailbox', layout: 'default', kind: 'fixed' },

  promotions: { pattern: '/promotions', layout: 'default', kind: 'fixed' },
  promotion: {
    pattern: '/promotions/{slug}',
    layout: 'default',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug),
  },
  promotionProduct: {
    pattern: '/promotions/{slug}/{product}',
    layout: 'default',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug) && isSlug(p.product),
  },

  topics: { pattern: '/topic', layout: 'default', kind: 'fixed' },
  topic: {
    pattern: '/topic/{slug}',
    layout: 'default',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug),
  },

  blog: { pattern: '/blog', layout: 'default', kind: 'fixed' },
  blogPage: {
    pattern: '/blog/page-{page}',
    layout: 'default',
    kind: 'patterned',
    validate: (p) => isListPage(p.page),
  },
  blogPost: {
    pattern: '/blog/{slug}',
    layout: 'default',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug),
  },

  cartCheckout: { pattern: '/cart/checkout', layout: 'default', kind: 'fixed' },

  account: { pattern: '/account', layout: 'account', kind: 'fixed' },
  accountFavorites: { pattern: '/account/favorites', layout: 'account', kind: 'fixed' },
  accountOrders: { pattern: '/account/orders', layout: 'account', kind: 'fixed' },
  accountSubscriptions: { pattern: '/account/subscriptions', layout: 'account', kind: 'fixed' },

  topList: {
    pattern: '/top-10-{slug}',
    layout: 'default',
    kind: 'patterned',
    validate: (p) => isSlug(p.slug),
  },

  product: { pattern: '/{catalog}/{category}/{product}', layout: 'default', kind: 'catalogue' },
  category: { pattern: '/{catalog}/{category}', layout: 'default', kind: 'catalogue' },
  catalog: { pattern: '/{catalog}', layout: 'default', kind: 'catalogue' },
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof routeSpecs;
export type PatternOf<Id extends RouteId> = (typeof routeSpecs)[Id]['pattern'];

export interface RouteEntry {
  readonly id: RouteId;
  readonly spec: RouteSpec;
  readonly compiled: CompiledPattern;
}

function isRouteId(key: string): key is RouteId {
  return Object.hasOwn(routeSpecs, key);
}

/** The table in priority order (object key order is insertion order for string keys). */
export const routeTable: readonly RouteEntry[] = Object.keys(routeSpecs)
  .filter(isRouteId)
  .map((id) => {
    const spec: RouteSpec = routeSpecs[id];
    return { id, spec, compiled: compilePattern(spec.pattern) };
  });

const entriesById = new Map(routeTable.map((entry) => [entry.id, entry]));

export function routeEntry(id: RouteId): RouteEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`Unknown route id ${id}`);
  return entry;
}
