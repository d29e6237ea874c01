/** Small helpers for the procedural SVG illustrations: a string hash, number formatting, colours. */
import type { FlavourId } from '../catalogue-model';
import { mulberry32 } from '../prng';

/** FNV-1a, 32 bit: a stable seed from an id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** [0, 1) */
  next(): number;
  between(min: number, max: number): number;
}

export function seededRandom(seed: string): Random {
  const next = mulberry32(hashString(seed));
  return { next, between: (min, max) => min + next() * (max - min) };
}

/** One decimal at most: enough for a 600 px drawing, and keeps the file small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;
}

/** Accent hue of a flavour: lemon yellow, berries purple, mint teal … */
export const flavourHues: Record<FlavourId, number> = {
  lemon: 52,
  citrus: 35,
  pine: 140,
  earth: 28,
  berries: 320,
  grape: 275,
  fuel: 210,
  spice: 15,
  herbs: 100,
  'tropical-fruit': 25,
  vanilla: 45,
  coffee: 22,
  mint: 165,
  cheese: 48,
  honey: 40,
};

/** XML text content: the few characters that must be escaped. */
export function xmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
