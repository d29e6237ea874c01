import type { MessageId } from '@/i18n/messages';
import type { RouteId } from '@/routing/registry';

/** What one page behind a link of newsletter mail does, and its texts. */
export interface NewsletterLinkKind {
  readonly route: Extract<RouteId, 'newsletterConfirm' | 'newsletterUnsubscribe'>;
  /** The shop API endpoint that takes `{token}`. */
  readonly endpoint: string;
  readonly title: MessageId;
  readonly intro: MessageId;
  readonly submit: MessageId;
  readonly doneTitle: MessageId;
  readonly doneText: MessageId;
  readonly failedTitle: MessageId;
  readonly failedHelp: MessageId;
  readonly toShop: MessageId;
}

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
} as const satisfies Record<string, NewsletterLinkKind>;

export type NewsletterLinkKindName = keyof typeof newsletterLinkKinds;
