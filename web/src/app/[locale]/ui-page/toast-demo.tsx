'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';

const LOADING_TOAST_ID = 'ui-page-loading';

/**
 * The toasts with a kind of their own: each one's button, `notify` call and messages share its
 * name, so they are listed once. The plain and the loading toast behave differently and stay apart.
 */
const toastKinds = [
  { kind: 'info', icon: 'lucide:info' },
  { kind: 'success', icon: 'lucide:circle-check' },
  { kind: 'warning', icon: 'lucide:triangle-alert' },
  { kind: 'error', icon: 'lucide:circle-x' },
] as const;

/**
 * Fires every kind of toast. The loading toast stays until "Finish" replaces it with a success
 * toast; its fixed id keeps repeated clicks from stacking several spinners.
 */
export function ToastDemo() {
  const intl = useIntl();
  const [loading, setLoading] = useState(false);
  // The buttons only act through scripts: until they run, a press would do nothing.
  const hydrated = useHydrated();
  const t = intl.formatMessage;
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="secondary"
        disabled={!hydrated}
        onClick={() => notify.message(t({ id: 'uiPage.toast.message.default' }))}
      >
        {t({ id: 'uiPage.toast.default' })}
      </Button>
      {toastKinds.map(({ kind, icon }) => (
        <Button
          key={kind}
          variant="secondary"
          icon={icon}
          disabled={!hydrated}
          onClick={() => notify[kind](t({ id: `uiPage.toast.message.${kind}` }))}
        >
          {t({ id: `uiPage.toast.${kind}` })}
        </Button>
      ))}
      <Button
        variant="secondary"
        loading={loading}
        disabled={!hydrated}
        onClick={() => {
          notify.loading(t({ id: 'uiPage.toast.message.loading' }), { toastId: LOADING_TOAST_ID });
          setLoading(true);
        }}
      >
        {t({ id: 'uiPage.toast.loading' })}
      </Button>
      <Button
        disabled={!loading}
        onClick={() => {
          notify.done(LOADING_TOAST_ID);
          notify.success(t({ id: 'uiPage.toast.message.done' }));
          setLoading(false);
        }}
      >
        {t({ id: 'uiPage.toast.finish' })}
      </Button>
    </div>
  );
}
