import type { MessageId } from '@/i18n/messages';
import type { RouteId } from '@/routing/registry';

/**
 * What one page behind a mail link that acts on a button press does (newsletter double opt-in and
 * unsubscribe, product-alert confirmation and unsubscribe), and its texts.
 */
export interface MailLinkCopy {
  readonly route: Extract<
    RouteId,
    'newsletterConfirm' | 'newsletterUnsubscribe' | 'productAlertConfirm' | 'productAlertUnsubscribe'
  >;
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
