/** Localized demo copy: one template module per language. */
import type { Locale } from '@seedshop/locales';
import { copyDe } from './copy-de';
import { copyEn } from './copy-en';
import { copyEs } from './copy-es';
import { copyFr } from './copy-fr';
import type { LocaleCopy } from './copy-input';

export type { LocaleCopy, Pick, ProductCopyInput, SeedBankCopyInput } from './copy-input';

export const demoCopy: Record<Locale, LocaleCopy> = { en: copyEn, de: copyDe, fr: copyFr, es: copyEs };
