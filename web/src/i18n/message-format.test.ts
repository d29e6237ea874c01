import { localeTag, locales } from '@seedshop/locales';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createClientIntl } from './client-intl';
import { clientCatalogues } from './client-messages/client-catalogues';
import { MessageSyntaxError, parseMessage, type MessageNode } from './message-format';

/** Every argument of a message with the kind of value it takes. */
function argumentsOf(nodes: readonly MessageNode[], found = new Map<string, MessageNode['kind']>()) {
  for (const node of nodes) {
    if (node.kind === 'argument' || node.kind === 'number') found.set(node.name, node.kind);
    if (node.kind === 'plural' || node.kind === 'select') {
      found.set(node.name, node.kind);
      for (const option of Object.values(node.options)) argumentsOf(option, found);
    }
    if (node.kind === 'tag') {
      found.set(node.name, 'tag');
      argumentsOf(node.children, found);
    }
  }
  return found;
}

const counts = [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1.5];

/** Sets of values that reach every branch of the message: each plural count, each select option. */
function valueSets(nodes: readonly MessageNode[], withElements: boolean): Record<string, unknown>[] {
  const args = argumentsOf(nodes);
  const selects = new Map<string, string[]>();
  const collect = (list: readonly MessageNode[]) => {
    for (const node of list) {
      if (node.kind === 'select') selects.set(node.name, [...Object.keys(node.options), 'unlisted']);
      if (node.kind === 'plural' || node.kind === 'select')
        for (const option of Object.values(node.options)) collect(option);
      if (node.kind === 'tag') collect(node.children);
    }
  };
  collect(nodes);
  const sets: Record<string, unknown>[] = [];
  for (const [index, count] of counts.entries()) {
    const values: Record<string, unknown> = {};
    for (const [name, kind] of args) {
      if (kind === 'plural') values[name] = count;
      else if (kind === 'number') values[name] = index % 2 === 0 ? 1234.5 : 0.256;
      else if (kind === 'select') values[name] = selects.get(name)?.[index % (selects.get(name)?.length ?? 1)];
      else if (kind === 'tag')
        values[name] = withElements
          ? (chunks: ReactNode[]) => createElement('b', { 'data-tag': name }, ...chunks)
          : (chunks: string[]) => `[${name}:${chunks.join('')}]`;
      else values[name] = withElements && index % 2 === 1 ? createElement('i', null, 'node') : 'Lemon “Kush”';
    }
    sets.push(values);
  }
  return sets;
}

function markup(output: unknown): string {
  return renderToStaticMarkup(createElement(Fragment, null, output as ReactNode));
}

