import type { KitIntl } from './kit-intl';

/** "Fields marked with * are required." — put it at the top of a form that uses the asterisk. */
export function RequiredNote({ intl }: { readonly intl: KitIntl }) {
  return <p className="text-sm text-ink-600">{intl.formatMessage({ id: 'kit.field.requiredNote' })}</p>;
}
