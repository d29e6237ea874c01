import 'server-only';
import { icons as lucide } from '@iconify-json/lucide';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils';
import type { IconSet } from './icon-config';

const sets: Readonly<Record<IconSet, IconifyJSON>> = { lucide };

export function isIconSet(prefix: string): prefix is IconSet {
  return Object.hasOwn(sets, prefix);
}

/** Names are `a-z0-9` words joined by dashes, as in every Iconify set. */
const iconName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_ICONS_PER_REQUEST = 100;

/**
 * The requested icons of one set in Iconify JSON (with `not_found` listing unknown names, the
 * way the Iconify API answers, so the client stops asking for them).
 */
export function iconsOf(prefix: IconSet, names: readonly string[]): IconifyJSON | null {
  const valid = names.filter((name) => iconName.test(name)).slice(0, MAX_ICONS_PER_REQUEST);
  return getIcons(sets[prefix], valid, true);
}

/**
 * The icons the app's own screens draw (header, footer, forms, cart, account, toasts): they travel
 * in the build's client file (loaded before hydration, cached for good), so they paint with the
 * first HTML and no page loads Iconify's runtime for them. The sprite's icons (sprite-icons.ts) are
 * not repeated here; icons editors choose in the Studio still come through Iconify. icon-data.test.ts
 * checks that every icon the code names is in one of the two.
 */
export const uiIcons = [
  'arrow-left',
  'bookmark-plus',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-alert',
  'circle-check',
  'circle-dot',
  'circle-x',
  'clock',
  'copy',
  'external-link',
  'eye',
  'eye-off',
  'file-down',
  'globe',
  'house',
  'info',
  'keyboard',
  'leaf',
  'link',
  'loader-circle',
  'log-out',
  'mail',
  'menu',
  'minus',
  'package',
  'pencil',
  'plus',
  'refresh-cw',
  'rotate-ccw',
  'search',
  'shield-check',
  'sliders-horizontal',
  'sprout',
  'sun',
  'thumbs-down',
  'thumbs-up',
  'trash-2',
  'triangle-alert',
  'trophy',
  'truck',
  'user',
  'x',
] as const;

export function uiIconData(): IconifyJSON[] {
  const data = iconsOf('lucide', uiIcons);
  // getIcons builds null-prototype objects, which React cannot pass to client components.
  return data ? [structuredClone({ ...data, icons: { ...data.icons } })] : [];
}
