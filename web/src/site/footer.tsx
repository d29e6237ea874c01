import type { Locale } from '@seedshop/locales';
import { ShellAnchor } from '@/content/pages/shell/shell-anchor';
import { shellNavigation } from '@/content/pages/shell/shell-navigation.server';
import { getIntl } from '@/i18n/server';

export async function Footer({ locale }: { readonly locale: Locale }) {
  const intl = getIntl(locale);
  // Columns and note from the CMS's siteSettings of the language, or the built-in ones.
  const { footerColumns, footerNote } = await shellNavigation(locale);
  return (
    <footer className="mt-16 border-t border-ink-200 bg-ink-50 text-sm text-ink-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-semibold text-ink-900">{intl.formatMessage({ id: 'site.name' })}</p>
          <p className="mt-2">{intl.formatMessage({ id: 'site.tagline' })}</p>
        </div>
        {footerColumns.map((column, index) => (
          <nav key={`${index}-${column.title}`} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="font-semibold text-ink-900">
              {column.title}
            </h2>
            <ul className="shell-footer-links">
              {column.links.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  <ShellAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-ink-200">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-4 text-xs text-ink-600">
          <p>{footerNote ?? intl.formatMessage({ id: 'site.ageNotice' })}</p>
          <p>{intl.formatMessage({ id: 'site.copyright' }, { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
