'use client';

import { formatCalendarDate, type Locale } from '@seedshop/locales';
import type { updateMyReviewRequest } from '@seedshop/shop/contract';
import { Link } from '@/routing/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { ReviewFields, reviewFieldNames, reviewWireFields, validateReview } from '@/reviews/review-fields';
import { pathTo } from '@/routing/paths';
import { callShop } from '@/shop-client/browser-api';
import { readMessage } from '@/shop-client/wire-reader';
import type { WireBody } from '@/shop-client/wire-body';
import { FormAlert } from '@/ui/forms/form-alert';
import { useShopForm } from '@/ui/forms/use-shop-form';
import { Icon } from '@/ui/icon/icon';
import { Badge, type BadgeVariant } from '@/ui/kit/badge';
import { Button } from '@/ui/kit/button';
import { Dialog } from '@/ui/kit/dialog';
import { RatingStars } from '@/ui/kit/rating-stars';
import { notify } from '@/ui/toast/notify';
import type { MessageId } from '@/i18n/messages';
import type { MyComment, MyCommentStatus } from './my-comment-model';

const statusBadges = {
  pending: { variant: 'warning', label: 'myComments.status.pending' },
  published: { variant: 'success', label: 'myComments.status.published' },
  rejected: { variant: 'danger', label: 'myComments.status.rejected' },
} as const satisfies Readonly<Record<MyCommentStatus, { readonly variant: BadgeVariant; readonly label: MessageId }>>;

const parts = [
  ['advantages', 'review.advantages'],
  ['disadvantages', 'review.disadvantages'],
  ['generalImpressions', 'review.generalImpressions'],
] as const;

const dateOptions = { dateStyle: 'long', timeZone: 'UTC' } as const;

/**
 * One of the customer's reviews under "My comments": the strain, where the review stands (the
 * moderator's reason when it was not published) and the words; "Edit" turns it into the review
 * form in place (saving sends it back to moderation), "Delete" asks first.
 */
export function MyCommentItem({ locale, comment }: { readonly locale: Locale; readonly comment: MyComment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const router = useRouter();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const article = useRef<HTMLElement>(null);

  const form = useShopForm({
    fields: reviewFieldNames,
    validate: (data) => validateReview(data, intl),
    send: (data) =>
      callShop(`account/reviews/${encodeURIComponent(comment.id)}`, {
        method: 'PATCH',
        json: reviewWireFields(data) satisfies WireBody<typeof updateMyReviewRequest>,
        networkMessage: t({ id: 'form.error.network' }),
      }),
    successMessage: (result) => {
      return readMessage(result.data) ?? t({ id: 'myComments.saved' });
    },
    onSuccess: () => {
      setEditing(false);
      router.refresh();
      requestAnimationFrame(() => article.current?.querySelector<HTMLElement>('[data-edit]')?.focus());
    },
  });

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    const result = await callShop(`account/reviews/${encodeURIComponent(comment.id)}`, {
      method: 'DELETE',
      networkMessage: t({ id: 'form.error.network' }),
    });
    setDeleting(false);
    // Already gone (404 after a delete elsewhere) is what the customer wanted too.
    if (result.ok || result.status === 404) {
      setConfirming(false);
      notify.success(t({ id: 'myComments.deleted' }, { product: comment.product.name }));
      router.refresh();
    } else {
      notify.error(result.message);
    }
  };

  const badge = statusBadges[comment.status];
  const productHref = comment.product.place === null ? null : pathTo(locale, 'product', comment.product.place);
  const answered = parts.filter(([key]) => comment[key] !== null);

  return (
    <article
      ref={article}
      aria-labelledby={headingId}
      className="rounded-lg border border-ink-200 p-4 sm:p-5"
      data-review-id={comment.id}
    >
      <header className="flex flex-wrap items-start gap-4">
        {/* Plain <img>: the shop serves small SVG illustrations that need no resizing pipeline. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={comment.product.image.url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md border border-ink-100 object-contain"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            {productHref === null ? (
              comment.product.name
            ) : (
              <Link href={productHref} className="hover:text-brand-700 hover:underline">
                {comment.product.name}
              </Link>
            )}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
            <Badge variant={badge.variant}>{t({ id: badge.label })}</Badge>
            <span>
              {t(
                { id: 'myComments.writtenOn' },
                { date: formatCalendarDate(new Date(comment.createdAt), intl.locale, dateOptions) },
              )}
              {comment.editedAt !== null &&
                ` · ${t({ id: 'myComments.editedOn' }, { date: formatCalendarDate(new Date(comment.editedAt), intl.locale, dateOptions) })}`}
            </span>
          </p>
        </div>
      </header>

      {comment.status === 'rejected' && (
        <div className="mt-4 rounded-md border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-800">
          <p className="font-semibold">{t({ id: 'myComments.rejectedTitle' })}</p>
          <p className="mt-1 whitespace-pre-line">
            {comment.moderationReason === null
              ? t({ id: 'myComments.reasonNone' })
              : t({ id: 'myComments.reason' }, { reason: comment.moderationReason })}
          </p>
        </div>
      )}

      {editing ? (
        <form
          {...form.formProps}
          className="mt-5 space-y-5"
          aria-label={t({ id: 'myComments.editLabel' }, { product: comment.product.name })}
        >
          <p className="flex items-start gap-2 text-sm text-ink-700">
            <Icon name="lucide:info" className="mt-0.5 shrink-0" />
            {t({ id: 'myComments.editNote' })}
          </p>
          <FormAlert message={form.alert} />
          <ReviewFields
            form={form}
            intl={intl}
            defaults={{
              rating: comment.rating,
              name: comment.name,
              text: comment.text,
              advantages: comment.advantages,
              disadvantages: comment.disadvantages,
              generalImpressions: comment.generalImpressions,
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={form.pending}>
              {t({ id: 'myComments.save' })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t({ id: 'myComments.cancel' })}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div lang={comment.language} className="mt-4 space-y-3 text-ink-900">
            <RatingStars intl={intl} average={comment.rating} size="sm" />
            {answered.length > 0 && (
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                {answered.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-ink-900" lang={intl.locale}>
                      {t({ id: label })}
                    </dt>
                    <dd className="whitespace-pre-line">{comment[key]}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="whitespace-pre-line">{comment.text}</p>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              data-edit
              type="button"
              variant="secondary"
              size="sm"
              icon="lucide:pencil"
              onClick={() => setEditing(true)}
            >
              {t({ id: 'myComments.edit' })}
              <span className="sr-only">: {comment.product.name}</span>
            </Button>
            <Button type="button" variant="ghost" size="sm" icon="lucide:trash-2" onClick={() => setConfirming(true)}>
              {t({ id: 'myComments.delete' })}
              <span className="sr-only">: {comment.product.name}</span>
            </Button>
          </div>
        </>
      )}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        size="sm"
        title={t({ id: 'myComments.deleteTitle' })}
        description={t({ id: 'myComments.deleteText' }, { product: comment.product.name })}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t({ id: 'myComments.cancel' })}
            </Button>
            <Button type="button" variant="danger" loading={deleting} onClick={() => void remove()}>
              {t({ id: 'myComments.deleteConfirm' })}
            </Button>
          </>
        }
      />
    </article>
  );
}
