import { LakeError } from '../contract';

/**
 * Sanity's image URL parameters (https://www.sanity.io/docs/image-urls), parsed and checked.
 * A bad value of a known parameter is a 400; unknown parameters are ignored as Sanity's CDN does
 * (they never reach the cache key, so they cannot multiply renditions).
 */

/** Largest edge the lake renders; bigger requests are scaled down to it, like Sanity's cap. */
export const MAX_EDGE = 5000;

export const fits = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
export type Fit = (typeof fits)[number];

export const outputFormats = ['jpg', 'pjpg', 'png', 'webp', 'avif', 'gif'] as const;
export type OutputFormat = (typeof outputFormats)[number];

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where a crop keeps the picture: fractions 0–1 of the free space (0 = left/top), or entropy. */
export type CropAnchor =
  { readonly kind: 'anchor'; readonly x: number; readonly y: number } | { readonly kind: 'entropy' };

export interface ImageParams {
  readonly width: number | null;
  readonly height: number | null;
  readonly maxWidth: number | null;
  readonly maxHeight: number | null;
  readonly minWidth: number | null;
  readonly minHeight: number | null;
  readonly fit: Fit;
  readonly crop: CropAnchor;
  readonly rect: Rect | null;
  readonly format: OutputFormat | null;
  readonly autoFormat: boolean;
  readonly quality: number | null;
  readonly dpr: number;
  /** `#rrggbb` or `#rrggbbaa`. */
  readonly background: string | null;
  readonly blur: number | null;
  readonly sharpen: number | null;
  readonly flipHorizontal: boolean;
  readonly flipVertical: boolean;
  readonly invert: boolean;
  readonly orientation: 0 | 90 | 180 | 270;
  readonly saturation: number | null;
  readonly pad: number;
  /** `dl`: answer as a download with this file name ('' = the original name). */
  readonly download: string | null;
}

function bad(message: string): LakeError {
  return new LakeError(400, message, { error: { description: message, type: 'imageParamError' } });
}

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(raw)) throw bad(`${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw bad(`${name} must be between ${min} and ${max}`);
  return value;
}

function decimal(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+(\.\d+)?$/.test(raw)) throw bad(`${name} must be a number`);
  const value = Number(raw);
  if (value < min || value > max) throw bad(`${name} must be between ${min} and ${max}`);
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  const value = allowed.find((candidate) => candidate === raw);
  if (value === undefined) throw bad(`${name} must be one of ${allowed.join(', ')}`);
  return value;
}

function parseRect(raw: string): Rect {
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => /^\d+$/.test(part))) throw bad('rect must be left,top,width,height');
  const [left = 0, top = 0, width = 0, height = 0] = parts.map(Number);
  if (width === 0 || height === 0) throw bad('rect needs a width and a height');
  return { left, top, width, height };
}

/** `#rgb`, `#argb`, `#rrggbb`, `#aarrggbb` (with or without `#`) → `#rrggbb[aa]`. */
function parseColor(raw: string): string {
  const hex = raw.replace(/^#/, '').toLowerCase();
  if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(hex)) throw bad('bg must be a hex colour');
  const long = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return long.length === 8 ? `#${long.slice(2)}${long.slice(0, 2)}` : `#${long}`;
}

function parseCrop(raw: string, fpX: string | null, fpY: string | null): CropAnchor {
  const modes = raw.split(',');
  if (modes.includes('entropy')) return { kind: 'entropy' };
  if (modes.includes('focalpoint')) {
    return {
      kind: 'anchor',
      x: fpX === null ? 0.5 : decimal('fp-x', fpX, 0, 1),
      y: fpY === null ? 0.5 : decimal('fp-y', fpY, 0, 1),
    };
  }
  let x = 0.5;
  let y = 0.5;
  for (const mode of modes) {
    switch (mode) {
      case 'top':
        y = 0;
        break;
      case 'bottom':
        y = 1;
        break;
      case 'left':
        x = 0;
        break;
      case 'right':
        x = 1;
        break;
      case 'center':
        break;
      default:
        throw bad('crop must be top, bottom, left, right, center, focalpoint or entropy');
    }
  }
  return { kind: 'anchor', x, y };
}

export function parseImageParams(search: URLSearchParams): ImageParams {
  const get = (name: string) => search.get(name);
  const size = (name: string) => {
    const raw = get(name);
    return raw === null ? null : integer(name, raw, 1, MAX_EDGE);
  };
  const fpX = get('fp-x');
  const fpY = get('fp-y');
  const crop = get('crop');
  const fm = get('fm');
  const auto = get('auto');
  if (auto !== null && auto !== 'format') throw bad('auto must be format');
  const flip = get('flip');
  if (flip !== null && !['h', 'v', 'hv', 'vh'].includes(flip)) throw bad('flip must be h, v or hv');
  const or = get('or');
  const orientation = or === null ? 0 : Number(oneOf('or', or, ['0', '90', '180', '270']));
  const invert = get('invert');
  return {
    width: size('w'),
    height: size('h'),
    maxWidth: size('max-w'),
    maxHeight: size('max-h'),
    minWidth: size('min-w'),
    minHeight: size('min-h'),
    fit: get('fit') === null ? 'clip' : oneOf('fit', get('fit') ?? '', fits),
    crop:
      crop === null
        ? fpX !== null || fpY !== null
          ? parseCrop('focalpoint', fpX, fpY)
          : { kind: 'anchor', x: 0.5, y: 0.5 }
        : parseCrop(crop, fpX, fpY),
    rect: get('rect') === null ? null : parseRect(get('rect') ?? ''),
    format: fm === null ? null : oneOf('fm', fm === 'jpeg' ? 'jpg' : fm, outputFormats),
    autoFormat: auto === 'format',
    quality: get('q') === null ? null : integer('q', get('q') ?? '', 0, 100),
    dpr: get('dpr') === null ? 1 : decimal('dpr', get('dpr') ?? '', 0.1, 5),
    background: get('bg') === null ? null : parseColor(get('bg') ?? ''),
    blur: get('blur') === null ? null : integer('blur', get('blur') ?? '', 0, 2000),
    sharpen: get('sharpen') === null ? null : integer('sharpen', get('sharpen') ?? '', 0, 100),
    flipHorizontal: flip !== null && flip.includes('h'),
    flipVertical: flip !== null && flip.includes('v'),
    invert: invert !== null && invert !== 'false',
    orientation: orientation === 90 || orientation === 180 || orientation === 270 ? orientation : 0,
    saturation: get('sat') === null ? null : integer('sat', get('sat') ?? '', -100, 100),
    pad: get('pad') === null ? 0 : integer('pad', get('pad') ?? '', 0, 1000),
    download: get('dl'),
  };
}
