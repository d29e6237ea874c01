'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { ResultPanel } from '@/auth/result-panel';
import { callShop } from '@/shop-client/browser-api';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { optionalText, textField } from '@/ui/forms/form-data';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { RatingInput } from '@/ui/kit/rating-input';
import { RequiredNote } from '@/ui/kit/required-note';
import { TextField } from '@/ui/kit/text-field';
import { Textarea } from '@/ui/kit/textarea';
import type { createReviewRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';

/** The form controls the shop's 422 `errors` land at: each wire field in camelCase (`fieldName`). */
const fields = ['rating', 'advantages', 'disadvantages', 'generalImpressions', 'text', 'name'] as const;

/** The shop's limits (`createReviewRequest`); the form says them before the shop has to. */
export const reviewLimits = { name: 80, text: 5000, textMin: 20, part: 1000 } as const;

const createdAnswer = z.object({ message: z.string() });

/**
 * "Write a review" for a signed-in customer. Sent with an invisible captcha; the shop's field
 * errors appear at the fields and nothing typed is lost. Once sent, the form gives way to a note
 * that the review will appear after moderation (and a toast says the same).
 */
export function ReviewForm({
  productId,
  productName,
  defaultName,
}: {
  readonly productId: string;
  readonly productName: string;
  readonly defaultName: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const captcha = useCaptcha();
  const [sent, setSent] = useState(false);

  const form = useShopForm({
    fields,
    validate: (data) => ({
      text:
        textField(data, 'text').trim().length < reviewLimits.textMin
          ? t({ id: 'form.error.tooShort' }, { min: reviewLimits.textMin })
          : undefined,
    }),
    send: async (data) => {
      const token = await captcha.token('review');
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      return callShop(`catalogue/products/${encodeURIComponent(productId)}/reviews`, {
        method: 'POST',
        json: {
          rating: Number(textField(data, 'rating')),
          name: textField(data, 'name').trim(),
          text: textField(data, 'text').trim(),
          advantages: optionalText(data, 'advantages'),
          disadvantages: optionalText(data, 'disadvantages'),
          general_impressions: optionalText(data, 'generalImpressions'),
          captcha: token,
        } satisfies WireBody<typeof createReviewRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    successMessage: (result) => {
      const answer = createdAnswer.safeParse(result.data);
      return answer.success ? answer.data.message : t({ id: 'review.form.doneText' });
    },
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <ResultPanel tone="success" focusOnMount headingLevel={3} title={t({ id: 'review.form.doneTitle' })}>
        <p>{t({ id: 'review.form.doneText' })}</p>
      </ResultPanel>
    );
  }

  return (
    <form {...form.formProps} className="space-y-5">
      <p className="text-ink-700">{t({ id: 'review.form.intro' }, { product: productName })}</p>
      <RequiredNote intl={intl} />
      <FormAlert message={form.alert} />
      <RatingInput name="rating" required error={form.errorOf('rating')} onChange={() => form.clearError('rating')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Textarea
          {...form.field('advantages')}
          label={t({ id: 'review.advantages' })}
          hint={t({ id: 'review.form.advantagesHint' })}
          markOptional
          rows={3}
          maxLength={reviewLimits.part}
        />
        <Textarea
          {...form.field('disadvantages')}
          label={t({ id: 'review.disadvantages' })}
          hint={t({ id: 'review.form.disadvantagesHint' })}
          markOptional
          rows={3}
          maxLength={reviewLimits.part}
        />
      </div>
      <Textarea
        {...form.field('generalImpressions')}
        label={t({ id: 'review.generalImpressions' })}
        markOptional
        rows={3}
        maxLength={reviewLimits.part}
      />
      <Textarea
        {...form.field('text')}
        label={t({ id: 'review.form.text' })}
        hint={t({ id: 'review.form.textHint' }, { min: reviewLimits.textMin })}
        required
        rows={6}
        maxLength={reviewLimits.text}
      />
      <TextField
        {...form.field('name')}
        label={t({ id: 'review.form.name' })}
        hint={t({ id: 'review.form.nameHint' })}
        defaultValue={defaultName}
        autoComplete="given-name"
        required
        maxLength={reviewLimits.name}
        className="sm:max-w-sm"
      />
      <Button type="submit" size="lg" loading={form.pending}>
        {t({ id: 'review.form.submit' })}
      </Button>
      <CaptchaBadge provider={captcha.provider} />
    </form>
  );
}
