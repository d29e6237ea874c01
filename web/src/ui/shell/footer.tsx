import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import { getIntl } from '@/i18n/server';
import { footerInfoLinks, mainNavigation } from './navigation';

export function Footer({ locale }: { readonly locale: Locale }) {
  const intl = getIntl(locale);
  const info = footerInfoLinks(locale);
  const shop = mainNavigation(locale);
  return (
    <footer className="mt-16 border-t border-ink-200 bg-ink-50 text-sm text-ink-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-ink-900">{intl.formatMessage({ id: 'site.name' })}</p>
          <p className="mt-2">{intl.formatMessage({ id: 'site.tagline' })}</p>
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="font-semibold text-ink-900">
            {intl.formatMessage({ id: 'footer.shop' })}
          </h2>
          <ul className="mt-2 space-y-1">
            {shop.map((item) => (
              <li key={item.label}>
                <Link href={item.href} className="hover:text-brand-700 hover:underline">
                  {intl.formatMessage({ id: item.label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="font-semibold text-ink-900">
            {intl.formatMessage({ id: 'footer.info' })}
          </h2>
          <ul className="mt-2 space-y-1">
            {info.map((item) => (
              <li key={item.label}>
                <Link href={item.href} className="hover:text-brand-700 hover:underline">
                  {intl.formatMessage({ id: item.label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-ink-200">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-4 text-xs text-ink-600">
          <p>{intl.formatMessage({ id: 'site.ageNotice' })}</p>
          <p>{intl.formatMessage({ id: 'site.copyright' }, { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
