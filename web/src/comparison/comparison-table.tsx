'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useId, useMemo, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { CardAddToCart } from '@/cart/cart-islands';
import { productPath } from '@/catalogue/catalogue-paths';
import { Icon } from '@/ui/icon/icon';
import type { ComparisonProduct } from './comparison-model';
import { comparisonRows, type ComparisonCell } from './comparison-rows';

interface ComparisonTableProps {
  readonly locale: Locale;
  readonly products: readonly ComparisonProduct[];
  /** The shopper's own comparison: a remove button per column. Absent on a shared, read-only list. */
  readonly onRemove?: (product: ComparisonProduct) => void;
  /** The product whose removal is under way. */
  readonly removing?: string | null;
}

function CellText({ cell }: { readonly cell: ComparisonCell }) {
  return typeof cell.text === 'string' ? (
    <span>{cell.text}</span>
  ) : (
    <ul className="flex flex-col gap-0.5">
      {cell.text.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Attribute rows × product columns. The attribute column stays in place while the products scroll
 * sideways (a phone shows one or two columns at a time); best values carry a labelled mark, not a
 * colour alone; "show only differences" hides the rows where every product says the same.
 */
export function ComparisonTable({ locale, products, onRemove, removing = null }: ComparisonTableProps) {
  const intl = useIntl();
  const toggleId = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const rows = useMemo(() => comparisonRows(intl, products), [intl, products]);
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const bestLabel = intl.formatMessage({ id: 'comparison.best' });
  const stickyCell = 'sticky left-0 z-10 bg-white shadow-[1px_0_0_var(--color-ink-200)]';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
            className="size-5 rounded border-ink-400 text-brand-700 focus:ring-brand-600"
          />
          <label htmlFor={toggleId} className="text-sm font-medium text-ink-800">
            {intl.formatMessage({ id: 'comparison.onlyDifferences' })}
          </label>
        </div>
        <p className="flex items-center gap-1 text-sm text-ink-700">
          <Icon name="lucide:trophy" className="text-brand-700" />
          {intl.formatMessage({ id: 'comparison.bestLegend' })}
        </p>
      </div>
      <div
        role="region"
        aria-labelledby={`${toggleId}-caption`}
        // Focusable so keyboard users can scroll the columns (a scrollable region must be reachable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-[var(--radius-card)] border border-ink-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-max min-w-full border-collapse text-left text-sm">
          <caption id={`${toggleId}-caption`} className="sr-only">
            {intl.formatMessage({ id: 'comparison.caption' }, { count: products.length })}
          </caption>
          <thead>
            <tr className="border-b border-ink-200 align-top">
              <td className={`${stickyCell} w-32 min-w-32 p-3 sm:w-48 sm:min-w-48`} />
              {products.map((product) => (
                <th key={product.id} scope="col" className="w-44 min-w-44 p-3 font-normal sm:w-56 sm:min-w-56">
                  <div className="flex flex-col gap-2">
                    {/* Plain <img>: the shop serves small SVG illustrations. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={product.imageUrl}
                      alt=""
                      width={160}
                      height={160}
                      className="aspect-square w-full max-w-40 rounded-md bg-ink-50 object-cover"
                    />
                    <Link
                      href={productPath(locale, product.path)}
                      className="font-semibold text-ink-900 underline-offset-2 hover:text-brand-700 hover:underline"
                    >
                      {product.name}
                    </Link>
                    <div className="flex flex-wrap gap-2">
                      {product.inStock && (
                        <CardAddToCart productSlug={product.path.product[locale]} productName={product.name} />
                      )}
                      {onRemove !== undefined && (
                        <button
                          type="button"
                          onClick={() => onRemove(product)}
                          disabled={removing === product.id}
                          aria-label={intl.formatMessage({ id: 'comparison.remove.named' }, { name: product.name })}
                          className="inline-flex min-h-8 items-center gap-1 rounded-full border border-ink-300 px-3 text-sm text-ink-800 hover:bg-ink-50"
                        >
                          <Icon name="lucide:x" />
                          {intl.formatMessage({ id: 'comparison.remove' })}
                        </button>
                      )}
                    </div>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {shown.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className={`${stickyCell} p-3 font-medium text-ink-700`}>
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={products[index]?.id ?? index}
                    className={cell.best ? 'bg-brand-50 p-3 font-semibold text-ink-900' : 'p-3 text-ink-900'}
                  >
                    <CellText cell={cell} />
                    {cell.best && (
                      <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-brand-800">
                        <Icon name="lucide:trophy" />
                        {bestLabel}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length === 0 && (
        <p className="text-sm text-ink-700">{intl.formatMessage({ id: 'comparison.noDifferences' })}</p>
      )}
    </div>
  );
}
