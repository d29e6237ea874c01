'use client';

import { clsx } from 'clsx';
import { useState } from 'react';
import { Icon } from '@/ui/icon/icon';

export interface QuantityStepperProps {
  readonly value: number;
  readonly max: number;
  readonly min?: number;
  readonly onChange: (quantity: number) => void;
  /** The accessible name of the number field ("Quantity of Lemon Haze"). */
  readonly label: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  /** The form field name, so a form without JavaScript sends the quantity too. */
  readonly name?: string;
  readonly id?: string;
  readonly disabled?: boolean;
  readonly size?: 'sm' | 'md';
}

/** A typed quantity as a whole number within the bounds, or null while it is no number. */
export function clampQuantity(text: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  return Math.min(max, Math.max(min, Number(text)));
}

/**
 * − [n] +: the buttons change the quantity by one within `min`…`max`; a typed number is taken on
 * Enter or when the field loses focus, brought into the bounds. Without JavaScript the field is a
 * plain number input with the same bounds.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  name,
  id,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = clampQuantity(draft, min, max);
    setDraft(null);
    if (next !== null && next !== value) onChange(next);
  };
  const buttonClasses = clsx(
    'flex items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  return (
    <div className="inline-flex items-center gap-1 rounded-full border border-ink-500 bg-white p-0.5">
      <button
        type="button"
        className={buttonClasses}
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon name="lucide:minus" size={16} />
      </button>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={label}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className={clsx(
          'w-10 [appearance:textfield] bg-transparent text-center font-medium text-ink-900 tabular-nums outline-offset-2 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          size === 'sm' ? 'text-sm' : 'text-base',
        )}
      />
      <button
        type="button"
        className={buttonClasses}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Icon name="lucide:plus" size={16} />
      </button>
    </div>
  );
}
