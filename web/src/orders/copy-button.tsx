'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';

/** Copies a value (an IBAN, a Bitcoin address) to the clipboard and says so, next to the value. */
export function CopyButton({ value, what }: { readonly value: string; readonly what: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="secondary"
        icon="lucide:copy"
        aria-label={intl.formatMessage({ id: 'orders.copy.label' }, { what })}
        onClick={() => void copy()}
      >
        {intl.formatMessage({ id: 'orders.copy' })}
      </Button>
      <span role="status" className="text-sm text-ink-700">
        {state === 'copied' && intl.formatMessage({ id: 'orders.copied' })}
        {state === 'failed' && intl.formatMessage({ id: 'orders.copyFailed' })}
      </span>
    </span>
  );
}
