import { describe, expect, it } from 'vitest';
import { LakeError } from '../contract';
import { parseImageParams } from './image-params';
import { applyRenditionPolicy, MAX_RENDITION_EDGE, RENDITION_WIDTHS } from './rendition-policy';

const source = { width: 1600, height: 900 };
const policy = (query: string, size = source) =>
  applyRenditionPolicy(parseImageParams(new URLSearchParams(query)), size);

function refusal(query: string): LakeError {
  try {
    policy(query);
  } catch (error) {
    if (error instanceof LakeError) return error;
    throw error;
  }
  throw new Error(`expected ${query} to be refused`);
}

describe('applyRenditionPolicy', () => {
  it('keeps what the storefront asks for as it is', () => {
    expect(policy('rect=0,175,800,450&w=640&h=360&fm=webp&fit=crop')).toMatchObject({ width: 640, height: 360 });
    expect(policy('w=1200&h=630&fm=jpg&q=80&fit=crop')).toMatchObject({ width: 1200, height: 630, quality: 80 });
    expect(policy('w=1920&fm=webp&fit=max')).toMatchObject({ width: 1920, height: null });
    // The picture's own width (the storefront offers it when it is narrower than 1920).
    expect(policy('w=1000&fm=webp&fit=max', { width: 1000, height: 700 })).toMatchObject({ width: 1000 });
    // A crop as wide as the rect it keeps.
    expect(policy('rect=0,100,1000,563&w=1000&h=563&fit=crop')).toMatchObject({ width: 1000, height: 563 });
  });

  it('snaps other widths up to the next step, keeping the aspect ratio, with dpr folded in', () => {
    expect(policy('w=100')).toMatchObject({ width: 128, height: null, dpr: 1 });
    expect(policy('w=101&h=50&fit=crop')).toMatchObject({ width: 128, height: 63 });
    expect(policy('h=190&dpr=2&fit=max')).toMatchObject({ width: null, height: 400, dpr: 1 });
    expect(policy('w=96&h=96&dpr=1.5')).toMatchObject({ width: 160, height: 160 });
    expect(policy('w=2000&fit=max&dpr=2')).toMatchObject({ width: MAX_RENDITION_EDGE });
    expect(policy('w=5000&h=5000&fm=png')).toMatchObject({ width: MAX_RENDITION_EDGE, height: MAX_RENDITION_EDGE });
    expect(policy('w=100&h=4000')).toMatchObject({ width: 64, height: MAX_RENDITION_EDGE });
  });

  it('gives every width from 1 to 5000 one of a few dozen renditions', () => {
    const widths = new Set<number | null>();
    for (let width = 1; width <= 5000; width++) widths.add(policy(`w=${width}`).width);
    expect(widths.size).toBeLessThanOrEqual(RENDITION_WIDTHS.length + 2);
  });

  it('rounds focal points to hundredths', () => {
    expect(policy('w=640&h=360&fit=crop&crop=focalpoint&fp-x=0.12345&fp-y=0.9876').crop).toEqual({
      kind: 'anchor',
      x: 0.12,
      y: 0.99,
    });
  });

  it.each([
    'blur=50',
    'w=5000&h=5000&fm=png&blur=50',
    'sharpen=10',
    'sat=-100',
    'invert=true',
    'flip=h',
    'or=90',
    'pad=10',
    'bg=fff',
    'min-w=100',
    'max-h=100',
    'fm=avif',
    'fm=gif',
    'fm=pjpg',
    'q=33',
    'dpr=4',
  ])('refuses %s with 400 imageParamError', (query) => {
    const error = refusal(query);
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ error: { type: 'imageParamError' } });
  });
});
