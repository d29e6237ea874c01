// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productSummaryFromWire } from '@/catalogue/from-wire';
import { wireProductSummary } from '@/catalogue/testing/catalogue-fixtures';
import { RichTextView } from './rich-text-view';

afterEach(cleanup);

/**
 * Portable Text as stored, loosely typed on purpose: the renderer must cope with what a hostile or
 * outdated document holds (a `javascript:` href, a reference to a deleted page), not only with
 * what the schema allows.
 */
interface Node {
  readonly _type: string;
  readonly _key: string;
  readonly [field: string]: unknown;
}
type Mark = Node;

/** One paragraph: "Before <text marked with `mark`> after." */
function paragraph(key: string, text: string, mark?: Mark): Node {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: mark === undefined ? [] : [mark],
    children: [
      { _type: 'span', _key: `${key}-a`, text: 'Before ', marks: [] },
      { _type: 'span', _key: `${key}-b`, text, marks: mark === undefined ? [] : [mark._key] },
      { _type: 'span', _key: `${key}-c`, text: ' after.', marks: [] },
    ],
  };
}

const product = productSummaryFromWire(wireProductSummary(1));

function renderText(value: Node[], locale: 'en' | 'de' = 'en') {
  return render(<RichTextView value={value} locale={locale} products={new Map([[product.id, product]])} />);
}

function linkNamed(name: string): HTMLAnchorElement {
  const link = screen.getByRole('link', { name });
  if (!(link instanceof HTMLAnchorElement)) throw new Error('not a link');
  return link;
}

describe('rich text', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example',
    '&#106;avascript:alert(1)',
  ])('renders a link to %j as plain text', (href) => {
    const { container } = renderText([paragraph('p', 'click me', { _type: 'link', _key: 'm', href })]);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Before click me after.');
    expect(container.innerHTML).not.toMatch(/javascript|vbscript|data:/i);
  });

  it('localizes internal paths and opens external links safely', () => {
    renderText(
      [
        paragraph('a', 'our promotions', { _type: 'link', _key: 'm1', href: '/promotions' }),
        paragraph('b', 'the source', {
          _type: 'link',
          _key: 'm2',
          href: 'https://example.org/guide',
          openInNewTab: true,
        }),
        paragraph('c', 'write to us', { _type: 'link', _key: 'm3', href: 'mailto:kontakt@seedshop.example' }),
      ],
      'de',
    );
    expect(linkNamed('our promotions').getAttribute('href')).toBe('/de/promotions');
    const external = linkNamed('the source (öffnet in einem neuen Tab)');
    expect(external.getAttribute('href')).toBe('https://example.org/guide');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.getAttribute('target')).toBe('_blank');
    const mail = linkNamed('write to us');
    expect(mail.getAttribute('href')).toBe('mailto:kontakt@seedshop.example');
    expect(mail.getAttribute('target')).toBeNull();
  });

  it('links internal links to the referenced document in its language, or not at all', () => {
    renderText([
      paragraph('a', 'the first grow', {
        _type: 'internalLink',
        _key: 'm1',
        reference: {
          _id: 'blogPost.first-grow.en',
          _type: 'blogPost',
          language: 'en',
          slug: 'first-grow-guide',
          kind: null,
        },
      }),
      paragraph('b', 'the imprint', {
        _type: 'internalLink',
        _key: 'm2',
        reference: { _id: 'page.imprint.en', _type: 'page', language: 'en', slug: null, kind: 'imprint' },
      }),
      paragraph('c', 'a deleted page', { _type: 'internalLink', _key: 'm3', reference: null }),
    ]);
    expect(linkNamed('the first grow').getAttribute('href')).toBe('/blog/first-grow-guide');
    expect(linkNamed('the imprint').getAttribute('href')).toBe('/imprint');
    expect(screen.queryByRole('link', { name: 'a deleted page' })).toBeNull();
    expect(
      screen.getByText((_content, element) => element?.textContent === 'Before a deleted page after.'),
    ).toBeTruthy();
  });

  it('shows product mentions with the live name and price, and the stored name when the product is gone', () => {
    const { container } = renderText([
      {
        _type: 'block',
        _key: 'p',
        style: 'normal',
        markDefs: [],
        children: [
          { _type: 'span', _key: 's1', text: 'Try ', marks: [] },
          { _type: 'productMention', _key: 'm1', productId: product.id, name: 'Old name' },
          { _type: 'span', _key: 's2', text: ' or ', marks: [] },
          { _type: 'productMention', _key: 'm2', productId: 'prod-999999', name: 'Gone Kush' },
          { _type: 'span', _key: 's3', text: '.', marks: [] },
        ],
      },
    ]);
    const link = linkNamed(product.name);
    expect(link.getAttribute('href')).toBe('/cannabis-seeds/feminized-seeds/lemon-haze-1');
    expect(container.textContent).toBe(`Try ${product.name} (from €12.51) or Gone Kush.`);
    expect(screen.queryByRole('link', { name: 'Gone Kush' })).toBeNull();
  });

  it('renders headings, lists and quotes as their elements', () => {
    renderText([
      {
        _type: 'block',
        _key: 'h',
        style: 'h2',
        markDefs: [],
        children: [{ _type: 'span', _key: 'h1', text: 'Germination', marks: [] }],
      },
      {
        _type: 'block',
        _key: 'l1',
        style: 'normal',
        listItem: 'number',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', _key: 'x', text: 'Soak the seeds', marks: ['strong'] }],
      },
      {
        _type: 'block',
        _key: 'l2',
        style: 'normal',
        listItem: 'number',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', _key: 'y', text: 'Plant them', marks: ['em'] }],
      },
      {
        _type: 'block',
        _key: 'q',
        style: 'blockquote',
        markDefs: [],
        children: [{ _type: 'span', _key: 'z', text: 'Patience.', marks: [] }],
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Germination' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Soak the seeds', 'Plant them']);
    expect(items[0]?.parentElement?.tagName).toBe('OL');
    expect(screen.getByText('Soak the seeds').tagName).toBe('STRONG');
    expect(screen.getByText('Patience.').closest('blockquote')).not.toBeNull();
  });
});
