import { contentImageWidths, posterImageWidths } from './content-image';

/**
 * The image renditions this site's image route (`/api/content/images/…`) asks the lake for: only
 * those the storefront's own pages link to, so a visitor cannot make the lake render (and keep)
 * arbitrary variants. Anything else answers 400 here, before the lake is asked; the lake applies
 * its own, looser policy (lake/src/assets/rendition-policy.ts) for callers that reach it directly.
 *
 * What the storefront links to (image-url.ts writes the parameters):
 * - `<ContentImage>`: widths from its srcset ladder (or the posters' shorter one), and the picture's own width (or, cropped to a
 *   ratio, the widest crop the file allows) when that is at most the ladder's largest; `fit=max`,
 *   or `fit=crop` with the height of one of CROP_RATIOS; `fm=webp`;
 * - the gallery's lightbox (640–1600 px) and video posters (1280 px): `fit=max`, `fm=webp`;
 * - Open Graph images: 1200×630 `fit=crop`, `fm=jpg`, `q=80`;
 * - `rect` (the editor's crop and hotspot) inside the picture; `q` from QUALITIES.
 *
 * A new width, ratio or format in a component must be added here (the test renders the
 * components' URLs through this check).
 */

/** Aspect ratios `<ContentImage aspectRatio>` is used with: cards and heroes 16:9, gallery 4:3. */
export const CROP_RATIOS: readonly number[] = [16 / 9, 4 / 3];
/** Widths outside the srcset ladder: the gallery's lightbox, video posters, Open Graph. */
const OTHER_WIDTHS: readonly number[] = [640, 960, 1200, 1280, 1600];
/** Exact crops asked for by size: the Open Graph image. */
const FIXED_CROPS: readonly (readonly [number, number])[] = [[1200, 630]];
export const FORMATS = ['webp', 'jpg', 'png'] as const;
export const QUALITIES: readonly number[] = [60, 70, 75, 80, 85, 90];
const PARAMETERS = new Set(['rect', 'w', 'h', 'fm', 'q', 'fit', 'auto']);

const largestLadderWidth = contentImageWidths.at(-1) ?? 1920;

export type RenditionCheck =
  { readonly ok: true; readonly search: string } | { readonly ok: false; readonly reason: string };

/** `<sha1>-<width>x<height>.<ext>` → the picture's size. */
const fileSize = /^[a-f0-9]{40}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.[a-z0-9]{2,5}$/;

const wholeNumber = (raw: string) => (/^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : null);

/** Every width the storefront links to for a picture of this size. */
export function allowedWidths(width: number, height: number): Set<number> {
  const own = [width, ...CROP_RATIOS.map((ratio) => Math.floor(Math.min(width, height * ratio)))].filter(
    (candidate) => candidate <= largestLadderWidth,
  );
  return new Set([...contentImageWidths, ...posterImageWidths, ...OTHER_WIDTHS, ...own]);
}

function cropHeightFits(width: number, height: number): boolean {
  if (FIXED_CROPS.some(([w, h]) => w === width && h === height)) return true;
  return CROP_RATIOS.some((ratio) => Math.max(1, Math.round(width / ratio)) === height);
}

function rectInside(raw: string, width: number, height: number): boolean {
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9][0-9]{0,4})$/.test(part))) return false;
  const [left = 0, top = 0, rectWidth = 0, rectHeight = 0] = parts.map(Number);
  return rectWidth > 0 && rectHeight > 0 && left + rectWidth <= width && top + rectHeight <= height;
}

/**
 * Checks an image request for `file` against what the storefront links to, and answers the query
 * to send on, rebuilt in a fixed order from the checked parameters only.
 */
export function checkRendition(file: string, search: URLSearchParams): RenditionCheck {
  const size = fileSize.exec(file);
  if (!size) return { ok: false, reason: 'Not an image file name' };
  const [fileWidth, fileHeight] = [Number(size[1]), Number(size[2])];
  const seen = new Set<string>();
  for (const name of search.keys()) {
    if (!PARAMETERS.has(name)) return { ok: false, reason: `Parameter ${name} is not offered` };
    if (seen.has(name)) return { ok: false, reason: `Parameter ${name} given twice` };
    seen.add(name);
  }
  const format = FORMATS.find((candidate) => candidate === search.get('fm'));
  if (format === undefined) return { ok: false, reason: `fm must be one of ${FORMATS.join(', ')}` };
  const width = wholeNumber(search.get('w') ?? '');
  if (width === null || !allowedWidths(fileWidth, fileHeight).has(width)) {
    return { ok: false, reason: 'w is not one of the widths this site offers' };
  }
  const fit = search.get('fit');
  const rawHeight = search.get('h');
  if (fit === 'max') {
    if (rawHeight !== null) return { ok: false, reason: 'fit=max takes no h' };
  } else if (fit === 'crop') {
    const height = wholeNumber(rawHeight ?? '');
    if (height === null || !cropHeightFits(width, height)) {
      return { ok: false, reason: 'h does not give one of the aspect ratios this site offers' };
    }
  } else {
    return { ok: false, reason: 'fit must be max or crop' };
  }
  const rect = search.get('rect');
  if (rect !== null && !rectInside(rect, fileWidth, fileHeight)) {
    return { ok: false, reason: 'rect must lie inside the picture' };
  }
  const quality = search.get('q');
  if (quality !== null && !QUALITIES.includes(wholeNumber(quality) ?? 0)) {
    return { ok: false, reason: `q must be one of ${QUALITIES.join(', ')}` };
  }
  const auto = search.get('auto');
  if (auto !== null && auto !== 'format') return { ok: false, reason: 'auto must be format' };

  const checked = new URLSearchParams();
  if (rect !== null) checked.set('rect', rect);
  checked.set('w', String(width));
  if (rawHeight !== null) checked.set('h', rawHeight);
  checked.set('fm', format);
  if (quality !== null) checked.set('q', quality);
  checked.set('fit', fit);
  if (auto !== null) checked.set('auto', auto);
  return { ok: true, search: `?${checked.toString()}` };
}
