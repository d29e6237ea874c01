/**
 * Procedural product illustrations, 600×600 and readable at 300×300: the bud, a fan leaf and the
 * whole plant. Colours, shapes and counts come from a hash of the product id and from its
 * attributes (flavour tints the background, sativa leaves are slimmer, autoflowers smaller), so
 * every product and every view looks different, and the same request always gives the same
 * bytes. Repeated shapes are `<use>` references, which keeps each file under 6 KB.
 */
import type { ProductAttributes } from '../catalogue-model';
import type { ProductView } from './image-urls';
import { flavourHues, hsl, n, seededRandom, type Random } from './svg-kit';

export type ImageAttributes = Pick<
  ProductAttributes,
  'genotype' | 'seedType' | 'flavours' | 'thcPercent' | 'heightIndoorCm' | 'effects'
>;

interface Palette {
  readonly leaf: string;
  readonly leafDark: string;
  readonly accent: string;
  readonly backgroundTop: string;
  readonly backgroundBottom: string;
  readonly pistil: string;
}

function paletteOf(attributes: ImageAttributes, random: Random): Palette {
  const accentHue = flavourHues[attributes.flavours[0] ?? 'earth'] + random.between(-12, 12);
  const leafHue = random.between(88, 132);
  const purple = attributes.flavours.includes('grape') || attributes.flavours.includes('berries');
  return {
    leaf: hsl(purple ? random.between(280, 310) : leafHue, 45, random.between(34, 44)),
    leafDark: hsl(leafHue, 50, random.between(20, 27)),
    accent: hsl(accentHue, 70, 55),
    backgroundTop: hsl(accentHue, 60, 94),
    backgroundBottom: hsl(accentHue, 45, 82),
    pistil: hsl(random.between(18, 38), 85, random.between(48, 60)),
  };
}

/** Share of sativa in the photoperiod genetics: 0 = pure indica, 1 = pure sativa. */
function sativaShare(attributes: ImageAttributes): number {
  const { indica, sativa } = attributes.genotype;
  return indica + sativa === 0 ? 0.5 : sativa / (indica + sativa);
}

/** One serrated leaflet pointing up from the origin, length 1, width by genotype. */
function leafletPath(width: number, teeth: number): string {
  const right: string[] = [];
  const left: string[] = [];
  for (let step = 1; step < teeth; step += 1) {
    const t = step / teeth;
    const half = width * Math.sin(Math.PI * t) * (1 - 0.25 * t);
    const tooth = step % 2 === 0 ? 1 : 0.82;
    right.push(`${n(half * tooth * 100)},${n(-t * 100)}`);
    left.unshift(`${n(-half * tooth * 100)},${n(-t * 100)}`);
  }
  return `M0,0L${right.join('L')}L0,-100L${left.join('L')}Z`;
}

function frame(palette: Palette, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.backgroundTop}"/>` +
    `<stop offset="1" stop-color="${palette.backgroundBottom}"/></linearGradient>${defs}</defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${body}</svg>`
  );
}

function fanLeaf(attributes: ImageAttributes, random: Random, palette: Palette): { defs: string; leaf: string } {
  const sativa = sativaShare(attributes);
  const leaflets = sativa > 0.6 ? 9 : sativa > 0.4 ? 7 : 5 + 2 * Math.round(random.next());
  const defs = `<path id="lf" d="${leafletPath(0.2 - 0.09 * sativa, 16)}"/>`;
  const parts: string[] = [];
  for (let index = 0; index < leaflets; index += 1) {
    const side = index - (leaflets - 1) / 2;
    const angle = (side / ((leaflets - 1) / 2)) * random.between(95, 115);
    const scale = 1 - Math.abs(side) / (leaflets / 2 + 0.6);
    const shade = Math.abs(side) % 2 === 1 ? palette.leafDark : palette.leaf;
    parts.push(`<use href="#lf" fill="${shade}" transform="rotate(${n(angle)}) scale(${n(scale * 2.2)})"/>`);
  }
  return { defs, leaf: parts.join('') };
}

