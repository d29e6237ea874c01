import { localeDefinitions, locales } from '@seedshop/locales';
import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import { env } from '@/config/env';
import { BeforeHydrationScript } from '@/i18n/client-messages/before-hydration-script';
import { clientCatalogues } from '@/i18n/client-messages/client-catalogues';
import { messageFilePath } from '@/i18n/client-messages/client-message-file';
import { installServerClientMessages } from '@/i18n/client-messages/client-message-global';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { inter, interItalic } from '@/ui/fonts';
import { uiIconData } from '@/ui/icon/icon-data.server';
import { Providers } from '@/ui/providers';
import { CompareTray } from '@/comparison/comparison-islands';
import { AgeGateIsland } from '@/ui/age-gate/age-gate-island';
import { KitSprite } from '@/ui/kit/kit-sprite';
import { IconSprite } from '@/ui/icon/icon-sprite.server';
import { Footer } from '@/site/footer';
import { Header } from '@/site/header';
import { DraftVisualEditingIsland } from '@/content/visual-editing/draft-visual-editing-island';
import '../globals.css';

// Client components rendered on the server read their messages here; browsers load the file below.
installServerClientMessages(clientCatalogues, uiIconData());

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  const name = intl.formatMessage({ id: 'site.name' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${name} – ${intl.formatMessage({ id: 'site.tagline' })}`, template: `%s | ${name}` },
    description: intl.formatMessage({ id: 'site.description' }),
    applicationName: name,
  };
}

export const viewport: Viewport = { themeColor: '#19663a', width: 'device-width', initialScale: 1 };

/**
 * The default layout: header, main content, footer; `<html lang>` follows the page's locale. In
 * draft mode (the Studio's Presentation tool) Visual Editing's overlays join it; published pages
 * never load them.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  const { tag } = localeDefinitions[locale];
  const preview = (await draftMode()).isEnabled;
  const messageFile = messageFilePath(locale);
  return (
    <html lang={tag} className={`${inter.variable} ${interItalic.variable}`}>
      <body className="flex min-h-dvh flex-col">
        {/* The client messages: Next loads this file before it hydrates, and browsers keep it. */}
        <BeforeHydrationScript src={messageFile} />
        <KitSprite />
        <IconSprite />
        <Providers tag={tag} locale={locale} messageFile={messageFile} buildId={env.SEEDSHOP_BUILD_ID}>
          <Header locale={locale} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <Footer locale={locale} />
          <CompareTray locale={locale} />
          <AgeGateIsland />
        </Providers>
        {preview ? <DraftVisualEditingIsland /> : null}
      </body>
    </html>
  );
}
