'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { Dialog } from '@/ui/kit/dialog';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';

/** Opens a confirmation dialog; confirming closes it and confirms with a toast. */
export function DialogDemo() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // A press before hydration would do nothing: the opener waits for its handler.
  const hydrated = useHydrated();
  return (
    <>
      <Button variant="secondary" icon="lucide:trash-2" disabled={!hydrated} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'uiPage.dialog.open' })}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'uiPage.dialog.title' })}
        description={intl.formatMessage({ id: 'uiPage.dialog.description' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {intl.formatMessage({ id: 'uiPage.dialog.cancel' })}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                notify.success(intl.formatMessage({ id: 'uiPage.dialog.removed' }));
              }}
            >
              {intl.formatMessage({ id: 'uiPage.dialog.confirm' })}
            </Button>
          </>
        }
      >
        <p className="text-ink-700">{intl.formatMessage({ id: 'uiPage.dialog.body' })}</p>
      </Dialog>
    </>
  );
}
