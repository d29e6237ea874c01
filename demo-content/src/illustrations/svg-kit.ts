/**
 * Small helpers for the generated demo illustrations: the brand palettes and the recurring shapes
 * (serrated leaf fans, seeds, soft backgrounds). Pure string building. The seeded random stream
 * is the shop's mulberry32 (`@seedshop/shop/prng`).
 */

export interface Palette {
  /** Background gradient, top to bottom. */
  sky: readonly [string, string];
  /** Main plant colour and its darker / lighter shades. */
  leaf: string;
  leafDark: string;
  leafLight: string;
  /** Ground / hills. */
  ground: string;
  /** Accent (sun, glow, lids). */
  accent: string;
  /** Soft highlight (paper, glass). */
  paper: string;
}

export const palettes = {
  forest: {
    sky: ['#0f3d23', '#19663a'],
    leaf: '#7fc75a',
    leafDark: '#3f8f45',
    leafLight: '#b9e39a',
    ground: '#0b2e1a',
    accent: '#e0c55a',
    paper: '#f5efe0',
  },
  meadow: {
    sky: ['#f1f7ea', '#cfe8c0'],
    leaf: '#19663a',
    leafDark: '#0f4a29',
    leafLight: '#4c9a5c',
    ground: '#8bbf6a',
    accent: '#f2b33d',
    paper: '#ffffff',
  },
  sunset: {
    sky: ['#fbd38d', '#f08a4b'],
    leaf: '#19663a',
    leafDark: '#0f3d23',
    leafLight: '#2f7d48',
    ground: '#124a2a',
    accent: '#fff1c1',
    paper: '#fde8d0',
  },
  night: {
    sky: ['#0b1f2a', '#12402c'],
    leaf: '#5fbf6a',
    leafDark: '#2e7d44',
    leafLight: '#a6e3a1',
    ground: '#081a12',
    accent: '#ffe7a3',
    paper: '#e8f1ec',
  },
  amber: {
    sky: ['#f8efdc', '#ecd9b0'],
    leaf: '#19663a',
    leafDark: '#114d2b',
    leafLight: '#5a9e5f',
    ground: '#c9a267',
    accent: '#d9921f',
    paper: '#fffaf0',
  },
  sky: {
    sky: ['#e4f4fb', '#a9dcf2'],
    leaf: '#19663a',
    leafDark: '#0f4a29',
    leafLight: '#52a865',
    ground: '#5f9e4f',
    accent: '#ffd166',
    paper: '#ffffff',
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** Rounds for compact, stable SVG text. */
export const r = (value: number): string => (Math.round(value * 10) / 10).toString();

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Vertical gradient background plus a soft radial glow at (gx, gy). */
export function background(width: number, height: number, palette: Palette, gx: number, gy: number): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/>` +
    `<stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${r(gx / width)}" cy="${r(gy / height)}" r="0.6"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`
  );
}

/** One lanceolate leaflet pointing up from the origin, with gentle serration. */
function leafletPath(length: number, width: number): string {
  const teeth = 7;
  const right: string[] = [];
  const left: string[] = [];
  for (let step = 1; step <= teeth; step += 1) {
    const t = step / (teeth + 1);
    const bulge = Math.sin(Math.PI * t) * width * (step % 2 === 0 ? 1 : 0.82);
    right.push(`L${r(bulge)},${r(-length * t)}`);
    left.unshift(`L${r(-bulge)},${r(-length * t)}`);
  }
  return `M0,0 ${right.join(' ')} L0,${r(-length)} ${left.join(' ')} Z`;
}

/** A cannabis-style leaf fan (7 leaflets) at (x, y), rotated by `angle` degrees, scaled by `size`. */
export function leafFan(x: number, y: number, size: number, angle: number, fill: string, vein: string): string {
  const spread = [-78, -52, -26, 0, 26, 52, 78];
  const lengths = [0.42, 0.68, 0.88, 1, 0.88, 0.68, 0.42];
  const leaflets = spread
    .map((deg, index) => {
      const length = size * (lengths[index] ?? 1);
      return (
        `<g transform="rotate(${deg})"><path d="${leafletPath(length, length * 0.12)}" fill="${fill}"/>` +
        `<path d="M0,0 L0,${r(-length * 0.92)}" stroke="${vein}" stroke-width="${r(Math.max(1, size * 0.012))}" opacity="0.55"/></g>`
      );
    })
    .join('');
  return `<g transform="translate(${r(x)},${r(y)}) rotate(${r(angle)})">${leaflets}</g>`;
}

/** A seed: a pointed oval with a dark marbled stripe. */
export function seed(x: number, y: number, size: number, angle: number, shell: string, stripe: string): string {
  return (
    `<g transform="translate(${r(x)},${r(y)}) rotate(${r(angle)})">` +
    `<path d="M0,${r(-size)} C${r(size * 0.75)},${r(-size * 0.6)} ${r(size * 0.7)},${r(size * 0.7)} 0,${r(size)} C${r(-size * 0.7)},${r(size * 0.7)} ${r(-size * 0.75)},${r(-size * 0.6)} 0,${r(-size)} Z" fill="${shell}"/>` +
    `<path d="M0,${r(-size * 0.85)} C${r(size * 0.25)},${r(-size * 0.2)} ${r(-size * 0.2)},${r(size * 0.3)} 0,${r(size * 0.85)}" stroke="${stripe}" stroke-width="${r(size * 0.12)}" fill="none" opacity="0.6"/>` +
    `<ellipse cx="${r(-size * 0.25)}" cy="${r(-size * 0.35)}" rx="${r(size * 0.12)}" ry="${r(size * 0.25)}" fill="#ffffff" opacity="0.25"/></g>`
  );
}

/** Rolling hill band across the picture. */
export function hill(
  width: number,
  height: number,
  top: number,
  amplitude: number,
  phase: number,
  fill: string,
): string {
  const points: string[] = [];
  const steps = 8;
  for (let step = 0; step <= steps; step += 1) {
    const x = (width / steps) * step;
    points.push(`${r(x)},${r(top + Math.sin(step * 0.9 + phase) * amplitude)}`);
  }
  return `<path d="M0,${r(height)} L${points.join(' L')} L${r(width)},${r(height)} Z" fill="${fill}"/>`;
}

/** A plant: curved stem with leaf fans at alternating nodes. */
export function plant(x: number, base: number, height: number, palette: Palette, random: () => number): string {
  const lean = (random() - 0.5) * height * 0.15;
  const stem = `<path d="M${r(x)},${r(base)} Q${r(x + lean)},${r(base - height * 0.5)} ${r(x + lean * 0.4)},${r(base - height)}" stroke="${palette.leafDark}" stroke-width="${r(height * 0.025)}" fill="none" stroke-linecap="round"/>`;
  const fans: string[] = [];
  const nodes = 4;
  for (let node = 1; node <= nodes; node += 1) {
    const t = node / (nodes + 0.6);
    const nx = x + lean * t * 0.9;
    const ny = base - height * t;
    const size = height * (0.34 - t * 0.16);
    const side = node % 2 === 0 ? 1 : -1;
    fans.push(
      leafFan(nx, ny, size, side * (38 + random() * 14), node % 2 ? palette.leaf : palette.leafLight, palette.leafDark),
    );
  }
  fans.push(leafFan(x + lean * 0.4, base - height, height * 0.2, 0, palette.leaf, palette.leafDark));
  return stem + fans.join('');
}
