import { shopLinkedPages } from '@seedshop/urls';
import { compilePattern, type CompiledPattern } from './pattern';

/**
 * Every route of the storefront, in priority order: the first entry that matches a path
 * wins. Fixed routes come first, then patterned fixed routes, and the catalogue catch-all shapes
 * last, so `/login` or `/blog` can never be taken for a catalog. The catch-all page resolves
 * whatever reaches it with this table (see `resolve.ts`); path builders (`paths.ts`) are the only
 * way code makes links. Layouts (default, account) are the file system's: the account pages share
 * `app/[locale]/account/layout.tsx`.
 */

/**
 * - `fixed`: a fixed path of the spec; served by a file-system page or a route resolver.
 * - `patterned`: a fixed shape with a parameter inside a segment (`/top-10-{slug}`).
 * - `catalogue`: the generic `/{catalog}/{category}/{product}` shapes, always last.
 */
export type RouteKind = 'fixed' | 'patterned' | 'catalogue';

interface RouteSpec {
  readonly pattern: string;
  readonly kind: RouteKind;
  /**
   * The page's validity check on its parameters. A match that fails it answers
   * 404 "Page Not Found: {fullPath}" instead of falling through to later routes.
   */
  readonly validate?: (params: Readonly<Record<string, string>>) => boolean;
}

const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string | undefined): boolean => value !== undefined && slugShape.test(value);

/** An order number as the shop gives them out (`SS-2026-000123`). */
const isOrderNumber = (value: string | undefined): boolean =>
  value !== undefined && /^[A-Z]{2}-[0-9]{4}-[0-9]{1,12}$/.test(value);

/** A comparison list's share token as the shop hands them out: 32 random bytes, base64url. */
const isShareToken = (value: string | undefined): boolean => value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);

/** `/blog/page-{page}` lists page 2 onwards; page 1 is `/blog` itself. */
const isListPage = (value: string | undefined): boolean =>
  value !== undefined && /^[1-9][0-9]{0,5}$/.test(value) && Number(value) >= 2;

export const routeSpecs = {
  home: { pattern: '/', kind: 'fixed' },

  login: { pattern: '/login', kind: 'fixed' },
  registration: { pattern: '/registration', kind: 'fixed' },
  // Pages the shop links to from its mails: their paths are shared with the shop (@seedshop/urls).
  forgotPassword: { pattern: shopLinkedPages.forgotPassword, kind: 'fixed' },
  resetPassword: { pattern: shopLinkedPages.resetPassword, kind: 'fixed' },
  confirmEmail: { pattern: shopLinkedPages.confirmEmail, kind: 'fixed' },
  emailChangeConfirm: { pattern: shopLinkedPages.emailChangeConfirm, kind: 'fixed' },
  deleteCustomer: { pattern: shopLinkedPages.deleteCustomer, kind: 'fixed' },
  restoreCustomer: { pattern: shopLinkedPages.restoreCustomer, kind: 'fixed' },
  /** The newsletter's double opt-in link (confirms on a button press, not on opening). */
  newsletterConfirm: { pattern: shopLinkedPages.newsletterConfirm, kind: 'fixed' },
  /** The unsubscribe link of newsletter mail (unsubscribes on a button press, not on opening). */
  newsletterUnsubscribe: { pattern: shopLinkedPages.newsletterUnsubscribe, kind: 'fixed' },

  contactUs: { pattern: '/contact-us', kind: 'fixed' },
  imprint: { pattern: '/imprint', kind: 'fixed' },
  payment: { pattern: '/payment', kind: 'fixed' },
  privacy: { pattern: '/privacy', kind: 'fixed' },
  shipping: { pattern: '/shipping', kind: 'fixed' },
  terms: { pattern: '/terms', kind: 'fixed' },
  videos: { pattern: '/videos', kind: 'fixed' },
  allSeedBanks: { pattern: '/all-seed-banks', kind: 'fixed' },
  uiPage: { pattern: '/ui-page', kind: 'fixed' },
  search: { pattern: '/search', kind: 'fixed' },
  /** Development only: mails the shop would have sent (no SMTP configured). */
  devMailbox: { pattern: '/dev/mailbox', kind: 'fixed' },

  promotions: { pattern: '/promotions', kind: 'fixed' },
  promotion: {
    pattern: '/promotions/{slug}',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug),
  },
  promotionProduct: {
    pattern: '/promotions/{slug}/{product}',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug) && isSlug(p.product),
  },

  topics: { pattern: '/topic', kind: 'fixed' },
  topic: {
    pattern: '/topic/{slug}',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug),
  },

  blog: { pattern: '/blog', kind: 'fixed' },
  blogPage: {
    pattern: '/blog/page-{page}',
    kind: 'patterned',
    validate: (p) => isListPage(p.page),
  },
  blogPost: {
    pattern: '/blog/{slug}',
    kind: 'fixed',
    validate: (p) => isSlug(p.slug),
  },

  cartCheckout: { pattern: '/cart/checkout', kind: 'fixed' },
  /** A guest's favourites (kept under the guest's lists cookie); customers have theirs in the account. */
  favorites: { pattern: '/favorites', kind: 'fixed' },
  /** The shopper's product comparison (guest or customer): attribute rows × product columns. */
  comparison: { pattern: '/comparison', kind: 'fixed' },
  /** A saved comparison list through its share link: read-only, no sign-in. */
  sharedComparison: {
    pattern: '/comparison/shared/{token}',
    kind: 'fixed',
    validate: (p) => isShareToken(p.token),
  },
  /** A placed order for whoever holds its signed link (`?number=…&access=…`): the guest's view. */
  orderView: { pattern: shopLinkedPages.orderView, kind: 'fixed' },

  account: { pattern: '/account', kind: 'fixed' },
  accountFavorites: { pattern: '/account/favorites', kind: 'fixed' },
  accountComparisonLists: { pattern: '/account/comparison-lists', kind: 'fixed' },
  accountOrders: { pattern: shopLinkedPages.accountOrders, kind: 'fixed' },
  accountOrder: {
    pattern: '/account/orders/{number}',
    kind: 'fixed',
    validate: (p) => isOrderNumber(p.number),
  },
  accountSubscriptions: { pattern: '/account/subscriptions', kind: 'fixed' },
  /** What fired for the customer: packs back in stock, lower prices, reviews published. */
  accountNotifications: { pattern: '/account/notifications', kind: 'fixed' },
  /** A guest's product alert: the double opt-in link (confirms on a button press). */
  productAlertConfirm: { pattern: shopLinkedPages.productAlertConfirm, kind: 'fixed' },
  /** The unsubscribe link of product-alert mail (ends the address's alerts on a button press). */
  productAlertUnsubscribe: { pattern: shopLinkedPages.productAlertUnsubscribe, kind: 'fixed' },
  /** "My comments": the customer's own reviews with their moderation status. */
  accountComments: { pattern: '/account/comments', kind: 'fixed' },

  topList: {
    pattern: '/top-10-{slug}',
    kind: 'patterned',
    validate: (p) => isSlug(p.slug),
  },

  product: { pattern: '/{catalog}/{category}/{product}', kind: 'catalogue' },
  category: { pattern: '/{catalog}/{category}', kind: 'catalogue' },
  catalog: { pattern: '/{catalog}', kind: 'catalogue' },
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
