import type { MessageId } from '@/i18n/messages';
import { pathTo } from '@/routing/paths';
import type { RouteId } from '@/routing/registry';

/** The numbers `GET /account/summary-counts` answers, as the menu shows them beside a section. */
export type AccountCountKey = 'favourites' | 'comparison' | 'unreadNotifications';

export interface AccountSectionSpec {
  readonly id: RouteId;
  readonly label: MessageId;
  /** Lucide icon name. */
  readonly icon: string;
  /** The count shown beside the section, if any. */
  readonly count?: AccountCountKey;
}

/**
 * Every section of the account area that has a page, in menu order: the header's account menu
 * and the account layout's navigation both list exactly these. A section joins when its page is
 * built; a menu entry that leads to a 404 would be worse than none.
 */
export const accountSections = [
  { id: 'account', label: 'account.myAccount', icon: 'circle-user' },
  { id: 'accountOrders', label: 'orders.title', icon: 'package' },
  { id: 'accountFavorites', label: 'account.favorites', icon: 'heart', count: 'favourites' },
  { id: 'comparison', label: 'comparison.title', icon: 'git-compare', count: 'comparison' },
  { id: 'accountComparisonLists', label: 'comparison.lists.title', icon: 'list-checks' },
  { id: 'accountSubscriptions', label: 'subscriptions.page.title', icon: 'bell-ring' },
  { id: 'accountNotifications', label: 'notifications.title', icon: 'bell', count: 'unreadNotifications' },
  { id: 'accountComments', label: 'account.myComments', icon: 'message-square-text' },
] as const satisfies readonly AccountSectionSpec[];

export type AccountSection = (typeof accountSections)[number]['id'];

/** The count a section shows, if any. */
export function sectionCount(section: AccountSectionSpec): AccountCountKey | undefined {
  return section.count;
}

/**
 * The section a locale-neutral path belongs to (`/account` → `account`, `/account/orders/SS-…` →
 * `accountOrders`), if any: the section whose path is the longest one leading to it.
 */
export function accountSectionOf(path: string): AccountSection | undefined {
  const matching = accountSections.filter((candidate) => {
    const own = pathTo('en', candidate.id);
    return path === own || (candidate.id !== 'account' && path.startsWith(`${own}/`));
  });
  return matching.sort((a, b) => pathTo('en', b.id).length - pathTo('en', a.id).length)[0]?.id;
}
