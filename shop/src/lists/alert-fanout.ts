/**
 * Firing product alerts. One set-based statement per product: it fulfils every matching active
 * subscription (`UPDATE … WHERE status = 'active' RETURNING`, so a subscription fires once even
 * when two restocks race: the second waits for the first's row locks and then finds nothing
 * active), writes one mail per fulfilled subscription into the outbox and, for customers, a
 * notification. The mail is rendered once per language with a placeholder where the unsubscribe
 * token goes; the statement puts each subscription's own token in.
 *
 * The unsubscribe token of a fired mail is new: the stored hash is replaced by the hash of
 * `sha256(nonce ‖ subscription id)`, with a random nonce per firing that is never stored, so the
 * raw token exists only in the mail.
 */
import { locales, type Locale } from '@seedshop/locales';
import { localizePath } from '@seedshop/urls';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProductPath } from '../contract/catalogue';
import type { Executor } from '../db/database';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import { loadProductSummaries } from '../catalogue/store/product-cards';
import { queryRows } from '../catalogue/store/query-rows';
import { storefrontLink } from '../mail/links';
import { formatMoney } from '../mail/order-block';
import type { ProductAlertMailKind, RenderMail } from '../ports';
import { productAlertOneClickLink } from './alert-links';

/** Stands for the subscription's unsubscribe token in the mail rendered once per language. */
const TOKEN_PLACEHOLDER = 'ALERTTOKENPLACEHOLDERALERTTOKENPLACEHOLDER';

export interface AlertDeps {
  readonly publicUrl: string;
  readonly render: RenderMail;
  readonly structure: CatalogueStructure;
}

/** The product page in a language, optionally with a pack chosen (`?pack=` of the product page). */
export function productPageLink(publicUrl: string, locale: Locale, path: ProductPath, packSize: number | null): string {
  const page = localizePath(locale, `/${path.catalog[locale]}/${path.category[locale]}/${path.product[locale]}`);
  return `${publicUrl.replace(/\/+$/u, '')}${page}${packSize === null ? '' : `?pack=${packSize}`}`;
}

interface RenderedAlert {
  readonly locale: Locale;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly one_click: string;
}

function renderPerLocale(
  deps: AlertDeps,
  kind: ProductAlertMailKind,
  product: { readonly name: string; readonly path: ProductPath },
  packSize: number | null,
  priceCents: number | null,
): RenderedAlert[] {
  return locales.map((locale) => {
    const message = deps.render(kind, locale, {
      firstName: '',
      link: productPageLink(deps.publicUrl, locale, product.path, packSize),
      unsubscribeLink: storefrontLink(deps.publicUrl, locale, 'productAlertUnsubscribe', TOKEN_PLACEHOLDER),
      product: { name: product.name, packSize, price: priceCents === null ? null : formatMoney(priceCents, locale) },
    });
    return { locale, ...message, one_click: productAlertOneClickLink(deps.publicUrl, TOKEN_PLACEHOLDER) };
  });
}

const countRow = z.object({ fired: z.coerce.number() });

/**
 * The one statement: fulfil what `where` picks among the active subscriptions, mail each, and note
 * it for customers with `details` (a SQL expression over the fired row `f`).
 */
async function fire(
  tx: Executor,
  options: {
    readonly where: ReturnType<typeof sql>;
    readonly mails: readonly RenderedAlert[];
    readonly mailKind: ProductAlertMailKind;
    readonly notificationKind: 'restocked' | 'price-dropped';
    readonly productId: string;
    readonly variantId: string | null;
    readonly details: ReturnType<typeof sql>;
    readonly now: Date;
  },
): Promise<number> {
  const nonce = randomBytes(32).toString('hex');
  const now = options.now.toISOString();
  const token = sql`encode(sha256(convert_to(${nonce} || s.id::text, 'UTF8')), 'hex')`;
  const rows = await queryRows(
    tx,
    sql`
      with fired as (
        update product_subscriptions s
        set status = 'fulfilled',
            fulfilled_at = ${now}::timestamptz,
            unsubscribe_token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')
        where s.status = 'active' and ${options.where}
        returning s.id, s.email, s.locale, s.customer_id, s.baseline_price_cents, ${token} as token
      ),
      mails as (
        insert into outbox ("to", locale, kind, subject, text, html, list_unsubscribe, created_at)
        select f.email, f.locale, ${options.mailKind}, m.subject,
               replace(m.text, ${TOKEN_PLACEHOLDER}, f.token),
               replace(m.html, ${TOKEN_PLACEHOLDER}, f.token),
               replace(m.one_click, ${TOKEN_PLACEHOLDER}, f.token),
               ${now}::timestamptz
        from fired f
        join json_to_recordset(${JSON.stringify(options.mails)}::json)
          as m(locale text, subject text, text text, html text, one_click text)
          on m.locale = f.locale
        order by f.id
      ),
      notes as (
        insert into customer_notifications (customer_id, kind, product_id, variant_id, subscription_id, details, created_at)
        select f.customer_id, ${options.notificationKind}, ${options.productId}, ${options.variantId}, f.id,
               ${options.details}, ${now}::timestamptz
        from fired f
        where f.customer_id is not null
      )
      select count(*) as fired from fired
    `,
    countRow,
  );
  return rows[0]?.fired ?? 0;
}

