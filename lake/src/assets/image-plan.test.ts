import { describe, expect, it } from 'vitest';
import { parseImageParams } from './image-params';
import { isIdentity, planRender } from './image-plan';

const source = { width: 1600, height: 900 };
const plan = (query: string, format: 'jpg' | 'webp' = 'jpg') =>
  planRender(parseImageParams(new URLSearchParams(query)), source, format);

describe('parseImageParams', () => {
  it('reads Sanity’s parameters and normalises colours (ARGB → #rrggbbaa)', () => {
    const params = parseImageParams(
      new URLSearchParams('w=300&h=200&fit=crop&crop=top,left&bg=8f00&q=60&dpr=2&flip=hv&or=90&dl=x.jpg'),
    );
    expect(params).toMatchObject({
      width: 300,
      height: 200,
      fit: 'crop',
      crop: { kind: 'anchor', x: 0, y: 0 },
      background: '#ff000088',
      quality: 60,
      dpr: 2,
      flipHorizontal: true,
      flipVertical: true,
      orientation: 90,
      download: 'x.jpg',
    });
    expect(parseImageParams(new URLSearchParams('crop=focalpoint&fp-x=0.25&fp-y=1')).crop).toEqual({
      kind: 'anchor',
      x: 0.25,
      y: 1,
    });
    expect(parseImageParams(new URLSearchParams('crop=entropy')).crop).toEqual({ kind: 'entropy' });
  });

  it('ignores unknown parameters and refuses bad values of known ones', () => {
    expect(parseImageParams(new URLSearchParams('utm_source=x&dlRaw=true')).width).toBeNull();
    for (const query of [
      'w=-1',
      'h=1.5',
      'fit=cover',
      'fm=bmp',
      'bg=red',
      'fp-x=2&crop=focalpoint',
      'or=45',
      'auto=compress',
      'flip=x',
    ]) {
      expect(() => parseImageParams(new URLSearchParams(query)), query).toThrow();
    }
  });
});

describe('planRender', () => {
  it('keeps the aspect ratio when one edge is given', () => {
    expect(plan('w=800').scaled).toEqual({ width: 800, height: 450 });
    expect(plan('h=90').scaled).toEqual({ width: 160, height: 90 });
  });

  it('crops around the anchor or focal point to fill w×h', () => {
    expect(plan('w=100&h=100&fit=crop')).toMatchObject({
      region: { left: 350, top: 0, width: 900, height: 900 },
      scaled: { width: 100, height: 100 },
    });
    expect(plan('w=100&h=100&fit=crop&crop=right').region).toEqual({ left: 700, top: 0, width: 900, height: 900 });
    expect(plan('w=100&h=100&fit=crop&crop=focalpoint&fp-x=0.1').region).toEqual({
      left: 0,
      top: 0,
      width: 900,
      height: 900,
    });
  });

  it('fill and fillmax centre the picture on a w×h canvas; fillmax never enlarges', () => {
    expect(plan('w=400&h=400&fit=fill')).toMatchObject({
      scaled: { width: 400, height: 225 },
      canvas: { width: 400, height: 400 },
    });
    expect(plan('w=3200&h=3200&fit=fillmax')).toMatchObject({ scaled: null, canvas: { width: 3200, height: 3200 } });
  });

  it('max-w/max-h limit without enlarging; the longest edge is capped at 5000', () => {
    expect(plan('max-w=800').scaled).toEqual({ width: 800, height: 450 });
    expect(plan('max-w=4000').scaled).toBeNull();
    expect(plan('w=4000&dpr=3').scaled).toEqual({ width: 5000, height: 2813 });
  });

  it('is the identity (original bytes) only when nothing changes', () => {
    expect(isIdentity(plan(''), true)).toBe(true);
    expect(isIdentity(plan('fit=max&w=2000'), true)).toBe(true);
    expect(isIdentity(plan('q=50'), true)).toBe(false);
    expect(isIdentity(plan('', 'webp'), false)).toBe(false);
    expect(isIdentity(plan('blur=20'), true)).toBe(false);
  });
});
