import type { z } from 'zod';
import { apiMessages } from '../i18n/messages';
import { fieldErrors, type FieldErrors, type MessagePick } from './api-error';

type Issue = z.core.$ZodIssue;

/** Format errors of fields whose pattern deserves its own words. */
const formatMessages: Readonly<Record<string, MessagePick>> = {
  phone: (m) => m.phoneFormat,
  instagram: (m) => m.instagramFormat,
  country: (m) => m.countryFormat,
};

const customMessages: Readonly<Record<string, MessagePick>> = {
  'control-characters': (m) => m.controlCharacters,
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

function typeMessage(expected: string, path: readonly PropertyKey[]): MessagePick {
  switch (expected) {
    case 'string':
      return (m) => m.expectedText;
    case 'boolean':
      return (m) => m.expectedBoolean;
    case 'number':
    case 'int':
      return (m) => m.expectedNumber;
    case 'object':
      return path.length === 0 ? (m) => m.expectedObject : (m) => m.invalid;
    default:
      return (m) => m.invalid;
  }
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/** Turns one zod issue into a translated message; `input` is what the client sent. */
export function issueMessage(issue: Issue, input: unknown): MessagePick {
  const field = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'invalid_type': {
      const sent = valueAt(input, issue.path);
      if (sent === undefined || sent === null) return (m) => m.required;
      return typeMessage(issue.expected, issue.path);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? (m) => m.required : (m) => m.tooShort(min);
      if (issue.origin === 'number') return (m) => m.numberTooSmall(min);
      return (m) => m.invalid;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return (m) => m.tooLong(max);
      if (issue.origin === 'number') return (m) => m.numberTooBig(max);
      return (m) => m.invalid;
    }
    case 'invalid_format':
      if (issue.format === 'email') return (m) => m.email;
      return formatMessages[field] ?? ((m) => m.wrongFormat);
    case 'invalid_value': {
      const values = issue.values.map(String).join(', ');
      return (m) => m.choice(values);
    }
    case 'custom': {
      const reason: unknown = issue.params?.['reason'];
      return (typeof reason === 'string' ? customMessages[reason] : undefined) ?? ((m) => m.invalid);
    }
    default:
      return (m) => m.invalid;
  }
}

/** Groups issues by field (snake_case path, `body` for the body as a whole), one message each. */
export function issuesToFieldErrors(issues: readonly Issue[], input: unknown): FieldErrors {
  const grouped = new Map<string, MessagePick[]>();
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = fieldName(issue.path);
    const pick = issueMessage(issue, input);
    // Compare by the English text: two issues saying the same thing show once.
    const key = `${field}\n${pick(apiMessages.en)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    grouped.set(field, [...(grouped.get(field) ?? []), pick]);
  }
  return Object.fromEntries(grouped);
}

/** The `defaultHook` of the app: every failed request validation becomes a translated 422. */
export function validationHook(result: { success: boolean; error?: z.ZodError; data?: unknown }): void {
  if (result.success || result.error === undefined) return;
  throw fieldErrors(issuesToFieldErrors(result.error.issues, result.data));
}
