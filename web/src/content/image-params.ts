/**
 * The image transformation parameters the local image route understands — the subset of Sanity's
 * image API that `@sanity/image-url` writes (`w`, `h`, `fit`, `fm`, `q`, `auto=format`, `rect`,
 * `dpr`). Parsing is strict: an unknown parameter, a repeated one or a bad value is an error (400),
 * so every URL names exactly one rendition and nobody can fill the cache with variants.
 */

export const MAX_DIMENSION = 4096;
export const fits = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
export const outputFormats = ['webp', 'jpg', 'png'] as const;

export type Fit = (typeof fits)[number];
export type OutputFormat = (typeof outputFormats)[number];

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface ImageParams {
  readonly width: number | null;
  readonly height: number | null;
  readonly fit: Fit;
  readonly format: OutputFormat | null;
  readonly autoFormat: boolean;
  readonly quality: number;
  readonly rect: Rect | null;
}

export const DEFAULT_QUALITY = 75;

/** `<sha1>-<width>x<height>.<ext>`, the way Sanity names image files (and the demo dataset does). */
const fileShape = /^([a-f0-9]{40})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(webp|jpg|png)$/;

export interface ImageFile {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly format: OutputFormat;
}

export function parseImageFile(name: string): ImageFile | null {
  const match = fileShape.exec(name);
  if (!match) return null;
  const [, , width, height, extension] = match;
  const format = outputFormats.find((candidate) => candidate === extension);
  if (width === undefined || height === undefined || format === undefined) return null;
  return { name, width: Number(width), height: Number(height), format };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const positiveInt = /^[1-9][0-9]{0,4}$/;
const nonNegativeInt = /^(0|[1-9][0-9]{0,4})$/;

function dimension(name: string, raw: string): Parsed<number> {
  if (!positiveInt.test(raw) || Number(raw) > MAX_DIMENSION) {
    return { ok: false, error: `${name} must be a whole number from 1 to ${MAX_DIMENSION}` };
  }
  return { ok: true, value: Number(raw) };
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): Parsed<T> {
  const value = allowed.find((candidate) => candidate === raw);
  return value === undefined
    ? { ok: false, error: `${name} must be one of ${allowed.join(', ')}` }
    : { ok: true, value };
}

function rectOf(raw: string, file: ImageFile): Parsed<Rect> {
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => nonNegativeInt.test(part))) {
    return { ok: false, error: 'rect must be left,top,width,height in whole pixels' };
  }
  const [left = 0, top = 0, width = 0, height = 0] = parts.map(Number);
  if (width === 0 || height === 0 || left + width > file.width || top + height > file.height) {
    return { ok: false, error: `rect must lie inside the ${file.width}x${file.height} image` };
  }
  return { ok: true, value: { left, top, width, height } };
}

const known = new Set(['w', 'h', 'fit', 'fm', 'q', 'auto', 'rect', 'dpr']);

export function parseImageParams(search: URLSearchParams, file: ImageFile): Parsed<ImageParams> {
  const seen = new Set<string>();
  for (const key of search.keys()) {
    if (!known.has(key)) return { ok: false, error: `unknown parameter ${key}` };
    if (seen.has(key)) return { ok: false, error: `parameter ${key} given twice` };
    seen.add(key);
  }
  let width: number | null = null;
  let height: number | null = null;
  let fit: Fit = 'clip';
  let format: OutputFormat | null = null;
  let quality = DEFAULT_QUALITY;
  let rect: Rect | null = null;
  let dpr = 1;
  const get = (key: string) => search.get(key);

  const w = get('w');
  if (w !== null) {
    const parsed = dimension('w', w);
    if (!parsed.ok) return parsed;
    width = parsed.value;
  }
  const h = get('h');
  if (h !== null) {
    const parsed = dimension('h', h);
    if (!parsed.ok) return parsed;
    height = parsed.value;
  }
  const fitParam = get('fit');
  if (fitParam !== null) {
    const parsed = oneOf('fit', fitParam, fits);
    if (!parsed.ok) return parsed;
    fit = parsed.value;
  }
  const fm = get('fm');
  if (fm !== null) {
    const parsed = oneOf('fm', fm === 'jpeg' ? 'jpg' : fm, outputFormats);
    if (!parsed.ok) return parsed;
    format = parsed.value;
  }
  const q = get('q');
  if (q !== null) {
    if (!positiveInt.test(q) || Number(q) > 100) return { ok: false, error: 'q must be a whole number from 1 to 100' };
    quality = Number(q);
  }
  const auto = get('auto');
  if (auto !== null && auto !== 'format') return { ok: false, error: 'auto must be format' };
  const rectParam = get('rect');
  if (rectParam !== null) {
    const parsed = rectOf(rectParam, file);
    if (!parsed.ok) return parsed;
    rect = parsed.value;
  }
  const dprParam = get('dpr');
  if (dprParam !== null) {
    if (!/^[1-3]$/.test(dprParam)) return { ok: false, error: 'dpr must be 1, 2 or 3' };
    dpr = Number(dprParam);
  }
  const scaled = (value: number | null) => (value === null ? null : Math.min(value * dpr, MAX_DIMENSION));
  return {
    ok: true,
    value: { width: scaled(width), height: scaled(height), fit, format, autoFormat: auto !== null, quality, rect },
  };
}

/** The format to send: `fm`, else WebP for `auto=format` when the browser takes it, else the file's. */
export function outputFormatFor(params: ImageParams, file: ImageFile, accept: string | null): OutputFormat {
  if (params.format !== null) return params.format;
  if (params.autoFormat && (accept ?? '').includes('image/webp')) return 'webp';
  return file.format;
}

/** One name per rendition: the file (its name holds the sha1 of its bytes) plus what was asked. */
export function renditionKey(file: ImageFile, params: ImageParams, format: OutputFormat): string {
  const rect = params.rect ? `${params.rect.left},${params.rect.top},${params.rect.width},${params.rect.height}` : '-';
  return [file.name, params.width ?? '-', params.height ?? '-', params.fit, format, params.quality, rect].join('|');
}
