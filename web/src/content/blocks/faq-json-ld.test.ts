import { describe, expect, it } from 'vitest';
import type { BlockOf } from './block-types';
import { faqJsonLd } from './faq-json-ld';

function answer(text: string): NonNullable<BlockOf<'faq'>['items']>[number]['answer'] {
  return [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text, marks: [] }],
    },
  ];
}

describe('FAQ structured data', () => {
  it('lists every answered question as plain text', () => {
    const block: BlockOf<'faq'> = {
      _type: 'faq',
      _key: 'f',
      heading: 'Questions',
      items: [
        { _key: 'a', question: 'Is shipping discreet?', answer: answer('Yes, in a plain parcel.') },
        { _key: 'b', question: '  ', answer: answer('Orphan answer') },
        { _key: 'c', question: 'Unanswered?', answer: [] },
      ],
    };
    expect(faqJsonLd(block)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is shipping discreet?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, in a plain parcel.' },
        },
      ],
    });
  });

  it('is left out when nothing is answered', () => {
    expect(faqJsonLd({ _type: 'faq', _key: 'f', heading: null, items: [] })).toBeNull();
  });
});
