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
 * Icons the shell shows on every page; sent with the first HTML so they paint without a request.
 * Keep in step with the header, footer and toasts (the cart's icon comes from the sprite,
 * sprite-icons.ts).
 */
export const shellIcons = [
  'search',
  'user',
  'menu',
  'x',
  'globe',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'circle-alert',
  'leaf',
  'truck',
  'shield-check',
  'sprout',
  'house',
  'arrow-left',
  'refresh-cw',
] as const;

export function shellIconData(): IconifyJSON[] {
  const data = iconsOf('lucide', shellIcons);
  // getIcons builds null-prototype objects, which React cannot pass to client components.
  return data ? [structuredClone({ ...data, icons: { ...data.icons } })] : [];
}
