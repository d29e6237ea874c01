'use client';

import { Children, createContext, createElement, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { formatNodes, parseMessage, type MessageNode } from './message-format';

/**
 * What client components format with: the part of react-intl's `IntlShape` they use, so server
 * code can hand a server `IntlShape` to a component that also renders in the browser.
 */
export type ClientIntl = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatNumber' | 'formatList'>;

/**
 * The browser's formatter of the client messages: react-intl's behaviour (message-format.ts; the
 * same output for every client message, which message-format.test.ts checks against react-intl)
 * without shipping react-intl and its message parser to every page. Parsed messages and `Intl`
 * objects are kept for the life of the formatter.
 */
export function createClientIntl(
  locale: string,
  messages: Readonly<Partial<Record<string, string>>>,
  onError: (message: string) => void = (message) => console.error(message),
): ClientIntl {
  const parsed = new Map<string, readonly MessageNode[] | Error>();
  const numberFormats = new Map<string, Intl.NumberFormat>();
  let pluralRules: Intl.PluralRules | undefined;
  const formatters = {
    number(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
      const key = options === undefined ? '' : JSON.stringify(options);
      let format = numberFormats.get(key);
      if (format === undefined) {
        format = new Intl.NumberFormat(locale, options);
        numberFormats.set(key, format);
      }
      return format;
    },
    plural(): Intl.PluralRules {
      pluralRules ??= new Intl.PluralRules(locale);
      return pluralRules;
    },
  };

  function formatMessage(descriptor: { id?: string | number }, values?: Record<string, unknown>): ReactNode {
    const id = String(descriptor.id);
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message === undefined || message === '') {
      onError(`[intl] Missing message: "${id}" for locale: "${locale}", using id as fallback.`);
      return id;
    }
    let nodes = parsed.get(id);
    if (nodes === undefined) {
      try {
        nodes = parseMessage(message);
      } catch (error) {
        nodes = error as Error;
      }
      parsed.set(id, nodes);
    }
    try {
      if (nodes instanceof Error) throw nodes;
      const parts = formatNodes(nodes, keyedTags(values ?? {}), formatters);
      if (parts.length === 0) return '';
      if (parts.length === 1) return parts[0] as ReactNode;
      return toKeyedNodes(parts);
    } catch (error) {
      onError(`[intl] Error formatting message: "${id}" for locale: "${locale}": ${(error as Error).message}`);
      return message;
    }
  }

  function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string {
    return formatters.number(options).format(value);
  }

  const listFormats = new Map<string, Intl.ListFormat>();
  function formatList(list: readonly ReactNode[], options?: Intl.ListFormatOptions): ReactNode {
    const key = JSON.stringify(options ?? {});
    let format = listFormats.get(key);
    if (format === undefined) {
      format = new Intl.ListFormat(locale, options);
      listFormats.set(key, format);
    }
    if (list.every((item) => typeof item === 'string')) return format.format(list as string[]);
    // Nodes are placed where the formatted list has their stand-ins.
    const parts = format.formatToParts(list.map((_, index) => `\u0000${index}\u0000`));
    return toKeyedNodes(
      parts.map((part) => (part.type === 'element' ? list[Number(part.value.slice(1, -1))] : part.value)),
    );
  }

  return { locale, formatMessage, formatNumber, formatList } as unknown as ClientIntl;
}

/** Nodes in a list with keys, so React does not warn: each element in a keyed fragment, as react-intl does. */
function toKeyedNodes(nodes: readonly unknown[]): ReactNode[] {
  return Children.toArray(nodes as ReactNode[]).map((node, index) =>
    isValidElement(node) ? createElement(Fragment, { key: index }, node) : node,
  );
}

/** A tag's function receives its chunks with keys, as react-intl gives them. */
function keyedTags(values: Record<string, unknown>): Record<string, unknown> {
  const keyed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    keyed[name] =
      typeof value === 'function'
        ? (chunks: ReactNode[]) => (value as (chunks: ReactNode[]) => unknown)(toKeyedNodes(chunks))
        : value;
  }
  return keyed;
}

const ClientIntlContext = createContext<ClientIntl | null>(null);

/** Gives the components below it `useIntl()`. */
export const ClientIntlContextProvider = ClientIntlContext.Provider;

/** The page's formatter of the client messages; throws outside a `ClientIntlContextProvider`. */
export function useIntl(): ClientIntl {
  const intl = useContext(ClientIntlContext);
  if (intl === null) throw new Error('useIntl() needs the client messages provider above it');
  return intl;
}
