import type { CartLineWire, CartWire } from '@seedshop/shop/contract';
import { cartLineChangeKeys } from '@seedshop/shop/order-keys';
import type { Locale } from '@seedshop/locales';
import { pathTo } from '@/routing/paths';
import {
  array,
  boolean,
  integer,
  literal,
  nullable,
  number,
  object,
  oneOf,
  readWire,
  record,
  string,
  uuid,
} from '@/shop-client/wire-reader';

/** Why the cart draws attention to a line (price changed, quantity lowered, sold out, gone). */
export type CartLineChange = (typeof cartLineChangeKeys)[number];

/** One line of the cart as the storefront shows it; money in integer euro cents, gross. */
export interface CartLine {
  readonly id: string;
  readonly variantId: string;
  readonly productId: string;
  readonly productName: string;
  readonly seedBank: { readonly slug: string; readonly name: string };
  /** The product's catalog, category and product slugs per language. */
  readonly path: {
    readonly catalog: Readonly<Record<string, string>>;
    readonly category: Readonly<Record<string, string>>;
    readonly product: Readonly<Record<string, string>>;
  };
  readonly image: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number };
  readonly packSize: number;
  readonly quantity: number;
  /** The most this line may hold now; 0 when sold out. */
  readonly maxQuantity: number;
  readonly inStock: boolean;
  readonly originalUnitPriceCents: number;
  readonly unitPriceCents: number;
  readonly lineTotalCents: number;
  readonly savingCents: number;
  readonly discount: { readonly id: string; readonly name: string; readonly badge: string } | null;
  readonly changes: readonly CartLineChange[];
}

export interface CartShipping {
  readonly country: string;
  readonly costCents: number;
  readonly freeThresholdCents: number;
  readonly remainingToFreeCents: number;
}

/** The whole cart as the shop's price engine computed it: nothing is priced in the browser. */
export interface Cart {
  readonly lines: readonly CartLine[];
  /** Free packs a promotion adds once the goods reach its threshold. */
  readonly gifts: readonly {
    readonly ruleId: string;
    readonly name: string;
    readonly productName: string;
    readonly packSize: number;
  }[];
  readonly coupon: {
    readonly code: string;
    readonly name: string;
    readonly valid: boolean;
    readonly savingCents: number;
  } | null;
  readonly discounts: readonly { readonly id: string; readonly name: string; readonly savingCents: number }[];
  readonly itemCount: number;
  readonly subtotalCents: number;
  readonly savingCents: number;
  readonly goodsTotalCents: number;
  readonly vatCents: number;
  readonly vatRatePercent: number;
  readonly shippingCountry: string | null;
  readonly shipping: CartShipping | null;
  readonly totalCents: number;
  readonly notices: readonly { readonly code: string; readonly message: string }[];
  readonly limits: { readonly maxQuantityPerLine: number; readonly maxLines: number };
}

function lineFromWire(wire: CartLineWire): CartLine {
  return {
    id: wire.id,
    variantId: wire.variant_id,
    productId: wire.product_id,
    productName: wire.product_name,
    seedBank: { slug: wire.seed_bank.slug, name: wire.seed_bank.name },
    path: { catalog: wire.path.catalog, category: wire.path.category, product: wire.path.product },
    image: { url: wire.image.url, alt: wire.image.alt, width: wire.image.width, height: wire.image.height },
    packSize: wire.pack_size,
    quantity: wire.quantity,
    maxQuantity: wire.max_quantity,
    inStock: wire.in_stock,
    originalUnitPriceCents: wire.original_unit_price_cents,
    unitPriceCents: wire.unit_price_cents,
    lineTotalCents: wire.line_total_cents,
    savingCents: wire.saving_cents,
    discount:
      wire.discount === null ? null : { id: wire.discount.id, name: wire.discount.name, badge: wire.discount.badge },
    changes: wire.changes,
  };
}

