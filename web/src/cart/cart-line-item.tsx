'use client';

import type { Locale } from '@seedshop/locales';
import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import { useIntl } from '@/i18n/client-intl';
import { Badge } from '@/ui/kit/badge';
import { formatPrice } from '@/ui/kit/format-price';
import { Price } from '@/ui/kit/price';
import { linePath, type CartLine } from './cart-model';
import { QuantityStepper } from './quantity-stepper';
import type { CartEditor } from './use-cart-editor';

const changeMessages = {
  'price-changed': 'cart.change.price-changed',
  'quantity-lowered': 'cart.change.quantity-lowered',
  'sold-out': 'cart.change.sold-out',
  unavailable: 'cart.change.unavailable',
} as const;

/**
 * One line of the cart: photo, name, pack size, what changed, quantity, price. `compact` is the
 * mini cart's row (line total only); `full` is the cart page's, with unit price and saving.
 */
export function CartLineItem({
  locale,
  line,
  editor,
  layout,
}: {
  readonly locale: Locale;
  readonly line: CartLine;
  readonly editor: CartEditor;
  readonly layout: 'compact' | 'full';
}) {
  const intl = useIntl();
  const name = line.productName;
  const href = linePath(line, locale);
  const quantity = editor.quantityOf(line);
  const removing = editor.isRemoving(line);
  const discounted = line.unitPriceCents < line.originalUnitPriceCents;
  const price = (cents: number) => formatPrice(cents, intl.locale);

  return (
    <li
      aria-busy={removing || undefined}
      data-testid="cart-line"
      className={clsx('flex gap-3 py-4', removing && 'opacity-60')}
    >
      {/* Plain <img>: the shop serves small SVG illustrations that need no resizing pipeline. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={line.image.url}
        alt=""
        width={line.image.width}
        height={line.image.height}
        loading="lazy"
        className={clsx('shrink-0 rounded-md bg-ink-50 object-cover', layout === 'full' ? 'size-24' : 'size-16')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{line.seedBank.name}</p>
            <p className="font-semibold text-ink-900">
              {href === null ? (
                name
              ) : (
                <Link href={href} className="rounded-sm hover:underline">
                  {name}
                </Link>
              )}
            </p>
            <p className="text-sm text-ink-700" data-testid="cart-line-pack">
              {intl.formatMessage({ id: 'product.pack.seeds' }, { count: line.packSize })}
            </p>
            {line.discount !== null && (
              <Badge variant="sale" className="mt-1">
                {line.discount.badge || line.discount.name}
              </Badge>
            )}
          </div>
          <div className="shrink-0 text-right" data-testid="cart-line-total">
            {line.savingCents > 0 ? (
              <Price
                intl={intl}
                variant="sale"
                amount={line.lineTotalCents}
                was={line.lineTotalCents + line.savingCents}
                taxNote={false}
                size="sm"
              />
            ) : (
              <Price intl={intl} amount={line.lineTotalCents} taxNote={false} size="sm" />
            )}
          </div>
        </div>

        {layout === 'full' && (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
            <div className="flex gap-1">
              <dt>{intl.formatMessage({ id: 'cart.line.unitPrice' })}</dt>
              <dd className="tabular-nums" data-testid="cart-line-unit-price">
                {discounted && (
                  <>
                    <s className="mr-1 text-ink-600">
                      <span className="sr-only">
                        {intl.formatMessage({ id: 'kit.price.was' }, { price: price(line.originalUnitPriceCents) })}
                      </span>
                      <span aria-hidden="true">{price(line.originalUnitPriceCents)}</span>
                    </s>{' '}
                  </>
                )}
                <span className={clsx(discounted && 'font-semibold text-danger-700')}>
                  {price(line.unitPriceCents)}
                </span>
              </dd>
            </div>
            {line.savingCents > 0 && (
              <div className="text-success-700">
                <dt className="sr-only">{intl.formatMessage({ id: 'cart.savings' })}</dt>
                <dd>{intl.formatMessage({ id: 'cart.line.saving' }, { amount: price(line.savingCents) })}</dd>
              </div>
            )}
          </dl>
        )}

        {line.changes.length > 0 && (
          <ul className="flex flex-col gap-0.5 text-sm font-medium text-warning-700">
            {line.changes.map((change) => (
              <li key={change}>{intl.formatMessage({ id: changeMessages[change] })}</li>
            ))}
          </ul>
        )}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={quantity}
            max={Math.max(1, line.maxQuantity)}
            onChange={(next) => editor.changeQuantity(line, next)}
            label={intl.formatMessage({ id: 'cart.line.quantityOf' }, { name })}
            decreaseLabel={intl.formatMessage({ id: 'cart.line.decrease' }, { name })}
            increaseLabel={intl.formatMessage({ id: 'cart.line.increase' }, { name })}
            disabled={line.maxQuantity === 0}
            size="sm"
          />
          {line.maxQuantity > 0 && quantity >= line.maxQuantity && (
            <span className="text-sm text-ink-600">
              {intl.formatMessage({ id: 'cart.line.maxReached' }, { max: line.maxQuantity })}
            </span>
          )}
          <button
            type="button"
            onClick={() => void editor.removeLine(line)}
            aria-label={intl.formatMessage({ id: 'cart.line.removeNamed' }, { name })}
            className="rounded-md px-2 py-1 text-sm font-medium text-ink-700 underline hover:text-danger-700"
          >
            {intl.formatMessage({ id: 'cart.line.remove' })}
          </button>
        </div>
      </div>
    </li>
  );
}
