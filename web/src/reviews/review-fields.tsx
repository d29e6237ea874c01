'use client';

import type { ClientIntl } from '@/i18n/client-intl';
import { optionalText, textField } from '@/ui/forms/form-data';
import type { ShopForm } from '@/ui/forms/use-shop-form';
import { RatingInput } from '@/ui/kit/rating-input';
import type { RatingValue } from '@/ui/kit/rating';
import { TextField } from '@/ui/kit/text-field';
import { Textarea } from '@/ui/kit/textarea';

/** The form controls the shop's 422 `errors` land at: each wire field in camelCase (`fieldName`). */
export const reviewFieldNames = [
  'rating',
  'advantages',
  'disadvantages',
  'generalImpressions',
  'text',
  'name',
] as const;

/** The shop's limits (`createReviewRequest`); the form says them before the shop has to. */
export const reviewLimits = { name: 80, text: 5000, textMin: 20, part: 1000 } as const;

/** What the fields show at first: empty for a new review, the stored words when editing one. */
export interface ReviewFieldDefaults {
  readonly rating?: RatingValue;
  readonly name: string;
  readonly text?: string;
  readonly advantages?: string | null;
  readonly disadvantages?: string | null;
  readonly generalImpressions?: string | null;
}

/** The check the browser cannot make: the review's text is long enough. */
export function validateReview(data: FormData, intl: ClientIntl): Record<string, string | undefined> {
  return {
    text:
      textField(data, 'text').trim().length < reviewLimits.textMin
        ? intl.formatMessage({ id: 'form.error.tooShort' }, { min: reviewLimits.textMin })
        : undefined,
  };
}

/** The review's fields as the wire spells them (both writing and editing send these). */
export function reviewWireFields(data: FormData) {
  return {
    rating: Number(textField(data, 'rating')),
    name: textField(data, 'name').trim(),
    text: textField(data, 'text').trim(),
    advantages: optionalText(data, 'advantages'),
    disadvantages: optionalText(data, 'disadvantages'),
    general_impressions: optionalText(data, 'generalImpressions'),
  };
}

/**
 * The review form's fields: stars, the three short answers, the text and the name shown with it.
 * Writing a review and editing one under "My comments" use the same fields.
 */
export function ReviewFields({
  form,
  intl,
  defaults,
}: {
  readonly form: ShopForm;
  readonly intl: ClientIntl;
  readonly defaults: ReviewFieldDefaults;
}) {
  const t = intl.formatMessage;
  return (
    <>
      <RatingInput
        name="rating"
        required
        {...(defaults.rating === undefined ? {} : { defaultValue: defaults.rating })}
        error={form.errorOf('rating')}
        onChange={() => form.clearError('rating')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Textarea
          {...form.field('advantages')}
          label={t({ id: 'review.advantages' })}
          hint={t({ id: 'review.form.advantagesHint' })}
          markOptional
          rows={3}
          maxLength={reviewLimits.part}
          defaultValue={defaults.advantages ?? undefined}
        />
        <Textarea
          {...form.field('disadvantages')}
          label={t({ id: 'review.disadvantages' })}
          hint={t({ id: 'review.form.disadvantagesHint' })}
          markOptional
          rows={3}
          maxLength={reviewLimits.part}
          defaultValue={defaults.disadvantages ?? undefined}
        />
      </div>
      <Textarea
        {...form.field('generalImpressions')}
        label={t({ id: 'review.generalImpressions' })}
        markOptional
        rows={3}
        maxLength={reviewLimits.part}
        defaultValue={defaults.generalImpressions ?? undefined}
      />
      <Textarea
        {...form.field('text')}
        label={t({ id: 'review.form.text' })}
        hint={t({ id: 'review.form.textHint' }, { min: reviewLimits.textMin })}
        required
        rows={6}
        maxLength={reviewLimits.text}
        defaultValue={defaults.text}
      />
      <TextField
        {...form.field('name')}
        label={t({ id: 'review.form.name' })}
        hint={t({ id: 'review.form.nameHint' })}
        defaultValue={defaults.name}
        autoComplete="given-name"
        required
        maxLength={reviewLimits.name}
        className="sm:max-w-sm"
      />
    </>
  );
}
