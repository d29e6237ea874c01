'use client';

import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { useChangesBeforeHydration } from '../forms/changed-before-hydration';
import { useIntl } from '@/i18n/client-intl';
import { FieldError } from './field-error';
import { fieldIds } from './field-ids';
import { isRatingValue, ratingValues, type RatingValue } from './rating';
import { StarIcon } from './star-icon';

export interface RatingInputProps {
  /** Form field name; the chosen value (1–5) is submitted with the form. */
  readonly name: string;
  readonly defaultValue?: RatingValue;
  readonly onChange?: (value: RatingValue) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly error?: string;
  readonly className?: string;
}

/**
 * "Rate the strain": five real radio buttons (so arrow keys, forms and screen readers work as
 * usual) drawn as stars, each named by its word (bad … excellent). Pointing at a star previews
 * the rating; the words of the current choice are shown next to the stars.
 */
export function RatingInput({
  name,
  defaultValue,
  onChange,
  required = false,
  disabled = false,
  error,
  className,
}: RatingInputProps) {
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState<RatingValue | undefined>(defaultValue);
  const [preview, setPreview] = useState<RatingValue | undefined>(undefined);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A star chosen while the page was still plain HTML becomes the value (the radios follow it).
  useChangesBeforeHydration(fieldset, (control) => {
    const chosen = Number(control.value);
    if (isRatingValue(chosen)) {
      setValue(chosen);
      onChange?.(chosen);
    }
  });
  const shown = preview ?? value;
  const invalid = error !== undefined && error !== '';
  const { errorId, describedBy } = fieldIds(id, { hint: false, error: invalid });

  return (
    <fieldset ref={fieldset} aria-describedby={describedBy} disabled={disabled} className={clsx('min-w-0', className)}>
      <legend className="text-sm font-medium text-ink-900">
        {intl.formatMessage({ id: 'kit.rating.label' })}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex">
          {ratingValues.map((star) => {
            const optionId = `${id}-${star}`;
            return (
              <span key={star} className="relative">
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={star}
                  checked={value === star}
                  required={required}
                  // The invisible radio covers its star, so it gets the pointer events too.
                  onMouseEnter={() => setPreview(star)}
                  onMouseLeave={() => setPreview(undefined)}
                  onChange={() => {
                    setValue(star);
                    onChange?.(star);
                  }}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <label
                  htmlFor={optionId}
                  className="flex cursor-pointer rounded-md p-1 text-3xl peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
                >
                  <StarIcon fill={shown !== undefined && star <= shown ? 'full' : 'empty'} />
                  <span className="sr-only">{intl.formatMessage({ id: `kit.rating.value.${star}` })}</span>
                </label>
              </span>
            );
          })}
        </div>
        <span aria-hidden="true" className="min-w-24 text-sm text-ink-600">
          {shown === undefined ? '' : intl.formatMessage({ id: `kit.rating.value.${shown}` })}
        </span>
      </div>
      {errorId !== undefined && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
