import { LakeError } from '../contract';
import { MAX_EDGE, type ImageParams, type OutputFormat, type Rect } from './image-params';

/**
 * Sanity's image API geometry (https://www.sanity.io/docs/image-urls#fit), worked out before any
 * pixel is touched: `rect` cuts the source, `or`/`flip` turn it, then `w`/`h` with `fit` decide
 * the crop region, the scaled size and (for `fill`/`fillmax`) the canvas. The plan is also the
 * cache key, so `w=100&dpr=2` and `w=200` share one rendition.
 */
export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface RenderPlan {
  readonly rect: Rect | null;
  readonly orientation: 0 | 90 | 180 | 270;
  readonly flipHorizontal: boolean;
  readonly flipVertical: boolean;
  /** Region of the turned picture to keep before scaling (crop, min). */
  readonly region: Rect | null;
  /** Let sharp pick the region by entropy (`crop=entropy`); `scaled` is then the exact output. */
  readonly entropy: boolean;
  /** Size after scaling; null keeps the size. */
  readonly scaled: Size | null;
  /** Final canvas (fill, fillmax, pad) with the picture centred; null when it is the picture. */
  readonly canvas: Size | null;
  readonly background: string | null;
  readonly blur: number | null;
  readonly sharpen: number | null;
  readonly invert: boolean;
  readonly saturation: number | null;
  readonly format: OutputFormat;
  readonly quality: number | null;
}

function bad(message: string): LakeError {
  return new LakeError(400, message, { error: { description: message, type: 'imageParamError' } });
}

const round = (value: number) => Math.max(1, Math.round(value));

/** The largest region of `base` with the aspect of `target`, placed around the focal point. */
function coverRegion(base: Size, target: Size, anchor: { x: number; y: number }): Rect {
  const scale = Math.max(target.width / base.width, target.height / base.height);
  const width = Math.min(base.width, round(target.width / scale));
  const height = Math.min(base.height, round(target.height / scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return {
    left: clamp(anchor.x * base.width - width / 2, base.width - width),
    top: clamp(anchor.y * base.height - height / 2, base.height - height),
    width,
    height,
  };
}

function fitInside(base: Size, box: Size, enlarge: boolean): Size {
  const scale = Math.min(box.width / base.width, box.height / base.height, enlarge ? Infinity : 1);
  return { width: round(base.width * scale), height: round(base.height * scale) };
}

/** Keeps the aspect ratio and brings the longest edge down to MAX_EDGE. */
function capped(size: Size): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= MAX_EDGE) return size;
  const scale = MAX_EDGE / longest;
  return { width: round(size.width * scale), height: round(size.height * scale) };
}

function checkedRect(rect: Rect, source: Size): Rect {
  if (rect.left >= source.width || rect.top >= source.height) throw bad('rect lies outside the image');
  return {
    left: rect.left,
    top: rect.top,
    width: Math.min(rect.width, source.width - rect.left),
    height: Math.min(rect.height, source.height - rect.top),
  };
}

interface Geometry {
  region: Rect | null;
  entropy: boolean;
  scaled: Size | null;
  canvas: Size | null;
}

function geometry(params: ImageParams, base: Size): Geometry {
  const byDpr = (value: number | null) => (value === null ? null : round(value * params.dpr));
  let width = byDpr(params.width);
  let height = byDpr(params.height);
  const maxWidth = byDpr(params.maxWidth);
  const maxHeight = byDpr(params.maxHeight);
  let fit = params.fit;
  if (width === null && height === null && (maxWidth !== null || maxHeight !== null)) {
    // Only limits: the picture as large as they allow, never enlarged.
    width = maxWidth;
    height = maxHeight;
    fit = 'max';
  } else {
    if (width !== null && maxWidth !== null) width = Math.min(width, maxWidth);
    if (height !== null && maxHeight !== null) height = Math.min(height, maxHeight);
  }
  const none: Geometry = { region: null, entropy: false, scaled: null, canvas: null };
  if (width === null && height === null) return none;
  const noEnlarge = fit === 'max' || fit === 'min' || fit === 'fillmax';

  if (width === null || height === null) {
    // One edge given: the other follows the aspect ratio, whatever the fit.
    const box = { width: width ?? Infinity, height: height ?? Infinity };
    return { ...none, scaled: capped(fitInside(base, box, !noEnlarge)) };
  }
  const box = capped({ width, height });
  switch (fit) {
    case 'clip':
    case 'max':
      return { ...none, scaled: fitInside(base, box, fit === 'clip') };
    case 'scale':
      return { ...none, scaled: box };
    case 'fill':
    case 'fillmax':
      return { ...none, scaled: fitInside(base, box, fit === 'fill'), canvas: box };
    case 'crop':
    case 'min': {
      const shrink = fit === 'min' ? Math.min(1, base.width / box.width, base.height / box.height) : 1;
      const target = { width: round(box.width * shrink), height: round(box.height * shrink) };
      if (params.crop.kind === 'entropy') return { ...none, entropy: true, scaled: target };
      return { ...none, region: coverRegion(base, target, params.crop), scaled: target };
    }
  }
}

function withMinimum(size: Size, params: ImageParams): Size {
  const scale = Math.max(1, (params.minWidth ?? 0) / size.width, (params.minHeight ?? 0) / size.height);
  return scale === 1 ? size : capped({ width: round(size.width * scale), height: round(size.height * scale) });
}

export function planRender(params: ImageParams, source: Size, format: OutputFormat): RenderPlan {
  const rect = params.rect ? checkedRect(params.rect, source) : null;
  const cut = rect ? { width: rect.width, height: rect.height } : source;
  const turned = params.orientation === 90 || params.orientation === 270;
  const base = turned ? { width: cut.height, height: cut.width } : cut;
  const shape = geometry(params, base);
  const scaled =
    shape.canvas === null && shape.region === null && !shape.entropy
      ? withMinimum(shape.scaled ?? base, params)
      : shape.scaled;
  const picture = shape.canvas ?? scaled ?? base;
  const canvas =
    params.pad > 0 ? { width: picture.width + 2 * params.pad, height: picture.height + 2 * params.pad } : shape.canvas;
  return {
    rect,
    orientation: params.orientation,
    flipHorizontal: params.flipHorizontal,
    flipVertical: params.flipVertical,
    region: shape.region,
    entropy: shape.entropy,
    scaled: scaled && (scaled.width !== base.width || scaled.height !== base.height || shape.region) ? scaled : null,
    canvas,
    background: params.background,
    blur: params.blur || null,
    sharpen: params.sharpen || null,
    invert: params.invert,
    saturation: params.saturation,
    format,
    quality: params.quality,
  };
}

/**
 * True when the plan leaves the picture as it is; with `sameEncoding` (no other format asked for)
 * the original bytes can be sent.
 */
export function isIdentity(plan: RenderPlan, sameEncoding: boolean): boolean {
  return (
    plan.rect === null &&
    plan.orientation === 0 &&
    !plan.flipHorizontal &&
    !plan.flipVertical &&
    plan.region === null &&
    !plan.entropy &&
    plan.scaled === null &&
    plan.canvas === null &&
    plan.blur === null &&
    plan.sharpen === null &&
    !plan.invert &&
    plan.saturation === null &&
    plan.quality === null &&
    sameEncoding
  );
}
