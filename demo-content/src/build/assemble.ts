/**
 * Turns every authoring input into Sanity documents, adds one `translation.metadata` document per
 * translated key and checks the cross-document rules (unique slugs per type and language).
 */
import { locales } from '@seedshop/locales';
import type { BlogPostInput, VideoInput } from '../authoring';
import type {
  HomeInput,
  PageInput,
  PromotionInput,
  RedirectInput,
  SiteSettingsInput,
  TopicInput,
  TopListInput,
} from '../authoring-blocks';
import type { ImageKey } from '../image-keys';
import type { SanityDocument } from '../sanity-types';
import { docId, type BuildContext, type BuildInputs } from './build-context';
import { buildHome, buildPage, buildPromotion, buildTopic, buildTopList } from './build-editorial';
import { buildBlogPost, buildRedirect, buildSiteSettings, buildVideo } from './build-site';
import { withFrenchTypography } from './french-typography';

export interface DemoDocuments {
  home: HomeInput;
  pages: readonly PageInput[];
  topics: readonly TopicInput[];
  promotions: readonly PromotionInput[];
  topLists: readonly TopListInput[];
  siteSettings: SiteSettingsInput;
  redirects: readonly RedirectInput[];
  blogPosts: readonly BlogPostInput[];
  videos: readonly VideoInput[];
}

/** `[type, key]` of every translated document group. */
function groupsOf(documents: DemoDocuments): [string, string][] {
  return [
    ['home', 'main'],
    ['siteSettings', 'main'],
    ...documents.pages.map((page): [string, string] => ['page', page.kind]),
    ...documents.topics.map((topic): [string, string] => ['topic', topic.key]),
    ...documents.promotions.map((item): [string, string] => ['promotion', item.key]),
    ...documents.topLists.map((list): [string, string] => ['topList', list.key]),
    ...documents.redirects.map((item): [string, string] => ['redirect', item.key]),
    ...documents.blogPosts.map((post): [string, string] => ['blogPost', post.key]),
    ...documents.videos.map((video): [string, string] => ['video', video.key]),
  ];
}

export function translationMetadata(type: string, key: string): SanityDocument {
  return {
    _id: `translation.metadata.${type}.${key}`,
    _type: 'translation.metadata',
    schemaTypes: [type],
    translations: locales.map((language) => ({
      _key: language,
      language,
      _type: 'internationalizedArrayReferenceValue',
      value: { _type: 'reference', _ref: docId(type, key, language) },
    })),
  };
}

function checkUniqueSlugs(documents: readonly SanityDocument[]): void {
  const seen = new Map<string, string>();
  for (const document of documents) {
    const slug = document.slug;
    if (typeof slug !== 'object' || slug === null || !('current' in slug)) continue;
    const id = `${document._type}/${String(document.language)}/${String(slug.current)}`;
    const other = seen.get(id);
    if (other) throw new Error(`Duplicate slug ${id}: ${other} and ${document._id}`);
    seen.set(id, document._id);
  }
}

export interface BuiltDocuments {
  documents: SanityDocument[];
  usedImages: ReadonlySet<ImageKey>;
  missingImages: ReadonlySet<ImageKey>;
}

/** Every document of the dataset, sorted by `_id` (code-point order, as `sanity dataset export`). */
export function buildDocuments(demo: DemoDocuments, inputs: BuildInputs): BuiltDocuments {
  const groups = groupsOf(demo);
  const ids = groups.flatMap(([type, key]) => locales.map((language) => docId(type, key, language)));
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Duplicate document id ${duplicate}`);
  const context: BuildContext = { documentIds: new Set(ids), usedImages: new Set(), missingImages: new Set(), inputs };
  const documents: SanityDocument[] = [
    ...buildHome(context, demo.home),
    ...buildSiteSettings(context, demo.siteSettings),
    ...demo.pages.flatMap((page) => buildPage(context, page)),
    ...demo.topics.flatMap((topic) => buildTopic(context, topic)),
    ...demo.promotions.flatMap((promotion) => buildPromotion(context, promotion)),
    ...demo.topLists.flatMap((list) => buildTopList(context, list)),
    ...demo.redirects.flatMap((redirect) => buildRedirect(redirect)),
    ...demo.blogPosts.flatMap((post) => buildBlogPost(context, post)),
    ...demo.videos.flatMap((video) => buildVideo(context, video)),
    ...groups.map(([type, key]) => translationMetadata(type, key)),
  ].map(withFrenchTypography);
  checkUniqueSlugs(documents);
  documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  return { documents, usedImages: context.usedImages, missingImages: context.missingImages };
}

/** One JSON document per line, `undefined` fields dropped, trailing newline. */
export function toNdjson(documents: readonly SanityDocument[]): string {
  return documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
}
