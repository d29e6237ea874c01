'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { callShop } from '@/shop-client/browser-api';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';

/**
 * One action of the account's alert pages (cancel a subscription, mark notifications read): the
 * shop's call is idempotent, a double click sends it once, and the page re-renders from the server.
 */
export function AlertActionButton({
  endpoint,
  method,
  json,
  label,
  accessibleLabel,
  done,
}: {
  readonly endpoint: string;
  readonly method: 'POST' | 'DELETE';
  readonly json?: unknown;
  readonly label: MessageId;
  /** Names what the button acts on, for screen readers (e.g. which subscription). */
  readonly accessibleLabel?: string;
  readonly done: MessageId;
}) {
  const intl = useIntl();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const act = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const result = await callShop(endpoint, {
      method,
      ...(json === undefined ? {} : { json }),
      networkMessage: intl.formatMessage({ id: 'form.error.network' }),
    });
    busyRef.current = false;
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(intl.formatMessage({ id: done }));
    router.refresh();
  };

  return (
    <Button variant="secondary" size="sm" loading={busy} aria-label={accessibleLabel} onClick={() => void act()}>
      {intl.formatMessage({ id: label })}
    </Button>
  );
}
