'use client';

import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { pathTo } from '@/routing/paths';
import { Button, buttonClasses } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import type { ComparisonProduct } from './comparison-model';
import { comparisonActions, useComparisonState } from './comparison-store';
import { ComparisonTable } from './comparison-table';
import { SaveComparisonForm } from './save-comparison-form';
import { hasSessionHint } from '@/shop-client/cookie-hints';

const noSubscription = () => () => undefined;

/** The comparison page's content: the shopper's comparison, loaded in the browser (the page is the same for all). */
export function ComparisonPage({ locale, catalogHref }: { readonly locale: Locale; readonly catalogHref: string }) {
  const intl = useIntl();
  const state = useComparisonState({ force: true });
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSessionHint(document.cookie),
    () => false,
  );
  const [removing, setRemoving] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const messages = {
    network: intl.formatMessage({ id: 'form.error.network' }),
    unexpected: intl.formatMessage({ id: 'comparison.error.load' }),
  };

  const remove = async (product: ComparisonProduct) => {
    setRemoving(product.id);
    try {
      const result = await comparisonActions.remove(messages, product.id);
      if (!result.ok) notify.error(result.message);
    } finally {
      setRemoving(null);
    }
  };

  const clear = async () => {
    setClearing(true);
    try {
      const result = await comparisonActions.clear(messages);
      if (!result.ok) notify.error(result.message);
    } finally {
      setClearing(false);
    }
  };

  if (state.phase === 'idle' || state.phase === 'loading') {
    return (
      <p role="status" className="text-ink-700">
        {intl.formatMessage({ id: 'comparison.loading' })}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p role="alert" className="text-danger-700">
        {intl.formatMessage({ id: 'comparison.error.load' })}
      </p>
    );
  }
  const { products, maxProducts } = state.comparison;
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-ink-700">{intl.formatMessage({ id: 'comparison.empty' })}</p>
        <Link href={catalogHref} className={buttonClasses()}>
          {intl.formatMessage({ id: 'comparison.browse' })}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-700">
          {intl.formatMessage({ id: 'comparison.count' }, { count: products.length, max: maxProducts })}
        </p>
        <Button variant="ghost" size="sm" icon="lucide:trash-2" loading={clearing} onClick={() => void clear()}>
          {intl.formatMessage({ id: 'comparison.clear' })}
        </Button>
      </div>
      <ComparisonTable
        locale={locale}
        products={products}
        onRemove={(product) => void remove(product)}
        removing={removing}
      />
      {signedIn ? (
        <SaveComparisonForm locale={locale} />
      ) : (
        <p className="text-sm text-ink-700">
          {intl.formatMessage(
            { id: 'comparison.save.signIn' },
            {
              link: (text) => (
                <Link
                  href={`${pathTo(locale, 'login')}?return_to=${encodeURIComponent(pathTo(locale, 'comparison'))}`}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {text}
                </Link>
              ),
            },
          )}
        </p>
      )}
    </div>
  );
}
