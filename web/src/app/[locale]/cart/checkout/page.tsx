import type { Metadata } from 'next';
import { CartPage } from '@/cart/cart-page';
import { readCurrentCart } from '@/cart/cart-reader.server';
import { CheckoutForm } from '@/checkout/checkout-form';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { getCurrentCustomer } from '@/shop-client/customer.server';
import { generalCatalogPath } from '@/ui/shell/navigation';

// Personal: rendered for each request with the visitor's cart, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart/checkout'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'cart.page.title' }),
    alternates: alternatesOf('cartCheckout'),
    noIndex: true,
  });
}

/**
 * The cart (lines, coupon, shipping country, totals) and below it the one-page checkout: contact,
 * addresses, shipping and payment, the review and "Place order".
 */
export default async function CartCheckoutPage({ params }: PageProps<'/[locale]/cart/checkout'>) {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  const [cart, customer] = await Promise.all([readCurrentCart(locale), getCurrentCustomer()]);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {intl.formatMessage({ id: 'cart.page.title' })}
      </h1>
      <CartPage locale={locale} initialCart={cart} catalogHref={generalCatalogPath(locale)} />
      <CheckoutForm
        locale={locale}
        initialCart={cart}
        customer={
          customer === null
            ? null
            : { email: customer.email, firstName: customer.firstName, lastName: customer.lastName }
        }
      />
    </div>
  );
}
