import { describe, expect, it, vi } from 'vitest';

const draft = vi.hoisted(() => ({ isEnabled: false }));
vi.mock('next/headers', () => ({ draftMode: async () => draft }));

import { DocumentText } from './document-text';
import { LiveDocumentText } from './live-document-text';

describe('a page head text (DocumentText)', () => {
  it('is the plain text on a published page, with no client component', async () => {
    draft.isEnabled = false;
    expect(await DocumentText({ source: { id: 'topic.a.de' }, field: 'title', value: 'Gartenwelt' })).toBe(
      'Gartenwelt',
    );
  });

  it('follows the Presentation frame in draft mode, for the published id of a draft', async () => {
    draft.isEnabled = true;
    const element = await DocumentText({
      source: { id: 'drafts.topic.a.de', introField: 'summary' },
      field: 'summary',
      value: 'Kurz',
    });
    expect(element).toMatchObject({
      type: LiveDocumentText,
      props: { documentId: 'topic.a.de', field: 'summary', value: 'Kurz' },
    });
  });

  it('stays plain text in draft mode where no document is named', async () => {
    draft.isEnabled = true;
    expect(await DocumentText({ source: undefined, field: 'title', value: 'Blog' })).toBe('Blog');
  });
});
