'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type { ShopResult } from '@/shop-client/browser-api';
import { notify } from '../toast/notify';
import { constraintErrors, focusControl } from './field-messages';

export type ShopSuccess = Extract<ShopResult, { ok: true }>;
export type ShopFailure = Extract<ShopResult, { ok: false }>;

export interface ShopFormOptions {
  /**
   * The names of the form's fields in the order they appear. An error on one of them is shown at
   * the field; errors on any other name (e.g. `captcha`, `token`) go to the form's alert.
   */
  readonly fields: readonly string[];
  /** Checks the browser cannot do (e.g. "the passwords differ"); a message per field name. */
  readonly validate?: (data: FormData) => Readonly<Record<string, string | undefined>>;
  /**
   * What a required field left empty says instead of the general words, per field name (e.g. the
   * age confirmation: "Please confirm that you are 18 or older.").
   */
  readonly missingMessages?: Readonly<Record<string, string>>;
  /** Sends the form; `callShop(...)` or anything answering the same way. */
  readonly send: (data: FormData) => Promise<ShopResult>;
  /** A success toast, e.g. "Your changes were saved." */
  readonly successMessage?: string | ((result: ShopSuccess) => string);
  readonly onSuccess?: (result: ShopSuccess, form: HTMLFormElement) => void;
  readonly onFailure?: (result: ShopFailure) => void;
}

type FieldErrorMap = Readonly<Record<string, string>>;

/** A local failure shaped like the shop's, for checks done in the browser. */
export function localFailure(
  message: string,
  fieldErrors: Readonly<Record<string, readonly string[]>> = {},
): ShopFailure {
  return { ok: false, status: 0, message, fieldErrors, retryAfterSeconds: null };
}

/**
 * The behaviour every shop form shares:
 * - a second submit while one is on its way is ignored (and the button shows it is busy);
 * - the shop's field errors appear at their fields, everything else in one alert (role="alert");
 * - focus moves to the first field with an error;
 * - nothing the visitor typed is reset on failure (the fields stay uncontrolled and the form is
 *   sent from `onSubmit`, not a form action, which React would reset);
 * - success is confirmed with a toast.
 */
export function useShopForm({
  fields,
  validate,
  missingMessages,
  send,
  successMessage,
  onSuccess,
  onFailure,
}: ShopFormOptions) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ readonly name: string } | null>(null);

  // Focus moves after the render that shows the errors, so the field is announced with them.
  useEffect(() => {
    if (focusRequest && formRef.current) focusControl(formRef.current, focusRequest.name);
  }, [focusRequest]);

  const showErrors = useCallback(
    (fieldErrors: FieldErrorMap, message: string | null) => {
      const atFields: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [name, text] of Object.entries(fieldErrors)) {
        if (fields.includes(name)) atFields[name] = text;
        else elsewhere.push(text);
      }
      setErrors(atFields);
      // The general message ("Please check the marked fields") is only shown when nothing more
      // precise is: errors without a field of their own say more, and marked fields speak for themselves.
      const parts = elsewhere.length > 0 ? elsewhere : Object.keys(atFields).length > 0 ? [] : [message];
      const alertText = parts.filter((part): part is string => part !== null && part !== '').join(' ');
      setAlert(alertText === '' ? null : alertText);
      const first = fields.find((name) => atFields[name] !== undefined);
      setFocusRequest(first === undefined ? null : { name: first });
    },
    [fields],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      const form = event.currentTarget;
      const data = new FormData(form);

      const local: Record<string, string> = { ...constraintErrors(form, intl, missingMessages) };
      for (const [name, message] of Object.entries(validate?.(data) ?? {})) {
        if (message !== undefined && local[name] === undefined) local[name] = message;
      }
      if (Object.keys(local).length > 0) {
        showErrors(local, null);
        return;
      }

      busy.current = true;
      setPending(true);
      setAlert(null);
      try {
        const result = await send(data);
        if (result.ok) {
          setErrors({});
          setFocusRequest(null);
          const toast = typeof successMessage === 'function' ? successMessage(result) : successMessage;
          if (toast) notify.success(toast);
          onSuccess?.(result, form);
        } else {
          const joined: Record<string, string> = {};
          for (const [name, messages] of Object.entries(result.fieldErrors)) {
            if (messages.length > 0) joined[name] = messages.join(' ');
          }
          showErrors(joined, result.message);
          onFailure?.(result);
        }
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [intl, validate, missingMessages, send, successMessage, onSuccess, onFailure, showErrors],
  );

  /** Clears the messages of one field once the visitor changes it. */
  const clearError = useCallback((name: string) => {
    setErrors((current) =>
      current[name] === undefined
        ? current
        : Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)),
    );
  }, []);

  /** The error text of a field, for the kit's `error` prop. */
  const errorOf = (name: string): string | undefined => errors[name];

  return {
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
    pending,
    alert,
    errorOf,
    clearError,
    /**
     * What every kit field of the form is given: its name, the page's intl, its error, and an
     * `onChange` that clears the error once the visitor changes the field. Spread it first, so a
     * field can still override any of it.
     */
    field: (name: string) => ({ intl, name, error: errorOf(name), onChange: () => clearError(name) }),
    /** As `field`, for a control whose error stays until the next submit (the opt-in checkboxes). */
    fieldWithoutClearing: (name: string) => ({ intl, name, error: errorOf(name) }),
    /** Shows a message in the alert region (e.g. a captcha failure found while sending). */
    setAlert,
  };
}

export type ShopForm = ReturnType<typeof useShopForm>;
