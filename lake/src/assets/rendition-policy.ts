import { LakeError } from '../contract';
import type { ImageParams, OutputFormat } from './image-params';
import type { Size } from './image-plan';

/**
 * Which renditions the lake makes. Every distinct rendition costs a render and disk space, so the
 * combinations are kept few, whoever asks (the lake is reachable without the storefront):
 *
 * - widths snap up to the next step of RENDITION_WIDTHS, unless the width is the picture's (or
 *   its `rect`'s) own; with a height too, the height keeps the requested aspect ratio. The Studio
 *   asks for whatever its layout measures (`h=190&dpr=2`, `w=96&h=96`), so snapping, not
 *   refusing, keeps it working; the storefront only asks for steps of the ladder. `dpr` is folded
 *   into the edges, the longest edge is at most MAX_RENDITION_EDGE;
 * - formats: jpg, png, webp (and `auto=format`); quality one of RENDITION_QUALITIES;
 * - the effects Sanity offers but neither the Studio nor the storefront uses (blur, sharpen, sat,
 *   invert, flip, or, pad, bg, min-/max- sizes) answer 400: each is another axis of renditions;
 * - focal points are rounded to hundredths.
 */

export const RENDITION_WIDTHS: readonly number[] = [
  16, 32, 48, 64, 96, 128, 160, 200, 240, 256, 320, 360, 400, 480, 512, 640, 720, 768, 800, 960, 1024, 1080, 1200, 1280,
  1440, 1600, 1680, 1920, 2048, 2560,
];
export const MAX_RENDITION_EDGE = 2560;
export const RENDITION_FORMATS: readonly OutputFormat[] = ['jpg', 'png', 'webp'];
export const RENDITION_QUALITIES: readonly number[] = [50, 60, 70, 75, 80, 85, 90, 100];
/** Device pixel ratios beyond 3 do not exist; larger values only ask for huge pictures. */
export const MAX_DPR = 3;

function refuse(description: string): LakeError {
  return new LakeError(400, description, { error: { description, type: 'imageParamError' } });
}

/** The effects and limits the lake does not render, by their URL parameter. */
function unsupportedParameter(params: ImageParams): string | null {
  if (params.blur !== null) return 'blur';
  if (params.sharpen !== null) return 'sharpen';
  if (params.saturation !== null) return 'sat';
  if (params.invert) return 'invert';
  if (params.flipHorizontal || params.flipVertical) return 'flip';
  if (params.orientation !== 0) return 'or';
  if (params.pad !== 0) return 'pad';
  if (params.background !== null) return 'bg';
  if (params.minWidth !== null) return 'min-w';
  if (params.minHeight !== null) return 'min-h';
  if (params.maxWidth !== null) return 'max-w';
  if (params.maxHeight !== null) return 'max-h';
  return null;
}

/** The smallest step at or above `value`, or `value` itself when it is one of the picture's own edges. */
export function snapEdge(value: number, ownEdges: readonly number[]): number {
  const capped = Math.min(value, MAX_RENDITION_EDGE);
  if (ownEdges.includes(capped)) return capped;
  return RENDITION_WIDTHS.find((step) => step >= capped) ?? MAX_RENDITION_EDGE;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The parameters the lake renders for a request: checked (LakeError 400 for what it does not
 * offer) and snapped, with `dpr` folded into the edges. `source` is the picture's size.
 */
export function applyRenditionPolicy(params: ImageParams, source: Size): ImageParams {
  const unsupported = unsupportedParameter(params);
  if (unsupported !== null) throw refuse(`${unsupported} is not offered by this content lake`);
  if (params.format !== null && !RENDITION_FORMATS.includes(params.format)) {
    throw refuse(`fm must be one of ${RENDITION_FORMATS.join(', ')}`);
  }
  if (params.quality !== null && !RENDITION_QUALITIES.includes(params.quality)) {
    throw refuse(`q must be one of ${RENDITION_QUALITIES.join(', ')}`);
  }
  if (params.dpr > MAX_DPR) throw refuse(`dpr must be at most ${MAX_DPR}`);

  const ownEdges = [source.width, source.height, ...(params.rect ? [params.rect.width, params.rect.height] : [])];
  const scaled = (value: number | null) => (value === null ? null : Math.max(1, Math.round(value * params.dpr)));
  const requestedWidth = scaled(params.width);
  const requestedHeight = scaled(params.height);
  let width: number | null = null;
  let height: number | null = null;
  if (requestedWidth !== null) {
    width = snapEdge(requestedWidth, ownEdges);
    if (requestedHeight !== null) {
      height = Math.max(1, Math.round((requestedHeight * width) / requestedWidth));
      if (height > MAX_RENDITION_EDGE) {
        width = Math.max(1, Math.round((width * MAX_RENDITION_EDGE) / height));
        height = MAX_RENDITION_EDGE;
      }
    }
  } else if (requestedHeight !== null) {
    height = snapEdge(requestedHeight, ownEdges);
  }
  const crop =
    params.crop.kind === 'anchor'
      ? { kind: 'anchor' as const, x: hundredths(params.crop.x), y: hundredths(params.crop.y) }
      : params.crop;
  return { ...params, width, height, dpr: 1, crop };
}
