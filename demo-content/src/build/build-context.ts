/**
 * What every document builder needs: product names, image assets, the set of document ids, and
 * helpers that turn authoring values (localized copy, markup, image keys) into Sanity values.
 */
import { locales, type Locale } from '@seedshop/locales';
import { exportedAssetMarker } from '@seedshop/schemas/asset-markers';
import type { ImageFieldInput, HrefInput, SeoInput, CtaInput } from '../authoring-blocks';
import type { Localized, RichTextSource } from '../authoring';
import { assertAllowedHref } from '../hrefs';
import { isImageKey, type ImageKey } from '../image-keys';
import { toPortableText } from '../portable-text';
import type { ExportImage, ProductRefValue, RichText, Slug } from '../sanity-types';
import { stableKey } from '../stable-key';

export interface BuildInputs {
  /** Name of a demo catalogue product, or undefined when the id does not exist. */
  productName: (productId: string) => string | undefined;
  /** Dataset file name (`<sha1>-<w>x<h>.webp`) of an image key, or undefined when not rendered yet. */
  imageFile: (key: ImageKey) => string | undefined;
}

export interface BuildContext {
  documentIds: ReadonlySet<string>;
  /** Image keys the documents used (filled while building). */
  usedImages: Set<ImageKey>;
  /** Image keys with no rendered file yet (the dataset is incomplete until they are rendered). */
  missingImages: Set<ImageKey>;
  inputs: BuildInputs;
}

export const productIdPattern = /^prod-(\d{6})$/;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function docId(type: string, key: string, language: Locale): string {
  return `${type}.${key}.${language}`;
}

export function productName(context: BuildContext, productId: string): string {
  const match = productIdPattern.exec(productId);
  const index = Number(match?.[1] ?? 0);
  const name = index >= 1 && index <= 400 ? context.inputs.productName(productId) : undefined;
  if (!name) throw new Error(`Unknown product id ${productId} (expected prod-000001 … prod-000400)`);
  return name;
}

export function exportImage(context: BuildContext, key: string, alt: string, caption?: string): ExportImage {
  if (!isImageKey(key)) throw new Error(`Unknown image key ${key}`);
  if (!alt.trim()) throw new Error(`Image ${key} needs alt text`);
  context.usedImages.add(key);
  const file = context.inputs.imageFile(key);
  if (!file) context.missingImages.add(key);
  return {
    _type: 'image',
    _sanityAsset: exportedAssetMarker('image', file ?? `missing-${key}.webp`),
    alt,
    ...(caption ? { caption } : {}),
  };
}

export function imageField(context: BuildContext, input: ImageFieldInput, language: Locale): ExportImage {
  return exportImage(context, input.key, input.alt[language], input.caption?.[language]);
}

export function richText(
  context: BuildContext,
  source: RichTextSource,
  documentId: string,
  path: string,
  language: Locale,
): RichText {
  return toPortableText(source, {
    documentId,
    path,
    language,
    productName: (id) => productName(context, id),
    image: (key, alt, caption) => exportImage(context, key, alt, caption),
    hasDocument: (id) => context.documentIds.has(id),
  });
}

export function href(input: HrefInput, language: Locale, where: string): string {
  return assertAllowedHref(typeof input === 'string' ? input : input[language], where);
}

export function cta(input: CtaInput, language: Locale, where: string) {
  return { _type: 'cta', label: input.label[language], href: href(input.href, language, where) };
}

export function slug(value: string, where: string): Slug {
  if (!slugPattern.test(value)) throw new Error(`${where}: bad slug ${value}`);
  return { _type: 'slug', current: value };
}

export function productRefs(
  context: BuildContext,
  ids: readonly string[],
  documentId: string,
  path: string,
): ProductRefValue[] {
  return ids.map((productId, index) => ({
    _type: 'productRef',
    _key: stableKey(documentId, path, index),
    productId,
    name: productName(context, productId),
  }));
}

/** `relatedProducts` of blog posts and videos: left out when the input names none. */
export function relatedProducts(
  context: BuildContext,
  ids: readonly string[] | undefined,
  documentId: string,
): ProductRefValue[] | undefined {
  return ids ? productRefs(context, ids, documentId, 'relatedProducts') : undefined;
}

export function maxLength(value: string, max: number, where: string): string {
  if (value.length > max) throw new Error(`${where}: longer than ${max} characters (${value.length}): ${value}`);
  return value;
}

export function seo(
  context: BuildContext,
  input: SeoInput | undefined,
  language: Locale,
  where: string,
  imageAlt?: string,
) {
  if (!input) return undefined;
  const copy = input.copy[language];
  return {
    _type: 'seo',
    ...(copy.title ? { title: maxLength(copy.title, 70, `${where} seo.title`) } : {}),
    ...(copy.description ? { description: maxLength(copy.description, 160, `${where} seo.description`) } : {}),
    ...(input.image ? { image: exportImage(context, input.image, imageAlt ?? copy.title ?? where) } : {}),
    ...(copy.noIndex !== undefined ? { noIndex: copy.noIndex } : {}),
  };
}

/** Builds one document per language. */
export function perLanguage<T>(build: (language: Locale) => T): T[] {
  return locales.map(build);
}

export function pick<T>(value: Localized<T> | undefined, language: Locale): T | undefined {
  return value?.[language];
}
