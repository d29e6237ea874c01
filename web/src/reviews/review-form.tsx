'use client';

import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { ResultPanel } from '@/auth/result-panel';
import { callShop } from '@/shop-client/browser-api';
import { readMessage } from '@/shop-client/wire-reader';
import { CaptchaBadge } from '@/ui/captcha/captcha-badge';
import { useCaptcha } from '@/ui/captcha/use-captcha';
import { FormAlert } from '@/ui/forms/form-alert';
import { localFailure, useShopForm } from '@/ui/forms/use-shop-form';
import { Button } from '@/ui/kit/button';
import { RequiredNote } from '@/ui/kit/required-note';
import type { createReviewRequest } from '@seedshop/shop/contract';
import type { WireBody } from '@/shop-client/wire-body';
import { ReviewFields, reviewFieldNames, reviewWireFields, validateReview } from './review-fields';

export { reviewLimits } from './review-fields';

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
    fields: reviewFieldNames,
    validate: (data) => validateReview(data, intl),
    send: async (data) => {
      const token = await captcha.token('review');
      if (token === null) return localFailure(t({ id: 'captcha.failed' }));
      return callShop(`catalogue/products/${encodeURIComponent(productId)}/reviews`, {
        method: 'POST',
        json: { ...reviewWireFields(data), captcha: token } satisfies WireBody<typeof createReviewRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      });
    },
    successMessage: (result) => {
      return readMessage(result.data) ?? t({ id: 'review.form.doneText' });
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
      <ReviewFields form={form} intl={intl} defaults={{ name: defaultName }} />
      <Button type="submit" size="lg" loading={form.pending}>
        {t({ id: 'review.form.submit' })}
      </Button>
      <CaptchaBadge provider={captcha.provider} />
    </form>
  );
}
