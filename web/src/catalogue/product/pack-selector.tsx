'use client';

import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Badge } from '@/ui/kit/badge';
import { choiceControlClasses } from '@/ui/kit/field-classes';
import { packTexts } from './pack-display';
import { searchWithPack, stockState } from './pack-options';
import type { PackOption } from './product-view';

const stockClasses = {
  'in-stock': 'text-success-700',
  low: 'text-warning-700',
  'sold-out': 'text-danger-700',
} as const;

/**
 * The price block and the pack sizes. The server renders it with the pack from `?pack=`; choosing
 * another pack updates price, price per seed and stock at once (announced through a polite live
 * region) and writes the choice into the URL with `history.replaceState` — shareable and kept on
 * reload, without a server round trip or a new history entry per click.
 */
export function PackSelector({
  packs,
  initialPackSize,
}: {
  readonly packs: readonly PackOption[];
  readonly initialPackSize: number;
}) {
  const intl = useIntl();
  const id = useId();
  const [packSize, setPackSize] = useState(initialPackSize);
  const current = packs.find((pack) => pack.packSize === packSize) ?? packs[0];
  if (current === undefined) return null;
  const texts = packTexts(intl, current);
  const state = stockState(current);

  const choose = (size: number) => {
    setPackSize(size);
    window.history.replaceState(window.history.state, '', searchWithPack(window.location.search, size));
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-1">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span
              data-testid="product-price"
              className={clsx(
                'text-3xl font-bold tabular-nums',
                texts.originalPrice === null ? 'text-ink-900' : 'text-danger-700',
              )}
            >
              {texts.price}
            </span>
            {texts.originalPrice !== null && (
              <>
                <span className="sr-only">{texts.originalPriceLabel}</span>
                <s
                  aria-hidden="true"
                  data-testid="product-original-price"
                  className="text-lg text-ink-600 tabular-nums"
                >
                  {texts.originalPrice}
                </s>
              </>
            )}
          </p>
          <p data-testid="price-per-seed" className="text-sm text-ink-700 tabular-nums">
            {texts.perSeed}
          </p>
          <p data-testid="stock-state" className={clsx('text-sm font-semibold', stockClasses[state.kind])}>
            {texts.stock}
          </p>
        </div>
        <p className="mt-1 text-xs text-ink-600">{intl.formatMessage({ id: 'kit.price.taxNote' })}</p>
      </div>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-ink-900">
          {intl.formatMessage({ id: 'product.pack.legend' })}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {packs.map((pack) => {
            const option = packTexts(intl, pack);
            const optionId = `${id}-pack-${pack.packSize}`;
            return (
              <label
                key={pack.id}
                htmlFor={optionId}
                className={clsx(
                  'flex items-start gap-3 rounded-lg border p-3 transition-colors has-checked:border-brand-700 has-checked:bg-brand-50',
                  option.soldOut
                    ? 'cursor-not-allowed border-ink-200 bg-ink-50'
                    : 'cursor-pointer border-ink-300 hover:border-ink-500',
                )}
              >
                <input
                  id={optionId}
                  type="radio"
                  name="pack"
                  value={pack.packSize}
                  checked={pack.packSize === current.packSize}
                  disabled={option.soldOut}
                  onChange={() => choose(pack.packSize)}
                  aria-labelledby={`${optionId}-size`}
                  aria-describedby={`${optionId}-details`}
                  className={choiceControlClasses(false)}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span
                    id={`${optionId}-size`}
                    className={clsx('font-semibold', option.soldOut ? 'text-ink-600' : 'text-ink-900')}
                  >
                    {option.size}
                  </span>
                  <span
                    id={`${optionId}-details`}
                    className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-700"
                  >
                    <span className="font-medium tabular-nums">{option.price}</span>
                    {option.originalPrice !== null && (
                      <>
                        <span className="sr-only">{option.originalPriceLabel}</span>
                        <s aria-hidden="true" className="text-ink-600 tabular-nums">
                          {option.originalPrice}
                        </s>
                      </>
                    )}
                    <span className="tabular-nums">{option.perSeed}</span>
                    {option.saving !== null && !option.soldOut && <Badge variant="success">{option.saving}</Badge>}
                    {option.soldOut && <Badge variant="danger">{option.stock}</Badge>}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