function budView(attributes: ImageAttributes, random: Random, palette: Palette): string {
  const defs = `<path id="cx" d="M0,-30C18,-18 16,12 0,22C-16,12 -18,-18 0,-30Z"/><path id="lf" d="${leafletPath(0.16, 12)}"/>`;
  const length = 330 + attributes.thcPercent * 3;
  const calyxes = 38 + Math.round(random.between(0, 8));
  // Sugar leaves stick out behind the flower.
  const sugar: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const y = 500 - (index / 5) * length * 0.8;
    const side = index % 2 === 0 ? 1 : -1;
    sugar.push(
      `<use href="#lf" transform="translate(300 ${n(y)}) rotate(${n(side * random.between(45, 80))}) scale(1.3)"/>`,
    );
  }
  // Two shades, each one group, so the fill is written twice instead of once per calyx.
  const shades: [string[], string[]] = [[], []];
  for (let index = 0; index < calyxes; index += 1) {
    const t = index / calyxes;
    const y = 515 - t * length;
    // A cone: widest in the lower third, tapering to the tip.
    const spread = 85 * Math.sin(Math.PI * (0.25 + 0.75 * t)) ** 0.8;
    const x = 300 + random.between(-spread, spread) * 0.8;
    shades[index % 3 === 0 ? 0 : 1].push(
      `<use href="#cx" transform="translate(${n(x)} ${n(y)}) rotate(${n(random.between(-35, 35))}) scale(${n(random.between(1, 1.5))})"/>`,
    );
  }
  const pistils: string[] = [];
  for (let index = 0; index < 15; index += 1) {
    const t = random.between(0.05, 1);
    const x = 300 + random.between(-70, 70) * Math.sin(Math.PI * (0.25 + 0.75 * t));
    const y = 515 - t * length;
    pistils.push(
      `M${n(x)},${n(y)}q${n(random.between(-20, 20))},${n(random.between(-30, -10))} ${n(random.between(-25, 25))},${n(random.between(-40, -20))}`,
    );
  }
  const trichomes: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    trichomes.push(
      `<circle cx="${n(300 + random.between(-60, 60))}" cy="${n(515 - random.between(0.1, 0.9) * length)}" r="${n(random.between(2, 4))}"/>`,
    );
  }
  const body =
    `<ellipse cx="300" cy="540" rx="150" ry="18" fill="${palette.leafDark}" opacity=".18"/>` +
    `<g fill="${palette.leafDark}">${sugar.join('')}${shades[0].join('')}</g><g fill="${palette.leaf}">${shades[1].join('')}</g>` +
    `<path d="${pistils.join('')}" stroke="${palette.pistil}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<g fill="#fff" opacity=".7">${trichomes.join('')}</g>`;
  return frame(palette, defs, body);
}

function leafView(attributes: ImageAttributes, random: Random, palette: Palette): string {
  const { defs, leaf } = fanLeaf(attributes, random, palette);
  const tilt = n(random.between(-12, 12));
  const body =
    `<circle cx="300" cy="300" r="${n(random.between(220, 260))}" fill="${palette.accent}" opacity=".18"/>` +
    `<path d="M300,330L${n(300 + random.between(-30, 30))},560" stroke="${palette.leafDark}" stroke-width="8" stroke-linecap="round"/>` +
    `<g transform="translate(300 330) rotate(${tilt})">${leaf}</g>`;
  return frame(palette, defs, body);
}

function plantView(attributes: ImageAttributes, random: Random, palette: Palette): string {
  const { defs, leaf } = fanLeaf(attributes, random, palette);
  const sativa = sativaShare(attributes);
  const auto = attributes.seedType === 'autoflowering';
  const height = Math.min(400, 220 + attributes.heightIndoorCm.max * (auto ? 1.2 : 1.4));
  const top = 500 - height;
  const width = 200 - sativa * 80 + (auto ? -30 : 0);
  const body: string[] = [
    `<path d="M230,500h140l-18,80h-104z" fill="${palette.accent}"/>`,
    `<rect x="222" y="490" width="156" height="18" rx="6" fill="${palette.leafDark}"/>`,
    `<path d="M300,500L300,${n(top)}" stroke="${palette.leafDark}" stroke-width="9"/>`,
  ];
  const levels = 5 + Math.round(random.between(0, 2));
  for (let level = 0; level < levels; level += 1) {
    const y = 480 - ((level + 0.5) / levels) * height * 0.92;
    const reach = width * (1 - level / (levels + 1.5)) * random.between(0.8, 1.1);
    for (const side of [-1, 1]) {
      const x = 300 + side * reach;
      body.push(
        `<path d="M300,${n(y + 20)}Q${n(300 + side * reach * 0.5)},${n(y + 10)} ${n(x)},${n(y)}" stroke="${palette.leafDark}" stroke-width="5" fill="none"/>`,
        `<use href="#fan" transform="translate(${n(x)} ${n(y)}) rotate(${n(side * random.between(30, 60))})"/>`,
        `<ellipse cx="${n(x)}" cy="${n(y - 14)}" rx="9" ry="17" fill="${palette.leaf}"/>`,
      );
    }
  }
  body.push(`<ellipse cx="300" cy="${n(top - 10)}" rx="16" ry="34" fill="${palette.leaf}"/>`);
  return frame(palette, `${defs}<g id="fan" transform="scale(.3)">${leaf}</g>`, body.join(''));
}

export function productSvg(productId: string, view: ProductView, attributes: ImageAttributes): string {
  const random = seededRandom(`${productId}/${view}`);
  const palette = paletteOf(attributes, seededRandom(productId));
  switch (view) {
    case 'bud':
      return budView(attributes, random, palette);
    case 'leaf':
      return leafView(attributes, random, palette);
    case 'plant':
      return plantView(attributes, random, palette);
  }
}
