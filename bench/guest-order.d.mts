export interface QuoteForOrder {
  readonly total_cents: number;
  readonly lines: readonly { gift?: boolean; variant_id: string; quantity: number; unit_gross_cents: number }[];
}

export function guestOrderBody(order: { email: string; houseNumber: number; quote: QuoteForOrder; captcha?: string }): {
  email: string;
  shipping_address: {
    first_name: string;
    last_name: string;
    country: 'DE';
    city: string;
    postal_code: string;
    street: string;
    house_number: string;
  };
  shipping_method: 'standard';
  payment_method: 'bank-transfer';
  age_confirmed: true;
  terms_accepted: true;
  expected: { total_cents: number; lines: { variant_id: string; quantity: number; unit_price_cents: number }[] };
  captcha?: string;
};
