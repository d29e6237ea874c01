/** Illustration motifs about leaves, seeds, harvest, water, genetics, pests, people and news. */
import type { MotifInput } from './motifs-garden';
import { background, hill, leafFan, plant, r, seed } from './svg-kit';

export function leafMotif({ width, height, palette, random }: MotifInput): string {
  const main = Math.min(width, height) * 0.8;
  const circles = [0, 1, 2, 3]
    .map(
      () =>
        `<circle cx="${r(random() * width)}" cy="${r(random() * height)}" r="${r(height * (0.08 + random() * 0.2))}" fill="${palette.paper}" opacity="0.08"/>`,
    )
    .join('');
  return (
    background(width, height, palette, width * 0.5, height * 0.5) +
    circles +
    leafFan(width * 0.18, height * 1.08, main * 0.7, -34, palette.leafDark, palette.leafDark) +
    leafFan(width * 0.84, height * 1.06, main * 0.6, 30, palette.leafLight, palette.leafDark) +
    leafFan(width * 0.5, height * 1.02, main, (random() - 0.5) * 16, palette.leaf, palette.leafDark)
  );
}

export function seedsMotif({ width, height, palette, random }: MotifInput): string {
  const seeds: string[] = [];
  const size = Math.min(width, height) * 0.05;
  const columns = Math.round(width / (size * 4));
  const rows = Math.round(height / (size * 4));
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (random() < 0.45) continue;
      const x = (column + 0.5 + (random() - 0.5) * 0.6) * (width / columns);
      const y = (row + 0.5 + (random() - 0.5) * 0.6) * (height / rows);
      seeds.push(
        seed(x, y, size * (0.8 + random() * 0.5), random() * 360, random() < 0.5 ? '#8a6a45' : '#6f5637', '#3b2d1d'),
      );
    }
  }
  return (
    background(width, height, palette, width * 0.3, height * 0.3) +
    seeds.join('') +
    leafFan(width * 0.9, height * 1.05, height * 0.35, -20, palette.leaf, palette.leafDark)
  );
}

function jar(
  x: number,
  base: number,
  jarWidth: number,
  jarHeight: number,
  colours: MotifInput['palette'],
  random: () => number,
): string {
  const buds: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    buds.push(
      `<circle cx="${r(x + (random() - 0.5) * jarWidth * 0.7)}" cy="${r(base - jarHeight * (0.12 + random() * 0.5))}" r="${r(jarWidth * (0.12 + random() * 0.08))}" fill="${index % 2 ? colours.leaf : colours.leafLight}"/>`,
    );
  }
  return (
    buds.join('') +
    `<rect x="${r(x - jarWidth / 2)}" y="${r(base - jarHeight)}" width="${r(jarWidth)}" height="${r(jarHeight)}" rx="${r(jarWidth * 0.18)}" fill="${colours.paper}" opacity="0.35" stroke="${colours.paper}" stroke-width="5"/>` +
    `<rect x="${r(x - jarWidth * 0.42)}" y="${r(base - jarHeight - jarWidth * 0.22)}" width="${r(jarWidth * 0.84)}" height="${r(jarWidth * 0.24)}" rx="${r(jarWidth * 0.05)}" fill="${colours.accent}"/>` +
    `<rect x="${r(x - jarWidth * 0.32)}" y="${r(base - jarHeight * 0.85)}" width="${r(jarWidth * 0.1)}" height="${r(jarHeight * 0.6)}" rx="${r(jarWidth * 0.05)}" fill="#ffffff" opacity="0.35"/>`
  );
}

export function jarsMotif({ width, height, palette, random }: MotifInput): string {
  const shelf = height * 0.82;
  const count = width > height ? 4 : 3;
  const jars: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const jarHeight = height * (0.38 + random() * 0.14);
    jars.push(jar((width / (count + 1)) * (index + 1), shelf, jarHeight * 0.62, jarHeight, palette, random));
  }
  return (
    background(width, height, palette, width * 0.3, height * 0.2) +
    jars.join('') +
    `<rect x="0" y="${r(shelf)}" width="${width}" height="${r(height * 0.05)}" fill="${palette.ground}"/>`
  );
}

export function dryingMotif({ width, height, palette, random }: MotifInput): string {
  const lineY = height * 0.16;
  const branches: string[] = [];
  const count = width > height ? 7 : 4;
  for (let index = 0; index < count; index += 1) {
    const x = (width / (count + 1)) * (index + 1);
    const length = height * (0.45 + random() * 0.2);
    branches.push(
      `<path d="M${r(x)},${r(lineY)} L${r(x)},${r(lineY + length)}" stroke="${palette.leafDark}" stroke-width="${r(height * 0.012)}"/>` +
        [0.3, 0.55, 0.8]
          .map((t, leafIndex) =>
            leafFan(
              x,
              lineY + length * t,
              height * 0.12,
              180 + (leafIndex % 2 ? 25 : -25),
              palette.leaf,
              palette.leafDark,
            ),
          )
          .join(''),
    );
  }
  return (
    background(width, height, palette, width * 0.5, height * 0.1) +
    `<line x1="0" y1="${r(lineY)}" x2="${width}" y2="${r(lineY)}" stroke="${palette.ground}" stroke-width="${r(height * 0.015)}"/>` +
    branches.join('')
  );
}

