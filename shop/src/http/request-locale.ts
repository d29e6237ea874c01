import { isLocale, locales, defaultLocale } from '@seedshop/locales';
import type { MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { apiMessages } from '../i18n/messages';
import type { AppEnv } from './app-env';

/**
 * Answers in the language of `Accept-Language` (en, de, fr, es; English otherwise). Only the
 * header counts: the API is called by the storefront, which sends its current locale.
 */
export function requestLocale(): MiddlewareHandler<AppEnv> {
  const detect = languageDetector({
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ['header'],
    caches: false,
  });
  return async (c, next) => {
    let detected: unknown;
    await detect(c, async () => {
      detected = c.get('language');
    });
    const locale = isLocale(detected) ? detected : defaultLocale;
    c.set('locale', locale);
    c.set('messages', apiMessages[locale]);
    await next();
  };
}
