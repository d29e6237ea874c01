import type { KitIntl } from './kit-intl';

/**
 * After a field's label: "*" for required fields, "(optional)" for optional ones when a form marks
 * those instead. The asterisk is hidden from screen readers, which announce the control's own
 * `required` state; its title explains it to mouse users.
 */
export function RequirementMarker({
  intl,
  required,
  markOptional,
}: {
  readonly intl: KitIntl;
  readonly required: boolean;
  readonly markOptional: boolean;
}) {
  if (required) {
    return (
      <span
        aria-hidden="true"
        title={intl.formatMessage({ id: 'kit.field.required' })}
        className="ml-0.5 text-danger-700"
      >
        *
      </span>
    );
  }
  if (markOptional) {
    // A real space, not only a margin: the label's accessible name reads "Phone (optional)".
    return <span className="font-normal text-ink-600"> {intl.formatMessage({ id: 'kit.field.optional' })}</span>;
  }
  return null;
}
