import type { ClientIntl } from '@/i18n/client-intl';
import type { ContactProblem } from './contact-rules';

/** A rule's finding in the page's words (the same texts the kit uses for the browser's own checks). */
export function problemMessage(problem: ContactProblem, intl: Pick<ClientIntl, 'formatMessage'>): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage({ id: 'form.error.required' });
    case 'email':
      return intl.formatMessage({ id: 'form.error.email' });
    case 'phone':
      return intl.formatMessage({ id: 'contact.error.phone' });
    case 'tooShort':
      return intl.formatMessage({ id: 'form.error.tooShort' }, { min: problem.min });
    case 'tooLong':
      return intl.formatMessage({ id: 'form.error.tooLong' }, { max: problem.max });
  }
}
