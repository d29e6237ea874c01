'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';

const LOADING_TOAST_ID = 'ui-page-loading';

/**
 * Fires every kind of toast. The loading toast stays until "Finish" replaces it with a success
 * toast; its fixed id keeps repeated clicks from stacking several spinners.
 */
export function ToastDemo() {
  const intl = useIntl();
  const [loading, setLoading] = useState(false);
  const t = intl.formatMessage;
  return (
    <div className="flex flex-wrap gap-3">
      {/* `notify` has no plain variant yet; the default toast comes straight from react-toastify. */}
      <Button variant="secondary" onClick={() => notify.message(t({ id: 'uiPage.toast.message.default' }))}>
        {t({ id: 'uiPage.toast.default' })}
      </Button>
      <Button
        variant="secondary"
        icon="lucide:info"
        onClick={() => notify.info(t({ id: 'uiPage.toast.message.info' }))}
      >
        {t({ id: 'uiPage.toast.info' })}
      </Button>
      <Button
        variant="secondary"
        icon="lucide:circle-check"
        onClick={() => notify.success(t({ id: 'uiPage.toast.message.success' }))}
      >
        {t({ id: 'uiPage.toast.success' })}
      </Button>
      <Button
        variant="secondary"
        icon="lucide:triangle-alert"
        onClick={() => notify.warning(t({ id: 'uiPage.toast.message.warning' }))}
      >
        {t({ id: 'uiPage.toast.warning' })}
      </Button>
      <Button
        variant="secondary"
        icon="lucide:circle-x"
        onClick={() => notify.error(t({ id: 'uiPage.toast.message.error' }))}
      >
        {t({ id: 'uiPage.toast.error' })}
      </Button>
      <Button
        variant="secondary"
        loading={loading}
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