/** The wire mapper of the cart, field by field. */
export function cartFromWire(wire: CartWire): Cart {
  return {
    lines: wire.lines.map(lineFromWire),
    gifts: wire.gifts.map((gift) => ({
      ruleId: gift.rule_id,
      name: gift.name,
      productName: gift.product_name,
      packSize: gift.pack_size,
    })),
    coupon:
      wire.coupon === null
        ? null
        : {
            code: wire.coupon.code,
            name: wire.coupon.name,
            valid: wire.coupon.valid,
            savingCents: wire.coupon.saving_cents,
          },
    discounts: wire.discounts.map((discount) => ({
      id: discount.id,
      name: discount.name,
      savingCents: discount.saving_cents,
    })),
    itemCount: wire.item_count,
    subtotalCents: wire.subtotal_cents,
    savingCents: wire.saving_cents,
    goodsTotalCents: wire.goods_total_cents,
    vatCents: wire.vat_cents,
    vatRatePercent: wire.vat_rate_percent,
    shippingCountry: wire.shipping_country,
    shipping:
      wire.shipping === null
        ? null
        : {
            country: wire.shipping.country,
            costCents: wire.shipping.cost_cents,
            freeThresholdCents: wire.shipping.free_threshold_cents,
            remainingToFreeCents: wire.shipping.remaining_to_free_cents,
          },
    totalCents: wire.total_cents,
    notices: wire.notices.map((notice) => ({ code: notice.code, message: notice.message })),
    limits: { maxQuantityPerLine: wire.limits.max_quantity_per_line, maxLines: wire.limits.max_lines },
  };
}

const slugs = record(string);

/** The contract's cart, read without Zod: the header's cart button and the first "Add to cart" load this. */
export const cartReader = object<CartWire>({
  id: nullable(uuid),
  currency: literal('EUR'),
  lines: array(
    object<CartLineWire>({
      id: uuid,
      variant_id: string,
      product_id: string,
      product_name: string,
      seed_bank: object({ slug: string, name: string }),
      path: object({ catalog: slugs, category: slugs, product: slugs }),
      image: object({ url: string, alt: string, width: integer, height: integer }),
      pack_size: integer,
      quantity: integer,
      max_quantity: integer,
      in_stock: boolean,
      original_unit_price_cents: integer,
      unit_price_cents: integer,
      line_total_cents: integer,
      saving_cents: integer,
      discount: nullable(object({ id: string, name: string, badge: string, coupon: boolean })),
      changes: array(oneOf(cartLineChangeKeys)),
    }),
  ),
  gifts: array(
    object({
      rule_id: string,
      name: string,
      product_id: string,
      product_name: string,
      variant_id: string,
      pack_size: integer,
      threshold_cents: integer,
    }),
  ),
  coupon: nullable(object({ code: string, name: string, valid: boolean, saving_cents: integer })),
  discounts: array(object({ id: string, name: string, saving_cents: integer })),
  item_count: integer,
  subtotal_cents: integer,
  saving_cents: integer,
  goods_total_cents: integer,
  vat_cents: integer,
  vat_rate_percent: number,
  shipping_country: nullable(string),
  shipping: nullable(
    object({ country: string, cost_cents: integer, free_threshold_cents: integer, remaining_to_free_cents: integer }),
  ),
  total_cents: integer,
  notices: array(object({ code: string, message: string })),
  limits: object({ max_quantity_per_line: integer, max_lines: integer }),
});

/**
 * A cart answer (the wire body, as the server client and `callShop` hand it over) checked against
 * the contract's cart type and mapped, or null: the shape of a cart is defined once, by the shop.
 */
export function readCart(body: unknown): Cart | null {
  return readWire(cartReader, body, cartFromWire);
}

/** The product page of a line in the given language, or null when the shop gave no slugs for it. */
export function linePath(line: CartLine, locale: Locale): string | null {
  const catalog = line.path.catalog[locale];
  const category = line.path.category[locale];
  const product = line.path.product[locale];
  return catalog && category && product ? pathTo(locale, 'product', { catalog, category, product }) : null;
}