const packRow = z.object({ product_id: z.string(), pack_size: z.coerce.number(), waiting: z.boolean() });

/**
 * A pack has stock again: every active back-in-stock subscription of it is fulfilled and mailed
 * (with the link to the product page with that pack chosen). Returns how many fired.
 */
export async function fireBackInStock(tx: Executor, deps: AlertDeps, variantId: string, now: Date): Promise<number> {
  const [pack] = await queryRows(
    tx,
    sql`
      select v.product_id, v.pack_size,
             exists (select 1 from product_subscriptions s
                     where s.variant_id = v.id and s.status = 'active') as waiting
      from variants v where v.id = ${variantId} and v.stock > 0
    `,
    packRow,
  );
  if (pack === undefined || !pack.waiting) return 0;
  const [product] = await loadProductSummaries(tx, [pack.product_id], deps.structure, 'en');
  if (product === undefined) return 0;
  return fire(tx, {
    where: sql`s.kind = 'back-in-stock' and s.variant_id = ${variantId}`,
    mails: renderPerLocale(deps, 'back-in-stock', product, pack.pack_size, null),
    mailKind: 'back-in-stock',
    notificationKind: 'restocked',
    productId: pack.product_id,
    variantId,
    details: sql`jsonb_build_object('pack_size', ${pack.pack_size}::int)`,
    now,
  });
}

/**
 * Prices may have fallen: every active price-drop subscription (of `productIds`, or of every
 * product when null) whose baseline is above the product's lowest current price is fulfilled and
 * mailed. Returns how many fired.
 */
export async function firePriceDrops(
  tx: Executor,
  deps: AlertDeps,
  currentPrices: (productIds: readonly string[]) => Promise<Map<string, number>>,
  productIds: readonly string[] | null,
  now: Date,
): Promise<number> {
  const watched = await queryRows(
    tx,
    sql`
      select product_id, max(baseline_price_cents) as highest
      from product_subscriptions
      where kind = 'price-drop' and status = 'active'
        ${productIds === null ? sql`` : sql`and product_id in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))`}
      group by product_id
    `,
    z.object({ product_id: z.string(), highest: z.coerce.number() }),
  );
  if (watched.length === 0) return 0;
  const prices = await currentPrices(watched.map((row) => row.product_id));
  const dropped = watched.filter((row) => {
    const price = prices.get(row.product_id);
    return price !== undefined && price < row.highest;
  });
  if (dropped.length === 0) return 0;
  const products = new Map(
    (
      await loadProductSummaries(
        tx,
        dropped.map((row) => row.product_id),
        deps.structure,
        'en',
      )
    ).map((product) => [product.id, product]),
  );
  let fired = 0;
  for (const row of dropped) {
    const price = prices.get(row.product_id);
    const product = products.get(row.product_id);
    if (price === undefined || product === undefined) continue;
    fired += await fire(tx, {
      where: sql`s.kind = 'price-drop' and s.product_id = ${row.product_id} and s.baseline_price_cents > ${price}`,
      mails: renderPerLocale(deps, 'price-drop', product, null, price),
      mailKind: 'price-drop',
      notificationKind: 'price-dropped',
      productId: row.product_id,
      variantId: null,
      details: sql`jsonb_build_object('old_price_cents', f.baseline_price_cents, 'new_price_cents', ${price}::int)`,
      now,
    });
  }
  return fired;
}
