'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { useHydrated } from '@/ui/use-hydrated';
import { notify } from '@/ui/toast/notify';
import { comparisonActions, useComparisonState } from './comparison-store';

/**
 * "Compare" on a product card or page: adds the product to the shopper's comparison or takes it
 * out again (a pressed toggle). The compare tray shows the result and announces it; a refusal
 * (the comparison is full) is a toast with the shop's message.
 */
export function CompareToggle({
  productId,
  productName,
  size = 'sm',
}: {
  readonly productId: string;
  readonly productName: string;
  readonly size?: 'sm' | 'md';
}) {
  // A press before hydration would do nothing: the button waits for its handler.
  const hydrated = useHydrated();
  const intl = useIntl();
  const state = useComparisonState();
  const [busy, setBusy] = useState(false);
  const compared = state.phase === 'ready' && state.comparison.products.some((product) => product.id === productId);
  const messages = {
    network: intl.formatMessage({ id: 'form.error.network' }),
    unexpected: intl.formatMessage({ id: 'comparison.error.load' }),
  };

  const toggle = async () => {
    setBusy(true);
    try {
      const result = compared
        ? await comparisonActions.remove(messages, productId)
        : await comparisonActions.add(messages, productId);
      if (!result.ok) notify.error(result.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={compared ? 'primary' : 'secondary'}
      size={size}
      icon={compared ? 'lucide:check' : 'lucide:git-compare'}
      loading={busy || state.phase === 'loading'}
      disabled={!hydrated}
      aria-pressed={compared}
      aria-label={intl.formatMessage({ id: 'comparison.toggle.named' }, { name: productName })}
      onClick={() => void toggle()}
    >
      {intl.formatMessage({ id: 'comparison.toggle.label' })}
    </Button>
  );
}
