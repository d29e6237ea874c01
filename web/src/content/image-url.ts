import { createImageUrlBuilder } from '@sanity/image-url';

/**
 * URLs of content images, built from the asset's own `url`
 * (`{origin}/images/{project}/{dataset}/{file}`). Sanity's CDN (`https://cdn.sanity.io`) is used
 * as is. Any other origin — the embedded lake, e.g. `https://localhost:3333` — becomes this site's
 * own `/api/content/images/{project}/{dataset}/{file}`, which passes the request on to the lake:
 * a shopper's browser never contacts the lake (another origin, a self-signed certificate). No
 * configuration, so the same code serves server and browser. `@sanity/image-url` writes the
 * parameters (crop and hotspot included), which the CDN and the lake both understand.
 */

interface Dimensions {
  readonly width?: number | null;
  readonly height?: number | null;
}

/** What `imageFields` projects, loosely: every part may be missing in a draft. */
export interface ContentImageSource {
  readonly asset?: {
    readonly _id?: string | null;
    readonly url?: string | null;
    readonly metadata?: {
      readonly dimensions?: Dimensions | null;
      readonly lqip?: string | null;
      readonly palette?: { readonly dominant?: { readonly background?: string | null } | null } | null;
    } | null;
  } | null;
  readonly crop?: {
    readonly top?: number | null;
    readonly bottom?: number | null;
    readonly left?: number | null;
    readonly right?: number | null;
  } | null;
  readonly hotspot?: {
    readonly x?: number | null;
    readonly y?: number | null;
    readonly width?: number | null;
    readonly height?: number | null;
  } | null;
}

export interface ImageUrlOptions {
  readonly width?: number;
  readonly height?: number;
  readonly format?: 'webp' | 'jpg' | 'png';
  readonly quality?: number;
  readonly fit?: 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min';
}

const assetUrlShape = /^(.*)\/images\/([a-z0-9-]+)\/([a-z0-9][a-z0-9_-]*)\/[^/?#]+$/;
const sanityCdn = 'https://cdn.sanity.io';
/** Where this site serves content images of any origin but Sanity's CDN (app/api/content/images). */
export const siteImageBase = '/api/content';
const assetIdShape = /^image-[a-zA-Z0-9]+-([1-9][0-9]*)x([1-9][0-9]*)-[a-z]+$/;

function locationOf(url: string): { baseUrl: string; projectId: string; dataset: string } | null {
  const match = assetUrlShape.exec(url);
  if (!match) return null;
  const [, origin = '', projectId = '', dataset = ''] = match;
  return { baseUrl: origin === sanityCdn ? sanityCdn : siteImageBase, projectId, dataset };
}

/** The image's size in pixels: from the asset metadata, else from the asset id (`…-1600x900-webp`). */
export function intrinsicSize(image: ContentImageSource): { width: number; height: number } | null {
  const dimensions = image.asset?.metadata?.dimensions;
  if (dimensions?.width && dimensions.height) return { width: dimensions.width, height: dimensions.height };
  const match = assetIdShape.exec(image.asset?._id ?? '');
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number';

function cropOf(image: ContentImageSource) {
  const crop = image.crop;
  if (!crop || !isNumber(crop.top) || !isNumber(crop.bottom) || !isNumber(crop.left) || !isNumber(crop.right)) {
    return undefined;
  }
  return { top: crop.top, bottom: crop.bottom, left: crop.left, right: crop.right };
}

function hotspotOf(image: ContentImageSource) {
  const spot = image.hotspot;
  if (!spot || !isNumber(spot.x) || !isNumber(spot.y) || !isNumber(spot.width) || !isNumber(spot.height)) {
    return undefined;
  }
  return { x: spot.x, y: spot.y, width: spot.width, height: spot.height };
}

/** The URL of one rendition, or null when the image has no (resolvable) asset. */
export function contentImageUrl(image: ContentImageSource, options: ImageUrlOptions = {}): string | null {
  const id = image.asset?._id;
  const location = locationOf(image.asset?.url ?? '');
  if (!id || !location) return null;
  let builder = createImageUrlBuilder(location).image({
    asset: { _id: id },
    crop: cropOf(image),
    hotspot: hotspotOf(image),
  });
  if (options.width !== undefined) builder = builder.width(Math.round(options.width));
  if (options.height !== undefined) builder = builder.height(Math.round(options.height));
  if (options.fit !== undefined) builder = builder.fit(options.fit);
  if (options.format !== undefined) builder = builder.format(options.format);
  if (options.quality !== undefined) builder = builder.quality(options.quality);
  return builder.url();
}
