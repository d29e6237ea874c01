'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { buttonClasses } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import type { ComparisonProduct } from './comparison-model';
import { comparisonActions, useComparisonState } from './comparison-store';

/** What changed between two comparisons, for the polite announcement. */
export function comparisonChange(
  before: readonly ComparisonProduct[],
  after: readonly ComparisonProduct[],
): { readonly added: string[]; readonly removed: string[] } {
  const beforeIds = new Set(before.map((product) => product.id));
  const afterIds = new Set(after.map((product) => product.id));
  return {
    added: after.filter((product) => !beforeIds.has(product.id)).map((product) => product.name),
    removed: before.filter((product) => !afterIds.has(product.id)).map((product) => product.name),
  };
}

/**
 * The compare tray: a bar fixed to the bottom of every page while the comparison holds products —
 * their thumbnails with a remove button each, and the way to the comparison page. Changes are
 * announced politely; the comparison page itself has no tray.
 */
export function CompareTray({ locale }: { readonly locale: Locale }) {
  const intl = useIntl();
  const pathname = usePathname();
  const state = useComparisonState();
  const products = state.phase === 'ready' ? state.comparison.products : [];
  const max = state.phase === 'ready' ? state.comparison.maxProducts : 0;
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const previous = useRef<readonly ComparisonProduct[] | null>(null);

  useEffect(() => {
    if (state.phase !== 'ready') return;
    const before = previous.current;
    previous.current = state.comparison.products;
    if (before === null) return;
    const { added, removed } = comparisonChange(before, state.comparison.products);
    const parts = [
      ...added.map((name) => intl.formatMessage({ id: 'comparison.tray.added' }, { name })),
      ...removed.map((name) => intl.formatMessage({ id: 'comparison.tray.removed' }, { name })),
    ];
    if (parts.length > 0) {
      parts.push(intl.formatMessage({ id: 'comparison.tray.count' }, { count: state.comparison.products.length }));
      setAnnouncement(parts.join(' '));
    }
  }, [state, intl]);

  const comparisonPath = pathTo(locale, 'comparison');
  const onComparisonPage = pathname === comparisonPath;
  const visible = products.length > 0 && !onComparisonPage;
  const messages = {
    network: intl.formatMessage({ id: 'form.error.network' }),
    unexpected: intl.formatMessage({ id: 'comparison.error.load' }),
  };

  const remove = async (product: ComparisonProduct) => {
    setBusy(product.id);
    try {
      const result = await comparisonActions.remove(messages, product.id);
      if (!result.ok) notify.error(result.message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div aria-live="polite" role="status" className="sr-only">
        {announcement}
      </div>
      {visible && (
        <>
          {/* Keeps the end of the page reachable above the fixed bar. */}
          <div aria-hidden className="h-24" />
          <section
            aria-labelledby="compare-tray-heading"
            className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white/95 shadow-card backdrop-blur"
          >
            <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
              <h2 id="compare-tray-heading" className="shrink-0 text-sm font-semibold text-ink-900">
                {intl.formatMessage({ id: 'comparison.tray.heading' }, { count: products.length, max })}
              </h2>
              <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto py-1">
                {products.map((product) => (
                  <li key={product.id} className="relative shrink-0">
                    {/* Plain <img>: the shop serves small SVG illustrations. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={product.imageUrl}
                      alt={product.name}
                      title={product.name}
                      width={48}
                      height={48}
                      className="size-12 rounded-md border border-ink-200 bg-ink-50 object-cover"
                    />
                    <button
                      type="button"
                      onClick={() => void remove(product)}
                      disabled={busy === product.id}
                      aria-label={intl.formatMessage({ id: 'comparison.remove.named' }, { name: product.name })}
                      className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-700 hover:bg-ink-50"
                    >
                      <Icon name="lucide:x" size={14} />
                    </button>
                  </li>
                ))}
              </ul>
              <Link href={comparisonPath} className={buttonClasses({ size: 'sm', className: 'shrink-0' })}>
                {intl.formatMessage({ id: 'comparison.tray.open' })}
              </Link>
            </div>
          </section>
        </>
      )}
    </>
  );
}
