'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { notify } from '@/ui/toast/notify';
import type { CartLine } from './cart-model';
import { notifyWithUndo } from './undo-toast';
import { useCartActions } from './use-cart-actions';

/**
 * Editing the lines of the cart (mini cart and cart page). A quantity shows at once; the shop gets
 * one change per line at a time, and the last one asked for wins. A removed line can be put back
 * from the toast.
 */
export function useCartEditor(toastContainerId?: string) {
  const intl = useIntl();
  const say = useMemo(
    () =>
      toastContainerId === undefined
        ? { error: notify.error, success: notify.success }
        : {
            error: (message: string) => notify.error(message, { containerId: toastContainerId }),
            success: (message: string) => notify.success(message, { containerId: toastContainerId }),
          },
    [toastContainerId],
  );
  const actions = useCartActions();
  const [pending, setPending] = useState<Readonly<Record<string, number>>>({});
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const inFlight = useRef(new Map<string, number | null>());

  const send = useCallback(
    async (lineId: string, first: number): Promise<void> => {
      let quantity = first;
      for (;;) {
        inFlight.current.set(lineId, null);
        const result = await actions.updateLine(lineId, quantity);
        const next = inFlight.current.get(lineId);
        if (result.ok && next !== null && next !== undefined && next !== quantity) {
          quantity = next;
          continue;
        }
        inFlight.current.delete(lineId);
        setPending(({ [lineId]: _done, ...rest }) => rest);
        if (!result.ok) say.error(result.message);
        return;
      }
    },
    [actions, say],
  );

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      setPending((current) => ({ ...current, [line.id]: quantity }));
      if (inFlight.current.has(line.id)) inFlight.current.set(line.id, quantity);
      else void send(line.id, quantity);
    },
    [send],
  );

  const removeLine = useCallback(
    async (line: CartLine) => {
      setRemoving((current) => new Set(current).add(line.id));
      const result = await actions.removeLine(line.id);
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(line.id);
        return next;
      });
      if (!result.ok) {
        say.error(result.message);
        return;
      }
      notifyWithUndo(
        intl.formatMessage({ id: 'cart.line.removed' }, { name: line.productName }),
        intl.formatMessage({ id: 'cart.line.undo' }),
        () =>
          void actions.addLine(line.variantId, line.quantity).then((restored) => {
            if (restored.ok) say.success(intl.formatMessage({ id: 'cart.line.restored' }, { name: line.productName }));
            else say.error(restored.message);
          }),
        toastContainerId,
      );
    },
    [actions, intl, say, toastContainerId],
  );

  return {
    /** The quantity to show: the one just asked for while the shop answers. */
    quantityOf: (line: CartLine) => pending[line.id] ?? line.quantity,
    isRemoving: (line: CartLine) => removing.has(line.id),
    changeQuantity,
    removeLine,
  };
}

export type CartEditor = ReturnType<typeof useCartEditor>;
