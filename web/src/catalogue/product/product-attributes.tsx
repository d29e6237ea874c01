import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { attributeRows } from './attribute-rows';
import type { ProductView } from './product-view';

/** The strain's data sheet: a two-column table with row headers, values already translated. */
export function ProductAttributes({ locale, product }: { readonly locale: Locale; readonly product: ProductView }) {
  const intl = getIntl(locale);
  const rows = attributeRows(intl, product.attributes);
  return (
    <section aria-labelledby="product-attributes" className="flex flex-col gap-4">
      <h2 id="product-attributes" className="text-2xl font-semibold text-ink-900">
        {intl.formatMessage({ id: 'product.attributes.heading' })}
      </h2>
      <div className="overflow-x-auto rounded-[var(--radius-card)] border border-ink-200">
        <table className="kit-sheet">
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                <td>
                  {typeof row.value === 'string' ? (
                    row.value
                  ) : (
                    <ul className="flex flex-col gap-1">
                      {row.value.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'product.attr.seedBank' })}</th>
              <td>
                <Link
                  href={pathTo(locale, 'catalog', { catalog: product.seedBank.slug })}
                  className="rounded-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {product.seedBank.name}
                </Link>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
