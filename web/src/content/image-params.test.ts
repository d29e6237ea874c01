import { describe, expect, it } from 'vitest';
import { outputFormatFor, parseImageFile, parseImageParams, renditionKey } from './image-params';

const sha = 'a'.repeat(40);
const file = parseImageFile(`${sha}-1600x900.webp`);

function params(query: string) {
  if (!file) throw new Error('test file name');
  return parseImageParams(new URLSearchParams(query), file);
}

describe('image file names', () => {
  it('accepts Sanity-style names and reads the size', () => {
    expect(file).toEqual({ name: `${sha}-1600x900.webp`, width: 1600, height: 900, format: 'webp' });
  });

  it.each([
    'x.webp',
    `${sha}-1600x900.gif`,
    `${sha}-0x900.webp`,
    `${sha.toUpperCase()}-1600x900.webp`,
    `../${sha}-1600x900.webp`,
    `${sha}-1600x900.webp/..`,
    `${sha}-1600x900.webp.svg`,
  ])('refuses %s', (name) => {
    expect(parseImageFile(name)).toBeNull();
  });
});

describe('image parameters', () => {
  it('reads what @sanity/image-url writes', () => {
    expect(params('w=640&h=360&fit=crop&fm=webp&q=60&rect=0,0,1600,900')).toEqual({
      ok: true,
      value: {
        width: 640,
        height: 360,
        fit: 'crop',
        format: 'webp',
        autoFormat: false,
        quality: 60,
        rect: { left: 0, top: 0, width: 1600, height: 900 },
      },
    });
    expect(params('')).toMatchObject({ ok: true, value: { width: null, height: null, fit: 'clip', quality: 75 } });
    expect(params('w=400&dpr=2')).toMatchObject({ ok: true, value: { width: 800 } });
    expect(params('fm=jpeg')).toMatchObject({ ok: true, value: { format: 'jpg' } });
  });

  it.each([
    ['w=0', /w must be/],
    ['w=abc', /w must be/],
    ['w=4097', /w must be/],
    ['w=-5', /w must be/],
    ['w=1.5', /w must be/],
    ['h=99999', /h must be/],
    ['fit=cover', /fit must be/],
    ['fm=gif', /fm must be/],
    ['q=0', /q must be/],
    ['q=101', /q must be/],
    ['auto=compress', /auto must be/],
    ['rect=0,0,1601,900', /inside/],
    ['rect=10,10,0,5', /inside/],
    ['rect=1,2,3', /rect must be/],
    ['dpr=4', /dpr must be/],
    ['w=100&w=200', /twice/],
    ['blur=20', /unknown parameter blur/],
  ])('refuses %s', (query, message) => {
    const parsed = params(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('picks the output format: fm, then WebP for auto=format when accepted, else the file’s', () => {
    if (!file) throw new Error('test file name');
    const png = parseImageFile(`${sha}-10x10.png`);
    if (!png) throw new Error('test file name');
    const auto = params('auto=format');
    const fm = params('fm=png&auto=format');
    if (!auto.ok || !fm.ok) throw new Error('valid parameters');
    expect(outputFormatFor(fm.value, file, 'image/webp')).toBe('png');
    expect(outputFormatFor(auto.value, png, 'image/avif,image/webp,*/*')).toBe('webp');
    expect(outputFormatFor(auto.value, png, 'image/png')).toBe('png');
  });

  it('names one key per rendition', () => {
    if (!file) throw new Error('test file name');
    const a = params('w=640&fm=webp');
    const b = params('fm=webp&w=640');
    const c = params('w=641&fm=webp');
    if (!a.ok || !b.ok || !c.ok) throw new Error('valid parameters');
    expect(renditionKey(file, a.value, 'webp')).toBe(renditionKey(file, b.value, 'webp'));
    expect(renditionKey(file, a.value, 'webp')).not.toBe(renditionKey(file, c.value, 'webp'));
  });
});
