/** Site settings, redirects, blog posts and videos: authoring input → Sanity documents. */
import type { Locale } from '@seedshop/locales';
import type { BlogPostInput, VideoInput } from '../authoring';
import type { NavLinkInput, RedirectInput, SiteSettingsInput } from '../authoring-blocks';
import type { SanityDocument } from '../sanity-types';
import { stableKey } from '../stable-key';
import {
  docId,
  exportImage,
  href,
  maxLength,
  relatedProducts,
  richText,
  seo,
  slug,
  type BuildContext,
} from './build-context';
import { translatedDocuments } from './translated-documents';

function navLink(link: NavLinkInput, language: Locale, id: string, path: string) {
  return {
    _type: 'navLink',
    _key: stableKey(id, path),
    label: link.label[language],
    href: href(link.href, language, `${id} ${path}`),
  };
}

/** A reference to the same language's version of a top list, which must be in the dataset. */
function topListReference(context: BuildContext, key: string, language: Locale, id: string) {
  const ref = docId('topList', key, language);
  if (!context.documentIds.has(ref)) throw new Error(`${id} topLists: unknown top list ${key}`);
  return { _type: 'reference', _key: stableKey(id, 'topLists', key), _ref: ref };
}

export function buildSiteSettings(context: BuildContext, settings: SiteSettingsInput): SanityDocument[] {
  if (new Set(settings.topLists).size !== settings.topLists.length) throw new Error('siteSettings: a top list twice');
  return translatedDocuments('siteSettings', 'main', (language, id) => ({
    title: settings.title[language],
    headerNav: settings.headerNav.map((item, index) => ({
      ...navLink(item, language, id, `headerNav.${index}`),
      _type: 'navItem',
      children: item.children?.map((child, childIndex) =>
        navLink(child, language, id, `headerNav.${index}.${childIndex}`),
      ),
    })),
    topLists: settings.topLists.map((key) => topListReference(context, key, language, id)),
    footerColumns: settings.footerColumns.map((column, index) => ({
      _type: 'footerColumn',
      _key: stableKey(id, 'footerColumns', index),
      title: column.title[language],
      links: column.links.map((link, linkIndex) => navLink(link, language, id, `footerColumns.${index}.${linkIndex}`)),
    })),
    footerNote: settings.footerNote[language],
    seo: seo(context, settings.seo, language, id),
  }));
}

export function buildRedirect(redirect: RedirectInput): SanityDocument[] {
  return translatedDocuments('redirect', redirect.key, (language, id) => {
    const from = redirect.from[language];
    const to = href(redirect.to, language, id);
    if (!from.startsWith('/') || from.startsWith('//')) throw new Error(`${id}: from must be a path`);
    const absolute = to.startsWith('https://');
    if (absolute !== (redirect.external === true))
      throw new Error(`${id}: external must be true exactly for https targets`);
    return {
      from,
      to,
      permanent: redirect.permanent,
      ...(redirect.external ? { external: true } : {}),
    };
  });
}

export function buildBlogPost(context: BuildContext, post: BlogPostInput): SanityDocument[] {
  return translatedDocuments(
    'blogPost',
    post.key,
    (language, id) => {
      const copy = post.copy[language];
      return {
        title: copy.title,
        slug: slug(copy.slug, id),
        excerpt: maxLength(copy.excerpt, 240, `${id} excerpt`),
        mainImage: exportImage(context, post.mainImage, copy.mainImageAlt),
        author: {
          _type: 'author',
          name: copy.author.name,
          role: copy.author.role,
          avatar: post.authorAvatar ? exportImage(context, post.authorAvatar, copy.author.name) : undefined,
        },
        category: post.category,
        tags: copy.tags ? [...copy.tags] : undefined,
        publishedAt: post.publishedAt,
        body: richText(context, copy.body, id, 'body', language),
        relatedProducts: relatedProducts(context, post.relatedProducts, id),
        seo: copy.seo
          ? seo(context, { copy: { en: copy.seo, de: copy.seo, fr: copy.seo, es: copy.seo } }, language, id)
          : undefined,
      };
    },
    post.publishedAt,
  );
}

export function buildVideo(context: BuildContext, video: VideoInput): SanityDocument[] {
  return translatedDocuments(
    'video',
    video.key,
    (language, id) => {
      const copy = video.copy[language];
      return {
        title: copy.title,
        slug: slug(copy.slug, id),
        provider: video.provider,
        videoId: video.videoId,
        poster: exportImage(context, video.poster, copy.posterAlt),
        durationSeconds: video.durationSeconds,
        description: copy.description,
        transcript: copy.transcript,
        relatedProducts: relatedProducts(context, video.relatedProducts, id),
        publishedAt: video.publishedAt,
      };
    },
    video.publishedAt,
  );
}
