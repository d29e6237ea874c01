'use client';

import { clsx } from 'clsx';
import { Link } from '@/routing/link';
import { useId, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { callShop } from '@/shop-client/browser-api';
import { Button } from '@/ui/kit/button';
import { notify } from '@/ui/toast/notify';
import { useHydrated } from '@/ui/use-hydrated';
import { readVoteState, type HelpfulVote, type VoteState } from './review-view';
import type { reviewVoteRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

interface HelpfulVoteProps {
  readonly reviewId: string;
  readonly initial: VoteState;
  /** Where anonymous visitors sign in (and come back to the reviews); null when signed in. */
  readonly signInHref: string | null;
}

/**
 * "Was this review helpful? Yes (n) / No (n)". Signed-in customers vote with two toggle buttons
 * (`aria-pressed` marks their vote; the other button moves it); visitors see the counts and a link
 * to sign in. The counts shown are the shop's answer, never a local guess.
 */
export function HelpfulVoteButtons({ reviewId, initial, signInHref }: HelpfulVoteProps) {
  const intl = useIntl();
  const questionId = useId();
  const [state, setState] = useState<VoteState>(initial);
  const [pending, setPending] = useState<HelpfulVote | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  // A press before the page's scripts run would do nothing: the buttons wait for them.
  const hydrated = useHydrated();

  const yesLabel = intl.formatMessage({ id: 'review.helpful.yes' }, { count: state.helpfulYes });
  const noLabel = intl.formatMessage({ id: 'review.helpful.no' }, { count: state.helpfulNo });

  async function vote(value: HelpfulVote) {
    if (busy.current || state.myVote === value) return;
    busy.current = true;
    setPending(value);
    try {
      const result = await callShop(`catalogue/reviews/${encodeURIComponent(reviewId)}/votes`, {
        method: 'POST',
        json: { helpful: value === 'yes' } satisfies WireBody<typeof reviewVoteRequest>,
        networkMessage: intl.formatMessage({ id: 'form.error.network' }),
      });
      const answer = result.ok ? readVoteState(result.data) : null;
      if (answer) {
        setState(answer);
        setAnnouncement(intl.formatMessage({ id: 'review.helpful.thanks' }));
      } else {
        notify.error(result.ok ? intl.formatMessage({ id: 'review.helpful.failed' }) : result.message);
      }
    } finally {
      busy.current = false;
      setPending(null);
    }
  }

  return (
    <div role="group" aria-labelledby={questionId} className="kit-votes">
      <span id={questionId}>{intl.formatMessage({ id: 'review.helpful.question' })}</span>
      {signInHref === null ? (
        <span className="flex gap-2">
          {(['yes', 'no'] as const).map((value) => {
            const pressed = state.myVote === value;
            return (
              <Button
                key={value}
                size="sm"
                variant="secondary"
                aria-pressed={pressed}
                loading={pending === value}
                disabled={!hydrated}
                onClick={() => void vote(value)}
                className={clsx(pressed && 'border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-50')}
                icon={value === 'yes' ? 'lucide:thumbs-up' : 'lucide:thumbs-down'}
              >
                {value === 'yes' ? yesLabel : noLabel}
              </Button>
            );
          })}
        </span>
      ) : (
        <>
          <span>
            {yesLabel} · {noLabel}
          </span>
          <Link href={signInHref}>{intl.formatMessage({ id: 'review.helpful.signIn' })}</Link>
        </>
      )}
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
