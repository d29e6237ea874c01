import type { ClientIntl } from '@/i18n/client-intl';

/**
 * What kit components need from react-intl. Components that render in both server and client trees
 * cannot call `useIntl()` (no context on the server), so they take this as a prop: server code
 * passes `getIntl(locale)`, client code passes `useIntl()`. Both carry the locale's BCP 47 tag.
 */
export type KitIntl = Pick<ClientIntl, 'formatMessage' | 'formatNumber' | 'locale'>;
