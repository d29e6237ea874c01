/**
 * A seed bank's logo: a round monogram badge with the initials of its name, colours and ring
 * pattern from a hash of the slug. Deterministic; about 1 KB.
 */
import { hsl, n, seededRandom, xmlText } from './svg-kit';

export function initialsOf(name: string): string {
  const words = name
    .split(/[\s.-]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

export function seedBankLogoSvg(slug: string, name: string): string {
  const random = seededRandom(slug);
  const hue = random.between(0, 360);
  const dots = 12 + Math.round(random.between(0, 12));
  const ring: string[] = [];
  for (let index = 0; index < dots; index += 1) {
    const angle = (index / dots) * Math.PI * 2;
    ring.push(`<circle cx="${n(150 + Math.cos(angle) * 118)}" cy="${n(150 + Math.sin(angle) * 118)}" r="4"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">` +
    `<circle cx="150" cy="150" r="140" fill="${hsl(hue, 55, 30)}"/>` +
    `<circle cx="150" cy="150" r="104" fill="${hsl(hue + 30, 50, 92)}"/>` +
    `<g fill="${hsl(hue + 30, 60, 75)}">${ring.join('')}</g>` +
    `<text x="150" y="150" dy=".35em" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="84" fill="${hsl(hue, 55, 28)}">${xmlText(initialsOf(name))}</text>` +
    `</svg>`
  );
}
