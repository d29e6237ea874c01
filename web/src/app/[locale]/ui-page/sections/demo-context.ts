import type { Locale } from '@seedshop/locales';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { generalCatalogPath } from '@/ui/shell/navigation';

/** Every section component of the UI kit page takes the page's language, nothing else. */
export type DemoSectionProps = { readonly locale: Locale };

/**
 * The page's sections in order: the table of contents links to these ids,
 * and each section heading shows its title.
 */
export const sections = [
  { id: 'buttons', title: 'uiPage.section.buttons' },
  { id: 'text-fields', title: 'uiPage.section.textFields' },
  { id: 'select', title: 'uiPage.section.select' },
  { id: 'checkboxes', title: 'uiPage.section.checkboxes' },
  { id: 'radio-buttons', title: 'uiPage.section.radioButtons' },
  { id: 'tabs', title: 'uiPage.section.tabs' },
  { id: 'dialog', title: 'uiPage.section.dialog' },
  { id: 'drawer', title: 'uiPage.section.drawer' },
  { id: 'breadcrumbs', title: 'uiPage.section.breadcrumbs' },
  { id: 'pagination', title: 'uiPage.section.pagination' },
  { id: 'prices', title: 'uiPage.section.prices' },
  { id: 'ratings', title: 'uiPage.section.ratings' },
  { id: 'badges', title: 'uiPage.section.badges' },
  { id: 'skeletons', title: 'uiPage.section.skeletons' },
  { id: 'product-cards', title: 'uiPage.section.productCards' },
  { id: 'toasts', title: 'uiPage.section.toasts' },
  { id: 'icons', title: 'uiPage.section.icons' },
  { id: 'progress', title: 'uiPage.section.progress' },
  { id: 'account-layout', title: 'uiPage.section.accountLayout' },
] as const satisfies readonly { id: string; title: MessageId }[];

export type SectionId = (typeof sections)[number]['id'];

/** Strain and seed-bank names are proper nouns from the catalogue, the same in every language. */
export const demoNames = {
  product1: 'Northern Lights Auto',
  product2: 'Lemon Haze',
  product3: 'Alpine Kush',
  seedBank1: 'Green Valley Seeds',
  seedBank2: 'Coastal Genetics',
  seedBank3: 'Highland Breeders',
} as const;

/**
 * What every section needs: react-intl for the page's language (`getIntl` is cached per request),
 * a plain translator, the id and heading of a section, and the catalogue link several demos use.
 */
export function demoContext(locale: Locale) {
  const intl = getIntl(locale);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const section = (id: SectionId) => {
    const entry = sections.find((item) => item.id === id);
    return { id, title: entry ? t(entry.title) : id };
  };
  const catalogHref = generalCatalogPath(locale);
  return { intl, t, section, catalogHref };
}
