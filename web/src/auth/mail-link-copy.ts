import type { ClientIntl } from '@/i18n/client-intl';
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

/** A mail-link page's texts for its button and outcomes, formatted on the server for the client island. */
export interface MailLinkTexts {
  readonly intro: string;
  readonly submit: string;
  readonly doneTitle: string;
  readonly doneText: string;
  readonly failedTitle: string;
  readonly failedHelp: string;
  readonly toShop: string;
}

/** The texts of `copy` in the language of `intl` (the server's). */
export function mailLinkTexts(intl: Pick<ClientIntl, 'formatMessage'>, copy: MailLinkCopy): MailLinkTexts {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    intro: t(copy.intro),
    submit: t(copy.submit),
    doneTitle: t(copy.doneTitle),
    doneText: t(copy.doneText),
    failedTitle: t(copy.failedTitle),
    failedHelp: t(copy.failedHelp),
    toShop: t(copy.toShop),
  };
}
