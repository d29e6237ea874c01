'use client';

import type { Locale } from '@seedshop/locales';
import { useSearchParams } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { ADD_TO_CART_PATH, addFormFields, type AddFormPack } from './add-form-fields';
import { QuantityStepper } from './quantity-stepper';
import { useCartActions } from './use-cart-actions';

/**
 * The product page's "Add to cart": the pack choice (`children`, whose radios are named `pack`),
 * a quantity and the button. It is a plain form posted to the add-to-cart route, so it works
 * without JavaScript; with JavaScript it adds through the shop API, shows progress on the button
 * and a toast, and the header's count follows.
 */
export function AddToCartForm({
  locale,
  productName,
  packs,
  returnTo,
  maxQuantity,
  children,
}: {
  readonly locale: Locale;
  readonly productName: string;
  readonly packs: readonly AddFormPack[];
  /** The product page's own path: where the form without JavaScript comes back to. */
  readonly returnTo: string;
  readonly maxQuantity: number;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  const actions = useCartActions();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  // How the form's last post went without JavaScript (the add route comes back with `?cart=`).
  const posted = useSearchParams().get('cart');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const pack = packs.find((candidate) => String(candidate.packSize) === form.get(addFormFields.pack));
    if (pack === undefined || !pack.inStock) {
      notify.error(intl.formatMessage({ id: 'cart.add.soldOut' }));
      return;
    }
    setBusy(true);
    const result = await actions.addLine(pack.id, quantity);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(
      intl.formatMessage(
        { id: 'cart.add.added' },
        {
          quantity,
          name: productName,
          pack: intl.formatMessage({ id: 'product.pack.seeds' }, { count: pack.packSize }),
        },
      ),
    );
  };

  return (
    <form
      method="post"
      action={ADD_TO_CART_PATH}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      {children}
      <input type="hidden" name={addFormFields.locale} value={locale} />
      <input type="hidden" name={addFormFields.returnTo} value={returnTo} />
      {packs.map((pack) => (
        <input key={pack.id} type="hidden" name={addFormFields.variantOf(pack.packSize)} value={pack.id} />
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-medium text-ink-900">
            {intl.formatMessage({ id: 'cart.line.quantity' })}
          </label>
          <QuantityStepper
            id={quantityId}
            name={addFormFields.quantity}
            value={quantity}
            max={maxQuantity}
            onChange={setQuantity}
            label={intl.formatMessage({ id: 'cart.line.quantity' })}
            decreaseLabel={intl.formatMessage({ id: 'cart.line.decrease' }, { name: productName })}
            increaseLabel={intl.formatMessage({ id: 'cart.line.increase' }, { name: productName })}
          />
        </div>
        <Button type="submit" size="lg" icon="lucide:shopping-cart" loading={busy} className="flex-1">
          {intl.formatMessage({ id: 'cart.add.button' })}
        </Button>
      </div>
      {(posted === 'added' || posted === 'failed') && (
        <p
          role="status"
          className={posted === 'added' ? 'font-medium text-success-700' : 'font-medium text-danger-700'}
        >
          {intl.formatMessage({ id: posted === 'added' ? 'cart.add.doneNoScript' : 'cart.add.failed' })}
        </p>
      )}
    </form>
  );
}
