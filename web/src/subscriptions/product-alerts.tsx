'use client';

import type { createSubscriptionRequest } from '@seedshop/shop/contract';
import { useId, useState, useSyncExternalStore } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import type { WireBody } from '@/shop-client/wire-body';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { FormAlert } from '@/ui/forms/form-alert';
import { Button } from '@/ui/kit/button';
import { TextField } from '@/ui/kit/text-field';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';

type Target =
  | { readonly kind: 'back-in-stock'; readonly variant_id: string }
  | { readonly kind: 'price-drop'; readonly product_id: string };

const hintPattern = /(?:^|;\s*)signed_in=1(?:;|$)/;
const noSubscription = () => () => undefined;
const readHint = () => hintPattern.test(document.cookie);
const serverHint = () => false;

function messageOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

const keyOf = (target: Target) => (target.kind === 'back-in-stock' ? target.variant_id : 'price-drop');

/**
 * "Notify me" on each sold-out pack and "Tell me when the price drops": a customer subscribes
 * with one click (the shop answers the same subscription for a second click); a guest gives an
 * e-mail address in place and confirms it from a mail (double opt-in, with the invisible captcha).
 * The page stays cacheable: whether the visitor is signed in is read in the browser.
 */
export function ProductAlerts({
  productId,
  soldOutPacks,
}: {
  readonly productId: string;
  readonly soldOutPacks: readonly { readonly id: string; readonly packSize: number }[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hydrated = useHydrated();
  const signedIn = useSyncExternalStore(noSubscription, readHint, serverHint);
  const captcha = useCaptcha({ startOn: 'interaction' });
  const emailId = useId();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [guestFor, setGuestFor] = useState<Target | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const markDone = (target: Target) => setDone((current) => new Set([...current, keyOf(target)]));

  const subscribe = async (target: Target, guest?: { email: string }) => {
    setPending(keyOf(target));
    setProblem(null);
    setFieldProblem(null);
    let json: WireBody<typeof createSubscriptionRequest> = target;
    if (guest !== undefined) {
      const token = await captcha.token('product_alert');
      if (token === null) {
        setPending(null);
        setProblem(t({ id: 'captcha.failed' }));
        return;
      }
      json = { ...target, email: guest.email, captcha: token };
    }
    const result = await callShop('subscriptions', {
      method: 'POST',
      json,
      networkMessage: t({ id: 'form.error.network' }),
    });
    setPending(null);
    if (result.ok) {
      if (guest === undefined) {
        notify.success(messageOf(result.data) ?? t({ id: 'subscriptions.alerts.done' }));
        markDone(target);
      } else {
        setSentTo(guest.email);
        setGuestFor(null);
      }
      return;
    }
    if (guest === undefined && result.status === 401) {
      setGuestFor(target);
      return;
    }
    const fields = Object.values(result.fieldErrors).flat();
    if (result.fieldErrors['email'] !== undefined) setFieldProblem(result.fieldErrors['email'].join(' '));
    else setProblem(fields.length > 0 ? fields.join(' ') : result.message);
  };

  const start = (target: Target) => {
    if (signedIn) void subscribe(target);
    else {
      setSentTo(null);
      setGuestFor(target);
      captcha.prime();
    }
  };

  const targets: { target: Target; label: string }[] = [
    ...soldOutPacks.map((pack) => ({
      target: { kind: 'back-in-stock', variant_id: pack.id } as const,
      label: t({ id: 'subscriptions.alerts.notifyPack' }, { count: pack.packSize }),
    })),
    { target: { kind: 'price-drop', product_id: productId }, label: t({ id: 'subscriptions.alerts.priceDrop' }) },
  ];

  return (
    <div className="flex flex-col gap-3" data-testid="product-alerts">
      <div className="flex flex-wrap gap-2">
        {targets.map(({ target, label }) =>
          done.has(keyOf(target)) ? (
            <p key={keyOf(target)} className="text-sm font-medium text-success-700" role="status">
              {t({ id: 'subscriptions.alerts.done' })}
            </p>
          ) : (
            <Button
              key={keyOf(target)}
              variant="secondary"
              size="sm"
              loading={pending === keyOf(target)}
              disabled={!hydrated}
              aria-expanded={signedIn ? undefined : guestFor !== null && keyOf(guestFor) === keyOf(target)}
              onClick={() => start(target)}
            >
              {label}
            </Button>
          ),
        )}
      </div>
      <FormAlert message={problem} />
      {sentTo !== null && (
        <p role="status" className="text-sm text-ink-700">
          {t({ id: 'subscriptions.alerts.checkInbox' }, { email: sentTo })}
        </p>
      )}
      {guestFor !== null && (
        <form
          noValidate
          className="flex flex-col gap-3 rounded-lg border border-ink-200 p-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
            if (email === '') {
              setFieldProblem(t({ id: 'subscriptions.alerts.emailMissing' }));
              return;
            }
            void subscribe(guestFor, { email });
          }}
        >
          <TextField
            intl={intl}
            id={emailId}
            name="email"
            type="email"
            label={t({ id: 'form.email' })}
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            error={fieldProblem ?? undefined}
            className="sm:flex-1"
          />
          <Button type="submit" loading={pending === keyOf(guestFor)} className="sm:mt-7">
            {t({ id: 'subscriptions.alerts.guestSubmit' })}
          </Button>
          <CaptchaBadge provider={captcha.provider} />
        </form>
      )}
    </div>
  );
}
