import type { MailLinkCopy } from '@/auth/mail-link-copy';

/** The links of newsletter mail: the double opt-in and the unsubscribe link. */
export const newsletterLinkKinds = {
  confirm: {
    route: 'newsletterConfirm',
    endpoint: 'newsletter/confirm',
    title: 'newsletter.confirm.title',
    intro: 'newsletter.confirm.intro',
    submit: 'newsletter.confirm.submit',
    doneTitle: 'newsletter.confirm.doneTitle',
    doneText: 'newsletter.confirm.doneText',
    failedTitle: 'newsletter.confirm.failedTitle',
    failedHelp: 'newsletter.confirm.failedHelp',
    toShop: 'newsletter.confirm.toShop',
  },
  unsubscribe: {
    route: 'newsletterUnsubscribe',
    endpoint: 'newsletter/unsubscribe',
    title: 'newsletter.unsubscribe.title',
    intro: 'newsletter.unsubscribe.intro',
    submit: 'newsletter.unsubscribe.submit',
    doneTitle: 'newsletter.unsubscribe.doneTitle',
    doneText: 'newsletter.unsubscribe.doneText',
    failedTitle: 'newsletter.unsubscribe.failedTitle',
    failedHelp: 'newsletter.unsubscribe.failedHelp',
    toShop: 'newsletter.unsubscribe.toShop',
  },
} as const satisfies Record<string, MailLinkCopy>;

export type NewsletterLinkKindName = keyof typeof newsletterLinkKinds;
