/**
 * Icons drawn from the page's sprite (`<use href="#…">`) instead of a full inline SVG each: those a
 * listing repeats on every card. Their symbols are rendered once at the top of `<body>` by
 * `IconSprite` (icon-sprite.server.tsx), so they paint with the first HTML.
 */
export const spriteIcons: ReadonlySet<string> = new Set(['lucide:shopping-cart', 'lucide:git-compare', 'lucide:check']);

/** The symbol's element id: `lucide:shopping-cart` → `icon-lucide-shopping-cart`. */
export function spriteSymbolId(name: string): string {
  return `icon-${name.replace(':', '-')}`;
}
