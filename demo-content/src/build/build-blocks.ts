/** Page-builder blocks: authoring input → the Sanity array members of `blocks` in one language. */
import type { Locale } from '@seedshop/locales';
import type { BlockInput, ProductListInput } from '../authoring-blocks';
import { stableKey } from '../stable-key';
import { cta, docId, imageField, pick, productRefs, richText, type BuildContext } from './build-context';

function requireDocument(context: BuildContext, id: string, where: string): { _type: 'reference'; _ref: string } {
  if (!context.documentIds.has(id)) throw new Error(`${where}: reference to unknown document ${id}`);
  return { _type: 'reference', _ref: id };
}

function limitOf(value: number | undefined, max: number, where: string): number | undefined {
  if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > max)) {
    throw new Error(`${where}: limit must be 1–${max}`);
  }
  return value;
}

function productList(context: BuildContext, block: ProductListInput, language: Locale, id: string, path: string) {
  const common = {
    heading: pick(block.heading, language),
    source: block.source,
    limit: limitOf(block.limit, 24, path),
    cta: block.cta ? cta(block.cta, language, `${id} ${path}`) : undefined,
  };
  if (block.source === 'manual') {
    if (block.products.length === 0) throw new Error(`${id} ${path}: manual list without products`);
    return { ...common, products: productRefs(context, block.products, id, `${path}.products`) };
  }
  return { ...common, filter: { _type: 'catalogueFilter', ...block.filter } };
}

function blockFields(context: BuildContext, block: BlockInput, language: Locale, id: string, path: string) {
  const where = `${id} ${path}`;
  switch (block._type) {
    case 'hero':
      if ((block.ctas?.length ?? 0) > 2) throw new Error(`${where}: at most 2 ctas`);
      return {
        heading: block.heading[language],
        subheading: pick(block.subheading, language),
        image: imageField(context, block.image, language),
        ctas: block.ctas?.map((item, index) => ({
          ...cta(item, language, where),
          _key: stableKey(id, path, 'cta', index),
        })),
        tone: block.tone,
      };
    case 'textSection':
      return {
        heading: pick(block.heading, language),
        body: richText(context, block.body[language], id, `${path}.body`, language),
      };
    case 'productGrid':
    case 'productCarousel':
      return productList(context, block, language, id, path);
    case 'promoBanner':
      return {
        heading: block.heading[language],
        text: pick(block.text, language),
        badge: pick(block.badge, language),
        image: block.image ? imageField(context, block.image, language) : undefined,
        promotion: block.promotion
          ? requireDocument(context, docId('promotion', block.promotion, language), where)
          : undefined,
        cta: block.cta ? cta(block.cta, language, where) : undefined,
      };
    case 'callToAction':
      return {
        heading: block.heading[language],
        text: pick(block.text, language),
        primary: cta(block.primary, language, where),
        secondary: block.secondary ? cta(block.secondary, language, where) : undefined,
      };
    case 'faq':
      if (block.items.length === 0) throw new Error(`${where}: faq without items`);
      return {
        heading: pick(block.heading, language),
        items: block.items.map((item, index) => ({
          _type: 'faqItem',
          _key: stableKey(id, path, 'item', index),
          question: item.question[language],
          answer: richText(context, item.answer[language], id, `${path}.items.${index}`, language),
        })),
      };
    case 'imageGallery':
      if (block.images.length < 2) throw new Error(`${where}: a gallery needs at least 2 images`);
      return {
        heading: pick(block.heading, language),
        images: block.images.map((image, index) => ({
          ...imageField(context, image, language),
          _key: stableKey(id, path, 'image', index),
        })),
      };
    case 'videoEmbed':
      return {
        video: requireDocument(context, docId('video', block.video, language), where),
        heading: pick(block.heading, language),
      };
    case 'blogTeasers':
      return {
        heading: pick(block.heading, language),
        mode: block.mode,
        ...(block.mode === 'chosen'
          ? {
              posts: block.posts.map((key, index) => ({
                ...requireDocument(context, docId('blogPost', key, language), where),
                _key: stableKey(id, path, 'post', index),
              })),
            }
          : { category: block.category }),
        limit: limitOf(block.limit, 12, where),
      };
    case 'newsletterSignup':
      return { heading: block.heading[language], text: pick(block.text, language) };
    case 'seedBankStrip':
      return { heading: pick(block.heading, language), seedBanks: block.seedBanks ? [...block.seedBanks] : undefined };
  }
}

export function buildBlocks(context: BuildContext, blocks: readonly BlockInput[], language: Locale, id: string) {
  return blocks.map((block, index) => {
    const path = `blocks.${index}`;
    return { _type: block._type, _key: stableKey(id, path), ...blockFields(context, block, language, id, path) };
  });
}
