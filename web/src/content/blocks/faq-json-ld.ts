import { toPlainText } from '@portabletext/react';
import type { JsonLd } from '@/seo/json-ld';
import type { BlockOf } from './block-types';

/**
 * schema.org FAQPage of an FAQ block: each question with its answer as plain text. Null when no
 * item has both, so no empty structured data reaches the page.
 */
export function faqJsonLd(block: BlockOf<'faq'>): JsonLd | null {
  const entities = (block.items ?? []).flatMap((item) => {
    const question = item.question.trim();
    const answer = toPlainText(item.answer ?? []).trim();
    if (question === '' || answer === '') return [];
    return [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } }];
  });
  if (entities.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entities };
}
