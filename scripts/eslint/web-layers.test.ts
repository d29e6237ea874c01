import { describe, expect, it } from 'vitest';
import { layerViolation } from './web-layers.mjs';

describe('web layers', () => {
  it.each([
    ['routing/resolve.ts', '@/catalogue/catalogue-resolver'],
    ['ui/shell/account-entry.tsx', '../../content/pages/shell/header-nav'],
    ['shop-client/customer.server.ts', '@/auth/auth-page'],
    ['catalogue/product/product-page.tsx', '@/content/blocks/page-blocks'],
    ['content/pages/home/home-content.tsx', '../../../catalogue/product/product-view'],
    ['catalogue/listing/listing-view.tsx', '@/site/header'],
    ['seo/json-ld.ts', '@/app/layout'],
    ['content/blocks/product-lookup.ts', '@/catalogue/testing/catalogue-fixtures'],
    ['checkout/checkout-form.tsx', '@/cart/testing/cart-fixtures'],
    ['cart/cart-page.tsx', '@/checkout/sections/contact'],
    ['routing/registry.ts', '@/checkout/checkout-model'],
    ['orders/order-detail.tsx', '@/cart/testing/cart-fixtures'],
    ['ui/shell/account-layout.tsx', '@/orders/order-labels'],
    ['comparison/comparison-rows.ts', '@/catalogue/product/attribute-rows'],
    ['ui/kit/product-card.tsx', '@/favourites/favourite-islands'],
    ['ui/shell/account-menu.tsx', '@/my-comments/my-comment-model'],
  ])('refuses %s → %s', (importer, specifier) => {
    expect(layerViolation(importer, specifier)).not.toBeNull();
  });

  it.each([
    ['routing/resolve.ts', './registry'],
    ['routing/switch-locale.ts', '@/ui/kit/breadcrumbs'],
    ['catalogue/product/product-page.tsx', '@/seo/json-ld-script'],
    ['catalogue/product/product-page.tsx', '../listing/listing-view'],
    ['content/blocks/product-card-list.tsx', '@/catalogue/listing-product-card'],
    ['content/pages/info/info-page.tsx', '@/contact/contact-form-island'],
    ['site/header.tsx', '@/content/pages/shell/header-nav'],
    ['app/[locale]/layout.tsx', '@/site/footer'],
    ['proxy.ts', '@/site/redirect-sources'],
    ['catalogue/catalogue-api.ts', '@seedshop/shop/contract'],
    ['content/blocks/product-lookup.test.ts', '@/catalogue/testing/catalogue-fixtures'],
    ['checkout/checkout-form.tsx', '@/cart/cart-store'],
    ['checkout/checkout-form.tsx', '@/address/address-fields'],
    ['checkout/checkout-form.test.tsx', '@/cart/testing/cart-fixtures'],
    ['app/[locale]/cart/checkout/page.tsx', '@/checkout/checkout-form'],
    ['orders/reorder-button.tsx', '@/cart/cart-store'],
    ['my-comments/my-comment-item.tsx', '@/reviews/review-fields'],
    ['orders/order-address.tsx', '@/address/countries'],
    ['orders/reorder-outcome.test.ts', '@/cart/testing/cart-fixtures'],
    ['app/[locale]/account/orders/page.tsx', '@/orders/order-list'],
    ['catalogue/product/product-summary.tsx', '@/comparison/comparison-islands'],
    ['comparison/comparison-table.tsx', '@/cart/cart-islands'],
    ['catalogue/listing-product-card.tsx', '@/favourites/favourite-islands'],
    ['favourites/favourites-list.tsx', '@/cart/use-cart-actions'],
    ['app/[locale]/account/favorites/page.tsx', '@/favourites/favourites-page'],
    ['catalogue/product/product-summary.tsx', '@/subscriptions/subscription-islands'],
  ])('allows %s → %s', (importer, specifier) => {
    expect(layerViolation(importer, specifier)).toBeNull();
  });
});
