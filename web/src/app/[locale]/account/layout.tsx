import { requireLocale } from '@/i18n/request-locale';
import { splitLocale } from '@/routing/locale-path';
import { requestPath } from '@/routing/request-path';
import { requireCustomer } from '@/shop-client/customer.server';
import { accountSectionOf, AccountLayout } from '@/ui/shell/account-layout';

/**
 * The account area: only for signed-in customers. Anyone else goes to the sign-in page, which
 * brings them back to the page they asked for (path and query) afterwards.
 */
export default async function AccountAreaLayout({ children, params }: LayoutProps<'/[locale]/account'>) {
  const locale = requireLocale((await params).locale);
  const { path, fullPath } = await requestPath();
  await requireCustomer(locale, fullPath);
  return (
    <AccountLayout locale={locale} active={accountSectionOf(splitLocale(path).path)}>
      {children}
    </AccountLayout>
  );
}
