import type { checkoutAddress, PaymentMethodKey, ShippingMethodKey } from '@seedshop/shop/contract';
import { paymentMethodKeys, shippingMethodKeys } from '@seedshop/shop/order-keys';
import type { WireBody } from '@/shop-client/wire-body';
import { booleanField, optionalText, textField } from '@/ui/forms/form-data';
import type { OrderBody } from './checkout-api';
import type { ReviewState } from './idempotency';

/** The value of the address choice that stands for "a new address". */
export const NEW_ADDRESS = 'new';

/** The control names of an address in the checkout: the wire's names in camelCase, under its key. */
export const addressPrefix = { shipping: 'shippingAddress.', billing: 'billingAddress.' } as const;
export const addressChoiceName = { shipping: 'shippingAddressId', billing: 'billingAddressId' } as const;

export function isShippingMethod(value: string): value is ShippingMethodKey {
  return (shippingMethodKeys as readonly string[]).includes(value);
}

export function isPaymentMethod(value: string): value is PaymentMethodKey {
  return (paymentMethodKeys as readonly string[]).includes(value);
}

function addressBody(data: FormData, prefix: string): WireBody<typeof checkoutAddress> {
  const field = (name: string) => `${prefix}${name}`;
  const noHouseNumber = booleanField(data, field('noHouseNumber'));
  const phone = optionalText(data, field('phone'));
  return {
    first_name: textField(data, field('firstName')).trim(),
    last_name: textField(data, field('lastName')).trim(),
    country: textField(data, field('country')),
    state: optionalText(data, field('state')),
    city: textField(data, field('city')).trim(),
    postal_code: textField(data, field('postalCode')).trim(),
    street: textField(data, field('street')).trim(),
    house_number: noHouseNumber ? null : optionalText(data, field('houseNumber')),
    no_house_number: noHouseNumber,
    tax_id: optionalText(data, field('taxId')),
    ...(phone === null ? {} : { phone }),
  };
}

/** A saved address by id, or the new one typed into the form. */
function addressPart(data: FormData, kind: 'shipping' | 'billing', customer: boolean) {
  const chosen = customer ? textField(data, addressChoiceName[kind]) : NEW_ADDRESS;
  if (chosen !== NEW_ADDRESS && chosen !== '') {
    return kind === 'shipping' ? { shipping_address_id: chosen } : { billing_address_id: chosen };
  }
  const address = addressBody(data, addressPrefix[kind]);
  return kind === 'shipping' ? { shipping_address: address } : { billing_address: address };
}

/**
 * The body of `POST checkout/orders`, read from the form's controls and the review it confirms.
 * Null while a required confirmation (age, terms) or a method is missing: the form's own checks
 * name the field before anything is sent.
 */
export function orderRequestBody(
  data: FormData,
  {
    customer,
    review,
    captcha,
  }: { readonly customer: boolean; readonly review: ReviewState; readonly captcha?: string },
): OrderBody | null {
  const shippingMethod = textField(data, 'shippingMethod');
  const paymentMethod = textField(data, 'paymentMethod');
  if (!isShippingMethod(shippingMethod) || !isPaymentMethod(paymentMethod)) return null;
  if (!booleanField(data, 'ageConfirmed') || !booleanField(data, 'termsAccepted')) return null;
  const createAccount = !customer && booleanField(data, 'createAccount');
  return {
    ...(customer ? {} : { email: textField(data, 'email').trim() }),
    ...(createAccount ? { create_account: { password: textField(data, 'createAccount.password') } } : {}),
    ...addressPart(data, 'shipping', customer),
    ...(booleanField(data, 'billingDiffers') ? addressPart(data, 'billing', customer) : {}),
    shipping_method: shippingMethod,
    payment_method: paymentMethod,
    age_confirmed: true,
    terms_accepted: true,
    expected: {
      total_cents: review.totalCents,
      lines: review.lines.map((line) => ({
        variant_id: line.variantId,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
      })),
    },
    ...(captcha === undefined ? {} : { captcha }),
  } satisfies OrderBody;
}
