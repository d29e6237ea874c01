import { describe, expect, it } from 'vitest';
import { routeShapeOf } from './resolve';
import { routeTable, type RouteId } from './registry';

/** Every shape of the spec (§2) and the route that must win for it. */
const shapes: readonly [path: string, id: RouteId, params: Record<string, string>][] = [
  ['/', 'home', {}],
  ['/login', 'login', {}],
  ['/registration', 'registration', {}],
  ['/forgot-password', 'forgotPassword', {}],
  ['/reset-password', 'resetPassword', {}],
  ['/confirm-email', 'confirmEmail', {}],
  ['/email-change-confirm', 'emailChangeConfirm', {}],
  ['/delete-customer', 'deleteCustomer', {}],
  ['/restore-customer', 'restoreCustomer', {}],
  ['/newsletter/confirm', 'newsletterConfirm', {}],
  ['/newsletter/unsubscribe', 'newsletterUnsubscribe', {}],
  ['/contact-us', 'contactUs', {}],
  ['/imprint', 'imprint', {}],
  ['/payment', 'payment', {}],
  ['/privacy', 'privacy', {}],
  ['/shipping', 'shipping', {}],
  ['/terms', 'terms', {}],
  ['/videos', 'videos', {}],
  ['/all-seed-banks', 'allSeedBanks', {}],
  ['/ui-page', 'uiPage', {}],
  ['/search', 'search', {}],
  ['/dev/mailbox', 'devMailbox', {}],
  ['/promotions', 'promotions', {}],
  ['/promotions/summer-sale', 'promotion', { slug: 'summer-sale' }],
  ['/promotions/summer-sale/gorilla-glue', 'promotionProduct', { slug: 'summer-sale', product: 'gorilla-glue' }],
  ['/topic', 'topics', {}],
  ['/topic/outdoor-growing', 'topic', { slug: 'outdoor-growing' }],
  ['/blog', 'blog', {}],
  ['/blog/page-2', 'blogPage', { page: '2' }],
  ['/blog/how-to-germinate', 'blogPost', { slug: 'how-to-germinate' }],
  ['/cart/checkout', 'cartCheckout', {}],
  ['/favorites', 'favorites', {}],
  ['/order', 'orderView', {}],
  ['/account', 'account', {}],
  ['/account/favorites', 'accountFavorites', {}],
  ['/account/orders', 'accountOrders', {}],
  ['/account/notifications', 'accountNotifications', {}],
  ['/product-alerts/confirm', 'productAlertConfirm', {}],
  ['/product-alerts/unsubscribe', 'productAlertUnsubscribe', {}],
  ['/account/orders/SS-2026-000123', 'accountOrder', { number: 'SS-2026-000123' }],
  ['/account/subscriptions', 'accountSubscriptions', {}],
  ['/account/comparison-lists', 'accountComparisonLists', {}],
  ['/comparison', 'comparison', {}],
  [
    '/comparison/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde',
    'sharedComparison',
    { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde' },
  ],
  ['/account/comments', 'accountComments', {}],
  ['/top-10-autoflowering', 'topList', { slug: 'autoflowering' }],
  ['/cannabis-seeds', 'catalog', { catalog: 'cannabis-seeds' }],
  ['/cannabis-seeds/feminized', 'category', { catalog: 'cannabis-seeds', category: 'feminized' }],
  [
    '/cannabis-seeds/feminized/amnesia-haze',
    'product',
    { catalog: 'cannabis-seeds', category: 'feminized', product: 'amnesia-haze' },
  ],
];

describe('route registry', () => {
  it.each(shapes)('%s is served by %s', (path, id, params) => {
    expect(routeShapeOf(path)).toEqual({ id, params });
  });

  it('lists every route once, fixed routes before patterned ones before the catalogue', () => {
    const ids = routeTable.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const kinds = routeTable.map((entry) => entry.spec.kind);
    const firstCatalogue = kinds.indexOf('catalogue');
    expect(kinds.slice(firstCatalogue).every((kind) => kind === 'catalogue')).toBe(true);
    expect(ids.slice(firstCatalogue)).toEqual(['product', 'category', 'catalog']);
  });

  it('covers every route of the table with a shape above', () => {
    expect(new Set(shapes.map(([, id]) => id))).toEqual(new Set(routeTable.map((entry) => entry.id)));
  });

  it('never lets a catalogue shape take a fixed two-segment path', () => {
    expect(routeShapeOf('/cart/checkout')?.id).toBe('cartCheckout');
    expect(routeShapeOf('/account/orders')?.id).toBe('accountOrders');
    expect(routeShapeOf('/blog/anything')?.id).toBe('blogPost');
    expect(routeShapeOf('/topic/anything/else')?.id).toBe('product');
  });

  it('marks exactly the three generic shapes as catalogue routes, and they come last', () => {
    const kinds = routeTable.map((entry) => entry.spec.kind);
    // The longest shape first, so `/a/b/c` is a product before it could be anything shorter.
    expect(routeTable.filter((entry) => entry.spec.kind === 'catalogue').map((entry) => entry.id)).toEqual([
      'product',
      'category',
      'catalog',
    ]);
    expect(kinds.slice(-3)).toEqual(['catalogue', 'catalogue', 'catalogue']);
  });

  it('has no shape for paths with more than three segments', () => {
    expect(routeShapeOf('/a/b/c/d')).toBeNull();
  });

  it('validates the parameters of patterned routes', () => {
    const blogPage = routeTable.find((entry) => entry.id === 'blogPage');
    expect(blogPage?.spec.validate?.({ page: '2' })).toBe(true);
    expect(blogPage?.spec.validate?.({ page: '1' })).toBe(false);
    expect(blogPage?.spec.validate?.({ page: '0' })).toBe(false);
    expect(blogPage?.spec.validate?.({ page: '02' })).toBe(false);
    expect(blogPage?.spec.validate?.({ page: 'two' })).toBe(false);
    const topList = routeTable.find((entry) => entry.id === 'topList');
    expect(topList?.spec.validate?.({ slug: 'indoor-strains' })).toBe(true);
    expect(topList?.spec.validate?.({ slug: 'Indoor_Strains' })).toBe(false);
    const order = routeTable.find((entry) => entry.id === 'accountOrder');
    expect(order?.spec.validate?.({ number: 'SS-2026-000123' })).toBe(true);
    expect(order?.spec.validate?.({ number: 'ss-2026-000123' })).toBe(false);
    expect(order?.spec.validate?.({ number: '../invoice.pdf' })).toBe(false);
    const shared = routeTable.find((entry) => entry.id === 'sharedComparison');
    expect(shared?.spec.validate?.({ token: 'A'.repeat(43) })).toBe(true);
    expect(shared?.spec.validate?.({ token: 'A'.repeat(42) })).toBe(false);
    expect(shared?.spec.validate?.({ token: `${'A'.repeat(42)}%` })).toBe(false);
  });
});
