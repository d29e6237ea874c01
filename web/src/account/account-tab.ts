/** The tabs of the account page, as they appear in `?tab=`; the first is the default. */
export const accountTabs = ['information', 'addresses', 'newsletter'] as const;

export type AccountTab = (typeof accountTabs)[number];

export function accountTabOf(value: unknown): AccountTab {
  const candidate = Array.isArray(value) ? value[0] : value;
  return accountTabs.find((tab) => tab === candidate) ?? 'information';
}
