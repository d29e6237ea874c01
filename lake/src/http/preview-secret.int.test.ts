import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lakeClient, startTestLake, type TestLake } from '../testing/http-lake';

/**
 * The Presentation tool's preview secrets on the lake: the Studio writes a
 * `sanity.previewUrlSecret` document with @sanity/preview-url-secret's own `createPreviewSecret`,
 * and the storefront's draft-mode route checks it with the same package's `validatePreviewUrl`
 * (a raw-perspective query with `dateTime(_updatedAt)` arithmetic and a delete by query).
 */
let test: TestLake;

beforeAll(async () => {
  test = await startTestLake();
});

afterAll(() => test.cleanup());

const preview = (secret: string | null) => {
  const url = new URL('https://shop.test/api/draft-mode/enable');
  if (secret !== null) url.searchParams.set('sanity-preview-secret', secret);
  url.searchParams.set('sanity-preview-pathname', '/de/blog');
  return url.toString();
};

describe('preview URL secrets', () => {
  it('validates a secret the Studio created, and only that one', async () => {
    const editor = lakeClient(test.lake, { token: test.lake.editorToken });
    const { secret } = await createPreviewSecret(
      editor,
      'sanity/presentation',
      'https://localhost:3333/presentation',
      'p-local-editor',
    );
    expect(secret).toMatch(/^\S{16,}$/);

    const valid = await validatePreviewUrl(editor, preview(secret));
    expect(valid).toMatchObject({ isValid: true, redirectTo: '/de/blog', studioOrigin: 'https://localhost:3333' });

    await expect(validatePreviewUrl(editor, preview(`${secret}x`))).resolves.toMatchObject({ isValid: false });
    await expect(validatePreviewUrl(editor, preview(null))).resolves.toMatchObject({ isValid: false });
    await expect(validatePreviewUrl(editor, preview(''))).resolves.toMatchObject({ isValid: false });
  });

  it('keeps secrets from anonymous readers and expires them after an hour', async () => {
    const editor = lakeClient(test.lake, { token: test.lake.editorToken });
    const { secret } = await createPreviewSecret(editor, 'sanity/presentation', 'https://localhost:3333/', 'p');
    // Stored as a draft: a public dataset never shows it.
    const anonymous = lakeClient(test.lake);
    await expect(
      anonymous.fetch('count(*[_type == "sanity.previewUrlSecret"])', {}, { perspective: 'raw' }),
    ).resolves.toBe(0);

    // An hour later (the lake runs in this process: its clock is the test's) the secret no longer
    // opens draft mode, and the next creation deletes it.
    const id = await editor.fetch<string>(
      '*[_type == "sanity.previewUrlSecret" && secret == $secret][0]._id',
      { secret },
      { perspective: 'raw' },
    );
    expect(id).toMatch(/^drafts\./);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_601_000 });
    try {
      await expect(validatePreviewUrl(editor, preview(secret))).resolves.toMatchObject({ isValid: false });
      await createPreviewSecret(editor, 'sanity/presentation', 'https://localhost:3333/', 'p');
      await expect(editor.fetch('count(*[_id == $id])', { id }, { perspective: 'raw' })).resolves.toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
