/** Illustration motifs about plants growing: seedlings, plants in pots, greenhouse, field rows, lamp. */
import { background, hill, leafFan, plant, r, type Palette } from './svg-kit';

export interface MotifInput {
  width: number;
  height: number;
  palette: Palette;
  random: () => number;
}

function sun(x: number, y: number, radius: number, colour: string): string {
  return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius * 1.6)}" fill="${colour}" opacity="0.25"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${colour}" opacity="0.9"/>`;
}

function sprout(x: number, base: number, size: number, palette: Palette): string {
  return (
    `<path d="M${r(x)},${r(base)} C${r(x - size * 0.1)},${r(base - size * 0.5)} ${r(x + size * 0.1)},${r(base - size * 0.7)} ${r(x)},${r(base - size)}" stroke="${palette.leafDark}" stroke-width="${r(size * 0.07)}" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${r(x - size * 0.28)}" cy="${r(base - size)}" rx="${r(size * 0.34)}" ry="${r(size * 0.15)}" transform="rotate(-20 ${r(x - size * 0.28)} ${r(base - size)})" fill="${palette.leafLight}"/>` +
    `<ellipse cx="${r(x + size * 0.28)}" cy="${r(base - size)}" rx="${r(size * 0.34)}" ry="${r(size * 0.15)}" transform="rotate(20 ${r(x + size * 0.28)} ${r(base - size)})" fill="${palette.leaf}"/>` +
    leafFan(x, base - size * 1.02, size * 0.3, 0, palette.leaf, palette.leafDark)
  );
}

export function seedlingMotif({ width, height, palette, random }: MotifInput): string {
  const ground = height * 0.72;
  const count = width > height ? 5 : 3;
  const sprouts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = (width / (count + 1)) * (index + 1) + (random() - 0.5) * width * 0.04;
    const size = height * (0.14 + random() * 0.08);
    sprouts.push(sprout(x, ground + 6, size, palette));
  }
  return (
    background(width, height, palette, width * 0.8, height * 0.2) +
    sun(width * 0.82, height * 0.2, height * 0.08, palette.accent) +
    sprouts.join('') +
    hill(width, height, ground, height * 0.015, random() * 6, palette.ground) +
    hill(width, height, ground + height * 0.1, height * 0.02, random() * 6, palette.leafDark)
  );
}

function pot(x: number, base: number, size: number, palette: Palette): string {
  const top = base - size;
  return (
    `<path d="M${r(x - size * 0.55)},${r(top)} L${r(x + size * 0.55)},${r(top)} L${r(x + size * 0.42)},${r(base)} L${r(x - size * 0.42)},${r(base)} Z" fill="${palette.accent}"/>` +
    `<rect x="${r(x - size * 0.6)}" y="${r(top - size * 0.12)}" width="${r(size * 1.2)}" height="${r(size * 0.16)}" rx="${r(size * 0.05)}" fill="${palette.leafDark}" opacity="0.85"/>`
  );
}

export function potsMotif({ width, height, palette, random }: MotifInput): string {
  const base = height * 0.9;
  const count = width > height ? 3 : 2;
  const items: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = (width / (count + 1)) * (index + 1);
    const potSize = height * 0.2;
    items.push(
      plant(x, base - potSize, height * (0.45 + random() * 0.15), palette, random) + pot(x, base, potSize, palette),
    );
  }
  const railing = `<rect x="0" y="${r(base)}" width="${width}" height="${r(height - base)}" fill="${palette.ground}"/>`;
  return (
    background(width, height, palette, width * 0.2, height * 0.15) +
    sun(width * 0.15, height * 0.18, height * 0.07, palette.accent) +
    items.join('') +
    railing
  );
}

export function greenhouseMotif({ width, height, palette, random }: MotifInput): string {
  const base = height * 0.82;
  const houseWidth = width * 0.62;
  const left = (width - houseWidth) / 2;
  const roof = height * 0.22;
  const wall = height * 0.45;
  const plants: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    plants.push(plant(left + (houseWidth / 6) * (index + 1), base, height * (0.26 + random() * 0.1), palette, random));
  }
  const glass =
    `<path d="M${r(left)},${r(base)} L${r(left)},${r(roof + wall * 0.35)} Q${r(width / 2)},${r(roof - height * 0.12)} ${r(left + houseWidth)},${r(roof + wall * 0.35)} L${r(left + houseWidth)},${r(base)} Z" fill="${palette.paper}" opacity="0.28" stroke="${palette.paper}" stroke-width="6"/>` +
    [0.2, 0.4, 0.6, 0.8]
      .map(
        (t) =>
          `<line x1="${r(left + houseWidth * t)}" y1="${r(base)}" x2="${r(left + houseWidth * t)}" y2="${r(roof + wall * 0.1 - Math.sin(Math.PI * t) * height * 0.1)}" stroke="${palette.paper}" stroke-width="4" opacity="0.6"/>`,
      )
      .join('');
  return (
    background(width, height, palette, width * 0.75, height * 0.1) +
    hill(width, height, height * 0.62, height * 0.04, random() * 6, palette.leafLight) +
    plants.join('') +
    glass +
    hill(width, height, base, height * 0.01, 0, palette.ground)
  );
}

export function rowsMotif({ width, height, palette, random }: MotifInput): string {
  const horizon = height * 0.42;
  const rows: string[] = [];
  for (let row = -4; row <= 4; row += 1) {
    rows.push(
      `<path d="M${r(width / 2 + row * width * 0.02)},${r(horizon)} L${r(width / 2 + row * width * 0.22)},${r(height)}" stroke="${palette.leafDark}" stroke-width="${r(height * 0.03)}" opacity="0.55"/>`,
    );
  }
  const plants: string[] = [];
  for (let depth = 1; depth <= 4; depth += 1) {
    const t = depth / 4;
    const y = horizon + (height - horizon) * t * 0.95;
    for (let row = -3; row <= 3; row += 2) {
      const x = width / 2 + row * width * (0.02 + 0.2 * t) * 0.9;
      plants.push(leafFan(x, y, height * 0.09 * (0.4 + t), (random() - 0.5) * 20, palette.leaf, palette.leafDark));
    }
  }
  return (
    background(width, height, palette, width / 2, horizon) +
    sun(width / 2, horizon - height * 0.06, height * 0.1, palette.accent) +
    hill(width, height, horizon, 0, 0, palette.ground) +
    rows.join('') +
    plants.join('')
  );
}

export function lampMotif({ width, height, palette, random }: MotifInput): string {
  const lampY = height * 0.12;
  const lampWidth = width * 0.5;
  const cone =
    `<defs><linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.7"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0.05"/></linearGradient></defs>` +
    `<path d="M${r((width - lampWidth) / 2)},${r(lampY)} L${r((width + lampWidth) / 2)},${r(lampY)} L${r(width * 0.95)},${r(height)} L${r(width * 0.05)},${r(height)} Z" fill="url(#cone)"/>`;
  const lamp = `<rect x="${r((width - lampWidth) / 2)}" y="${r(lampY - height * 0.04)}" width="${r(lampWidth)}" height="${r(height * 0.05)}" rx="${r(height * 0.015)}" fill="${palette.paper}"/>`;
  const plants: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    plants.push(plant(width * (0.3 + index * 0.2), height, height * (0.5 + random() * 0.1), palette, random));
  }
  return background(width, height, palette, width / 2, lampY) + cone + lamp + plants.join('');
}
