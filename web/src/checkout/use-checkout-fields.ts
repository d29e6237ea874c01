'use client';

import { useCallback, useMemo, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';

/** Field errors keyed by control name, as the shop's 422 names them (`shippingAddress.postalCode`). */
export type FieldErrors = Readonly<Record<string, string>>;

/** Joins the shop's messages per field; empty lists are left out. */
export function joinFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    if (messages.length > 0) joined[name] = messages.join(' ');
  }
  return joined;
}

/**
 * The checkout's field errors: shown at their controls until the shopper changes the control, and
 * listed by the form's error summary.
 */
export function useCheckoutFields() {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = useCallback((name: string) => {
    setErrors((current) =>
      current[name] === undefined
        ? current
        : Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)),
    );
  }, []);

  return useMemo(
    () => ({
      errors,
      setErrors,
      clearError,
      errorOf: (name: string): string | undefined => errors[name],
      /** What a kit control of the form is given: its name, intl, error and a change that clears it. */
      field: (name: string) => ({ intl, name, error: errors[name], onChange: () => clearError(name) }),
    }),
    [errors, clearError, intl],
  );
}

export type CheckoutFields = ReturnType<typeof useCheckoutFields>;
