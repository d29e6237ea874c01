/**
 * The body of `POST /checkout/orders` the benches send: a guest shipping to Berlin by standard
 * shipping, paying by bank transfer, expecting the quote's total and its lines (gifts left out).
 *
 * @param {{ email: string, houseNumber: number, quote: { total_cents: number, lines: readonly { gift?: boolean, variant_id: string, quantity: number, unit_gross_cents: number }[] }, captcha?: string }} order
 */
export function guestOrderBody({ email, houseNumber, quote, captcha }) {
  return {
    email,
    shipping_address: {
      first_name: 'Alex',
      last_name: 'Grower',
      country: 'DE',
      city: 'Berlin',
      postal_code: '10115',
      street: 'Invalidenstraße',
      house_number: String(houseNumber),
    },
    shipping_method: 'standard',
    payment_method: 'bank-transfer',
    age_confirmed: true,
    terms_accepted: true,
    expected: {
      total_cents: quote.total_cents,
      lines: quote.lines
        .filter((line) => !line.gift)
        .map((line) => ({
          variant_id: line.variant_id,
          quantity: line.quantity,
          unit_price_cents: line.unit_gross_cents,
        })),
    },
    ...(captcha === undefined ? {} : { captcha }),
  };
}