describe('client message formatting', () => {
  for (const locale of locales) {
    const tag = localeTag(locale);
    const messages = clientCatalogues[locale] as Record<string, string>;
    const referenceErrors: string[] = [];
    const ourErrors: string[] = [];
    const reference = createIntl({ locale: tag, messages, onError: (error) => referenceErrors.push(error.message) });
    const ours = createClientIntl(tag, messages, (message) => ourErrors.push(message));

    it(`formats every client message of ${locale} as react-intl does`, () => {
      const ids = Object.keys(messages);
      expect(ids.length).toBeGreaterThan(500);
      let compared = 0;
      for (const id of ids) {
        const message = messages[id] ?? '';
        const nodes = parseMessage(message);
        // Without values: a message with arguments is an error both report, showing it as written.
        expect(ours.formatMessage({ id: id as never }), id).toEqual(reference.formatMessage({ id: id as never }));
        expect(ourErrors.length > 0, id).toBe(referenceErrors.length > 0);
        ourErrors.length = 0;
        referenceErrors.length = 0;
        for (const withElements of [false, true]) {
          for (const values of valueSets(nodes, withElements)) {
            const expected = reference.formatMessage({ id: id as never }, values as never) as unknown;
            const actual = ours.formatMessage({ id: id as never }, values as never) as unknown;
            expect(typeof actual, `${id} ${JSON.stringify(values)}`).toBe(typeof expected);
            expect(Array.isArray(actual), id).toBe(Array.isArray(expected));
            expect(markup(actual), `${id} ${JSON.stringify(values)}`).toBe(markup(expected));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(ids.length);
      expect(ourErrors).toEqual([]);
      expect(referenceErrors).toEqual([]);
    });

    it(`formats numbers and lists of ${locale} as react-intl does`, () => {
      for (const value of [0, 1.5, 1234.567, -3]) {
        expect(ours.formatNumber(value)).toBe(reference.formatNumber(value));
        expect(ours.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 })).toBe(
          reference.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
        );
        expect(ours.formatNumber(value, { style: 'currency', currency: 'EUR' })).toBe(
          reference.formatNumber(value, { style: 'currency', currency: 'EUR' }),
        );
      }
      const words = ['Indica', 'Sativa', 'Hybrid'];
      expect(ours.formatList(words)).toBe(reference.formatList(words));
      expect(ours.formatList(words, { type: 'unit', style: 'short' })).toBe(
        reference.formatList(words, { type: 'unit', style: 'short' }),
      );
      const nodes = [createElement('b', null, 'one'), 'two', createElement('i', null, 'three')];
      expect(markup(ours.formatList(nodes))).toBe(markup(reference.formatList(nodes)));
    });
  }

  it('reports a missing id and shows the id, as react-intl does', () => {
    const reported: string[] = [];
    const intl = createClientIntl('en-US', { known: 'Known' }, (message) => reported.push(message));
    expect(intl.formatMessage({ id: 'unknown.id' as never })).toBe('unknown.id');
    expect(reported).toEqual(['[intl] Missing message: "unknown.id" for locale: "en-US", using id as fallback.']);
  });

  it('reports a missing value and shows the message as written', () => {
    const reported: string[] = [];
    const intl = createClientIntl('en-US', { greet: 'Hello {name}' }, (message) => reported.push(message));
    expect(intl.formatMessage({ id: 'greet' as never }, {})).toBe('Hello {name}');
    expect(reported[0]).toMatch(/^\[intl\] Error formatting message: "greet"/);
  });

  it('formats plural offsets, selects inside plurals, quoting and tags inside plurals', () => {
    const messages = {
      offset: '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
      nested:
        '{n, plural, one {{kind, select, seed {# seed} other {# thing, not #}}} other {{kind, select, seed {# seeds} other {#}}}}',
      quoted: "It''s '{literal}' and '<b>' here, {n, plural, other {'#' is #}}",
      tagged: '{n, plural, one {<b>#</b> item} other {<b>#</b> items}}',
    };
    const errors: string[] = [];
    const reference = createIntl({
      locale: 'en-US',
      messages: messages as never,
      onError: (error) => errors.push(error.message),
    });
    const ours = createClientIntl('en-US', messages, (message) => errors.push(message));
    for (const n of [0, 1, 2, 3, 7]) {
      for (const kind of ['seed', 'other']) {
        const values = { n, who: 'Ann', kind, b: (chunks: ReactNode[]) => createElement('b', null, ...chunks) };
        for (const id of Object.keys(messages)) {
          expect(markup(ours.formatMessage({ id: id as never }, values))).toBe(
            markup(reference.formatMessage({ id: id as never }, values)),
          );
        }
      }
    }
    expect(errors).toEqual([]);
    expect(ours.formatMessage({ id: 'quoted' as never }, { n: 2 })).toBe("It's {literal} and <b> here, # is 2");
  });

  it('refuses syntax it does not format, so such a message fails the comparison above', () => {
    for (const message of [
      '{d, date, short}',
      '{n, selectordinal, one {#st} other {#th}}',
      '{n, number, ::currency/EUR}',
      '<b>open',
      'a <br/> b',
    ]) {
      expect(() => parseMessage(message), message).toThrow(MessageSyntaxError);
    }
  });
});
