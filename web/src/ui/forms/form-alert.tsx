import { clsx } from 'clsx';
import { Icon } from '../icon/icon';

/**
 * The form's message that belongs to no single field ("Wrong e-mail or password"). The live
 * region is always in the page, empty while there is nothing to say, so screen readers announce
 * the message the moment it appears.
 */
export function FormAlert({ message, className }: { readonly message: string | null; readonly className?: string }) {
  return (
    <div role="alert" className={clsx(message === null && 'sr-only', className)}>
      {message !== null && (
        <p className="flex items-start gap-2 rounded-md border border-danger-700/30 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          <Icon name="lucide:circle-alert" size="1.25em" className="mt-px shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
