/**
 * Icons drawn from the page's sprite (`<use href="#…">`) instead of a full inline SVG each: those a
 * listing repeats on every card. Their symbols are rendered once at the top of `<body>` by
 * `IconSprite` (icon-sprite.server.tsx), so they paint with the first HTML. A symbol's fill is the
 * `--icon-fill` of the element that uses it (none by default): `[--icon-fill:currentColor]` fills
 * the favourite heart.
 */
export const spriteIcons: ReadonlySet<string> = new Set([
  'lucide:shopping-cart',
  'lucide:git-compare',
  'lucide:check',
  'lucide:heart',
]);

/** The symbol's element id: `lucide:shopping-cart` → `icon-lucide-shopping-cart`. */
export function spriteSymbolId(name: string): string {
  return `icon-${name.replace(':', '-')}`;
}
