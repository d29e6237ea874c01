import type { MailLinkCopy } from '@/auth/mail-link-copy';

/** The links of product-alert mail: a guest's double opt-in and the unsubscribe link. */
export const alertLinkKinds = {
  confirm: {
    route: 'productAlertConfirm',
    endpoint: 'subscriptions/confirm',
    title: 'subscriptions.confirm.title',
    intro: 'subscriptions.confirm.intro',
    submit: 'subscriptions.confirm.submit',
    doneTitle: 'subscriptions.confirm.doneTitle',
    doneText: 'subscriptions.confirm.doneText',
    failedTitle: 'subscriptions.confirm.failedTitle',
    failedHelp: 'subscriptions.confirm.failedHelp',
    toShop: 'subscriptions.toShop',
  },
  unsubscribe: {
    route: 'productAlertUnsubscribe',
    endpoint: 'subscriptions/unsubscribe',
    title: 'subscriptions.unsubscribe.title',
    intro: 'subscriptions.unsubscribe.intro',
    submit: 'subscriptions.unsubscribe.submit',
    doneTitle: 'subscriptions.unsubscribe.doneTitle',
    doneText: 'subscriptions.unsubscribe.doneText',
    failedTitle: 'subscriptions.unsubscribe.failedTitle',
    failedHelp: 'subscriptions.unsubscribe.failedHelp',
    toShop: 'subscriptions.toShop',
  },
} as const satisfies Record<string, MailLinkCopy>;

export type AlertLinkKindName = keyof typeof alertLinkKinds;