export function sunsetMotif({ width, height, palette, random }: MotifInput): string {
  const silhouettes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    silhouettes.push(
      plant(
        width * (0.08 + index * 0.17 + random() * 0.04),
        height * 0.86,
        height * (0.3 + random() * 0.2),
        { ...palette, leaf: palette.leafDark, leafLight: palette.ground },
        random,
      ),
    );
  }
  return (
    background(width, height, palette, width * 0.5, height * 0.55) +
    `<circle cx="${r(width * 0.5)}" cy="${r(height * 0.58)}" r="${r(height * 0.2)}" fill="${palette.accent}" opacity="0.9"/>` +
    hill(width, height, height * 0.68, height * 0.05, random() * 6, palette.leafLight) +
    silhouettes.join('') +
    hill(width, height, height * 0.84, height * 0.03, random() * 6, palette.ground)
  );
}

export function dropsMotif({ width, height, palette, random }: MotifInput): string {
  const drops: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const x = random() * width;
    const y = random() * height * 0.6;
    const size = height * (0.02 + random() * 0.03);
    drops.push(
      `<path d="M${r(x)},${r(y - size * 1.6)} C${r(x + size)},${r(y - size * 0.2)} ${r(x + size)},${r(y + size)} ${r(x)},${r(y + size)} C${r(x - size)},${r(y + size)} ${r(x - size)},${r(y - size * 0.2)} ${r(x)},${r(y - size * 1.6)} Z" fill="${palette.paper}" opacity="0.75"/>`,
    );
  }
  return (
    background(width, height, palette, width * 0.5, height * 0.3) +
    drops.join('') +
    leafFan(width * 0.5, height * 1.02, height * 0.55, 0, palette.leaf, palette.leafDark)
  );
}

export function helixMotif({ width, height, palette }: MotifInput): string {
  const dots: string[] = [];
  const steps = 26;
  for (let step = 0; step <= steps; step += 1) {
    const x = width * 0.1 + (width * 0.8 * step) / steps;
    const phase = (step / steps) * Math.PI * 4;
    const y1 = height * 0.5 + Math.sin(phase) * height * 0.22;
    const y2 = height * 0.5 - Math.sin(phase) * height * 0.22;
    dots.push(
      `<line x1="${r(x)}" y1="${r(y1)}" x2="${r(x)}" y2="${r(y2)}" stroke="${palette.paper}" stroke-width="3" opacity="0.35"/>`,
    );
    dots.push(
      `<circle cx="${r(x)}" cy="${r(y1)}" r="${r(height * 0.022)}" fill="${palette.leafLight}"/><circle cx="${r(x)}" cy="${r(y2)}" r="${r(height * 0.022)}" fill="${palette.accent}"/>`,
    );
  }
  return background(width, height, palette, width * 0.5, height * 0.5) + dots.join('');
}

export function ladybugMotif({ width, height, palette, random }: MotifInput): string {
  const x = width * 0.58;
  const y = height * 0.42;
  const size = height * 0.08;
  const spots = [0, 1, 2, 3, 4]
    .map(
      () =>
        `<circle cx="${r(x + (random() - 0.5) * size * 1.2)}" cy="${r(y + (random() - 0.3) * size)}" r="${r(size * 0.14)}" fill="#1b1b1b"/>`,
    )
    .join('');
  const bug = `<circle cx="${r(x)}" cy="${r(y - size * 0.9)}" r="${r(size * 0.45)}" fill="#1b1b1b"/><ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(size)}" ry="${r(size * 1.1)}" fill="#d94032"/><line x1="${r(x)}" y1="${r(y - size * 1.05)}" x2="${r(x)}" y2="${r(y + size * 1.1)}" stroke="#1b1b1b" stroke-width="3"/>${spots}`;
  return (
    background(width, height, palette, width * 0.3, height * 0.2) +
    leafFan(width * 0.5, height * 1.05, height * 0.8, 8, palette.leaf, palette.leafDark) +
    bug
  );
}

export function avatarMotif({ width, height, palette }: MotifInput): string {
  return (
    background(width, height, palette, width * 0.5, height * 0.3) +
    `<circle cx="${r(width / 2)}" cy="${r(height * 0.4)}" r="${r(height * 0.17)}" fill="${palette.paper}" opacity="0.9"/>` +
    `<path d="M${r(width * 0.18)},${r(height)} C${r(width * 0.2)},${r(height * 0.62)} ${r(width * 0.8)},${r(height * 0.62)} ${r(width * 0.82)},${r(height)} Z" fill="${palette.paper}" opacity="0.9"/>` +
    leafFan(width * 0.78, height * 0.3, height * 0.14, 20, palette.leaf, palette.leafDark)
  );
}

export function cardsMotif({ width, height, palette, random }: MotifInput): string {
  const cards: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const cardWidth = width * 0.3;
    const x = width * (0.2 + index * 0.16);
    const y = height * (0.18 + index * 0.06);
    const lines = [0, 1, 2, 3, 4]
      .map(
        (line) =>
          `<rect x="${r(x + cardWidth * 0.1)}" y="${r(y + height * (0.2 + line * 0.08))}" width="${r(cardWidth * (0.5 + random() * 0.3))}" height="${r(height * 0.025)}" rx="4" fill="${palette.leafLight}" opacity="0.6"/>`,
      )
      .join('');
    cards.push(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(cardWidth)}" height="${r(height * 0.62)}" rx="18" fill="${palette.paper}"/><rect x="${r(x + cardWidth * 0.1)}" y="${r(y + height * 0.07)}" width="${r(cardWidth * 0.8)}" height="${r(height * 0.08)}" rx="6" fill="${palette.leaf}"/>${lines}`,
    );
  }
  return (
    background(width, height, palette, width * 0.7, height * 0.3) +
    hill(width, height, height * 0.85, height * 0.02, 1, palette.ground) +
    cards.join('') +
    leafFan(width * 0.85, height * 0.95, height * 0.45, 15, palette.leaf, palette.leafDark)
  );
}
