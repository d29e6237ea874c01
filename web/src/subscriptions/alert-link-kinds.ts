import type { MessageId } from '@/i18n/messages';
import type { RouteId } from '@/routing/registry';

/** What one page behind a link of product-alert mail does, and its texts. */
export interface AlertLinkKind {
  readonly route: Extract<RouteId, 'productAlertConfirm' | 'productAlertUnsubscribe'>;
  /** The shop API endpoint that takes `{token}`. */
  readonly endpoint: string;
  readonly title: MessageId;
  readonly intro: MessageId;
  readonly submit: MessageId;
  readonly doneTitle: MessageId;
  readonly doneText: MessageId;
  readonly failedTitle: MessageId;
  readonly failedHelp: MessageId;
}

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
  },
} as const satisfies Record<string, AlertLinkKind>;

export type AlertLinkKindName = keyof typeof alertLinkKinds;
