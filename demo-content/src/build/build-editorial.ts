/** Home, info pages, topics, promotions and top lists: authoring input → Sanity documents. */
import type {
  HomeInput,
  PageInput,
  PriceRuleInput,
  PromotionInput,
  TopicInput,
  TopListInput,
} from '../authoring-blocks';
import type { SanityDocument } from '../sanity-types';
import { stableKey } from '../stable-key';
import { buildBlocks } from './build-blocks';
import {
  imageField,
  maxLength,
  pick,
  productName,
  productRefs,
  richText,
  seo,
  slug,
  type BuildContext,
} from './build-context';
import { editorialTimestamp, translatedDocuments } from './translated-documents';

export function buildHome(context: BuildContext, home: HomeInput): SanityDocument[] {
  return translatedDocuments('home', 'main', (language, id) => ({
    title: home.title[language],
    blocks: buildBlocks(context, home.blocks, language, id),
    seo: seo(context, home.seo, language, id),
  }));
}

export function buildPage(context: BuildContext, page: PageInput): SanityDocument[] {
  return translatedDocuments('page', page.kind, (language, id) => ({
    kind: page.kind,
    title: page.title[language],
    intro: pick(page.intro, language),
    blocks: buildBlocks(context, page.blocks, language, id),
    seo: seo(context, page.seo, language, id),
    updatedAt: page.updatedAt,
  }));
}

export function buildTopic(context: BuildContext, topic: TopicInput): SanityDocument[] {
  return translatedDocuments('topic', topic.key, (language, id) => ({
    title: topic.title[language],
    slug: slug(topic.slug[language], id),
    intro: topic.intro[language],
    image: imageField(context, topic.image, language),
    blocks: buildBlocks(context, topic.blocks, language, id),
    seo: seo(context, topic.seo, language, id, topic.image.alt[language]),
  }));
}

export function buildPromotion(context: BuildContext, promotion: PromotionInput): SanityDocument[] {
  if (!(Date.parse(promotion.endsAt) > Date.parse(promotion.startsAt))) {
    throw new Error(`promotion ${promotion.key}: endsAt must be after startsAt`);
  }
  if (promotion.products.length === 0) throw new Error(`promotion ${promotion.key}: needs products`);
  const rule = promotion.priceRule ? buildPriceRule(context, promotion.key, promotion.priceRule) : null;
  const translations = translatedDocuments('promotion', promotion.key, (language, id) => ({
    title: promotion.title[language],
    slug: slug(promotion.slug[language], id),
    badge: maxLength(promotion.badge[language], 24, `${id} badge`),
    summary: promotion.summary[language],
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    image: imageField(context, promotion.image, language),
    terms: richText(context, promotion.terms[language], id, 'terms', language),
    products: productRefs(context, promotion.products, id, 'products'),
    priceRule: rule ? { _type: 'reference', _ref: rule._id } : undefined,
    blocks: promotion.blocks ? buildBlocks(context, promotion.blocks, language, id) : undefined,
    seo: seo(context, promotion.seo, language, id, promotion.image.alt[language]),
  }));
  return rule ? [...translations, rule] : translations;
}

/** The one pricing rule of a promotion, for all languages: `priceRule.{promotion key}`, no `language`. */
function buildPriceRule(context: BuildContext, key: string, rule: PriceRuleInput): SanityDocument {
  if (!(Date.parse(rule.endsAt) > Date.parse(rule.startsAt)))
    throw new Error(`priceRule ${key}: endsAt before startsAt`);
  const id = `priceRule.${key}`;
  const { discount, scope } = rule;
  return {
    _id: id,
    _type: 'priceRule',
    _createdAt: editorialTimestamp,
    _updatedAt: editorialTimestamp,
    title: rule.title,
    discountType: discount.kind,
    percentOff: discount.kind === 'percent' ? discount.percentOff : undefined,
    amountOff: discount.kind === 'amount' ? discount.amountOff : undefined,
    scope: scope.kind,
    seedBanks: scope.kind === 'seedBanks' ? [...scope.seedBanks] : undefined,
    categories: scope.kind === 'categories' ? [...scope.categories] : undefined,
    products: scope.kind === 'products' ? productRefs(context, scope.products, id, 'products') : undefined,
    startsAt: rule.startsAt,
    endsAt: rule.endsAt,
    couponCode: rule.couponCode,
    usageLimit: rule.usageLimit,
  };
}

export function buildTopList(context: BuildContext, list: TopListInput): SanityDocument[] {
  if (list.entries.length < 3 || list.entries.length > 10) throw new Error(`topList ${list.key}: 3–10 entries`);
  return translatedDocuments('topList', list.key, (language, id) => ({
    title: list.title[language],
    slug: slug(list.slug[language], id),
    intro: list.intro[language],
    image: imageField(context, list.image, language),
    entries: list.entries.map((entry, index) => ({
      _type: 'topListEntry',
      _key: stableKey(id, 'entries', index),
      product: {
        _type: 'productRef',
        _key: stableKey(id, 'entries', index, 'product'),
        productId: entry.product,
        name: productName(context, entry.product),
      },
      note: entry.note[language],
    })),
    seo: seo(context, list.seo, language, id, list.image.alt[language]),
  }));
}
