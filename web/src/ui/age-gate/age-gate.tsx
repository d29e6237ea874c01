'use client';

import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '../kit/button';
import { useHydrated } from '../use-hydrated';
import { ageConfirmationCookie, hasConfirmedAge } from './age-cookie';

/**
 * The age question of a first visit, as a modal `<dialog>` over the page: the page's HTML is all
 * there underneath (search engines read it, nothing shifts), the browser moves focus into the
 * dialog and keeps it there. Escape does not skip the question. "Under 18" keeps the dialog open
 * with a message instead of the shop.
 */
export function AgeGate() {
  const intl = useIntl();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<'refused' | 'confirmed' | null>(null);
  // The cookie is read in the browser only, after hydration: the server's HTML is the same for all.
  const shown = hydrated && answer !== 'confirmed' && (answer === 'refused' || !hasConfirmedAge(document.cookie));

  useEffect(() => {
    const dialog = ref.current;
    if (shown && dialog !== null && !dialog.open) dialog.showModal();
  }, [shown]);

  if (!shown) return null;

  const confirm = () => {
    document.cookie = ageConfirmationCookie(window.location.protocol === 'https:');
    ref.current?.close();
    setAnswer('confirmed');
  };
  const keepOpen = (event: SyntheticEvent<HTMLDialogElement>) => event.preventDefault();

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={keepOpen}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[var(--radius-card)] bg-white p-6 text-ink-900 shadow-2xl backdrop:bg-ink-900/80 backdrop:backdrop-blur-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink-900">
        {intl.formatMessage({ id: 'ageGate.title' })}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-ink-700">
        {intl.formatMessage({ id: answer === 'refused' ? 'ageGate.refused' : 'ageGate.text' })}
      </p>
      {answer === null && (
        <div className="mt-6 flex flex-wrap gap-2">
          {/* The browser focuses the first button when the dialog opens. */}
          <Button onClick={confirm}>{intl.formatMessage({ id: 'ageGate.confirm' })}</Button>
          <Button variant="secondary" onClick={() => setAnswer('refused')}>
            {intl.formatMessage({ id: 'ageGate.leave' })}
          </Button>
        </div>
      )}
    </dialog>
  );
}
