'use client';

import type { PaymentMethodKey, ShippingMethodKey } from '@seedshop/shop/contract';
import { useIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { Icon } from '@/ui/icon/icon';
import { formatPrice } from '@/ui/kit/format-price';
import { RadioGroup } from '@/ui/kit/radio-group';
import type { ShippingOptionView } from './checkout-model';

const shippingNames: Readonly<Record<ShippingMethodKey, MessageId>> = {
  standard: 'checkout.method.standard',
  tracked: 'checkout.method.tracked',
};

const paymentNames: Readonly<Record<PaymentMethodKey, { readonly name: MessageId; readonly text: MessageId }>> = {
  'bank-transfer': { name: 'checkout.payment.bank-transfer', text: 'checkout.payment.bank-transfer.text' },
  'cash-by-mail': { name: 'checkout.payment.cash-by-mail', text: 'checkout.payment.cash-by-mail.text' },
  crypto: { name: 'checkout.payment.crypto', text: 'checkout.payment.crypto.text' },
  card: { name: 'checkout.payment.card', text: 'checkout.payment.card.text' },
};

/** The shipping methods of the quote with their price, free-shipping threshold and delivery time. */
export function ShippingMethods({
  options,
  value,
  onChange,
  error,
}: {
  readonly options: readonly ShippingOptionView[];
  readonly value: ShippingMethodKey;
  readonly onChange: (method: ShippingMethodKey) => void;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const price = (cents: number) => formatPrice(cents, intl.locale);
  return (
    <div className="space-y-4">
      <RadioGroup
        intl={intl}
        name="shippingMethod"
        legend={t({ id: 'checkout.method.legend' })}
        required
        error={error}
        value={value}
        onChange={(chosen) => {
          const option = options.find((candidate) => candidate.method === chosen);
          if (option !== undefined) onChange(option.method);
        }}
        options={options.map((option) => ({
          value: option.method,
          label: (
            <span className="flex flex-wrap gap-x-2">
              <span>{t({ id: shippingNames[option.method] })}</span>
              <span className="font-semibold tabular-nums" data-testid={`shipping-price-${option.method}`}>
                {option.grossCents === 0 ? t({ id: 'checkout.method.free' }) : price(option.grossCents)}
              </span>
            </span>
          ),
          description: [
            t({ id: 'checkout.method.estimate' }, { min: option.estimateDays.min, max: option.estimateDays.max }),
            option.freeFromCents === null || option.grossCents === 0
              ? null
              : t({ id: 'checkout.method.freeFrom' }, { amount: price(option.freeFromCents) }),
          ]
            .filter((part): part is string => part !== null)
            .join(' · '),
        }))}
      />
      <p className="flex items-start gap-2 rounded-md bg-ink-50 px-4 py-3 text-sm text-ink-700">
        <Icon name="lucide:package" size="1.25em" className="mt-px shrink-0 text-ink-600" />
        {t({ id: 'checkout.method.discreet' })}
      </p>
    </div>
  );
}

/** The payment methods the shop offers, each with what happens after the order is placed. */
export function PaymentMethods({
  methods,
  value,
  onChange,
  error,
}: {
  readonly methods: readonly PaymentMethodKey[];
  readonly value: string;
  readonly onChange: (method: PaymentMethodKey) => void;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <RadioGroup
      intl={intl}
      name="paymentMethod"
      legend={t({ id: 'checkout.payment.legend' })}
      required
      error={error}
      value={value}
      onChange={(chosen) => {
        const method = methods.find((candidate) => candidate === chosen);
        if (method !== undefined) onChange(method);
      }}
      options={methods.map((method) => ({
        value: method,
        label: t({ id: paymentNames[method].name }),
        description: t({ id: paymentNames[method].text }),
      }))}
    />
  );
}
