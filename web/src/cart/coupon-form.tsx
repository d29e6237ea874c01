'use client';

import { useState, type FormEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';
import type { Cart } from './cart-model';
import type { CartActions } from './use-cart-actions';

/**
 * The coupon field: apply a code, or remove the one in use. The shop's translated refusal shows at
 * the field and the typed code stays, so a typo can be corrected.
 */
export function CouponForm({ cart, actions }: { readonly cart: Cart; readonly actions: CartActions }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Typing before hydration would be wiped when React takes the field over: it waits until then.
  const hydrated = useHydrated();

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(intl.formatMessage({ id: 'form.error.required' }));
      return;
    }
    setBusy(true);
    const result = await actions.applyCoupon(trimmed);
    setBusy(false);
    if (!result.ok) {
      setError(result.fieldErrors.code?.[0] ?? result.message);
      return;
    }
    setError(null);
    setCode('');
    notify.success(intl.formatMessage({ id: 'cart.coupon.applied' }, { code: trimmed }));
  };

  const remove = async () => {
    setBusy(true);
    const result = await actions.removeCoupon();
    setBusy(false);
    if (result.ok) notify.success(intl.formatMessage({ id: 'cart.coupon.removed' }));
    else notify.error(result.message);
  };

  if (cart.coupon !== null) {
    const coupon = cart.coupon;
    return (
      <div className="flex flex-col gap-2" data-testid="coupon">
        <p className="text-sm text-ink-900">
          {intl.formatMessage({ id: 'cart.coupon.active' }, { code: coupon.code, name: coupon.name })}
        </p>
        {!coupon.valid && (
          <p className="text-sm font-medium text-warning-700">
            {intl.formatMessage({ id: 'cart.coupon.notApplicable' }, { code: coupon.code })}
          </p>
        )}
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void remove()} className="self-start">
          {intl.formatMessage({ id: 'cart.coupon.remove' }, { code: coupon.code })}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void apply(event)} noValidate className="flex items-start gap-2">
      <TextField
        intl={intl}
        label={intl.formatMessage({ id: 'cart.coupon.label' })}
        name="code"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        maxLength={64}
        disabled={!hydrated}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" loading={busy} disabled={!hydrated} className="mt-6 shrink-0">
        {intl.formatMessage({ id: 'cart.coupon.apply' })}
      </Button>
    </form>
  );
}
