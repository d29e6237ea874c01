/**
 * Two editors on the same document, each in a browser context of their own (own sign-in, own
 * Studio): what one types shows up in the other's form without a reload, both ways. A write
 * that carries a revision the document no longer has is refused with Sanity's 409.
 */
import { expect, test, type BrowserContext, type TestInfo } from '@playwright/test';
import { lakeMutate, lakeQuery, revisionOf, runLake } from './support/lake';
import { openDocument } from './support/studio';
import { studioSession } from './support/studio-sessions';

const contexts: BrowserContext[] = [];

/** Records how long an edit took to show in the other session (a figure, not a limit). */
function seen(testInfo: TestInfo, direction: string, since: number): void {
  testInfo.annotations.push({
    type: 'edit seen by the other session',
    description: `${direction}: ${Date.now() - since} ms`,
  });
}

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

test('two Studio sessions see each other’s edits live; a stale ifRevisionID gets 409', async ({
  browser,
  request,
}, testInfo) => {
  const lake = runLake();
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const publishedId = `topic.e2e-collab-${run}.de`;
  const draftId = `drafts.${publishedId}`;
  const created = await lakeMutate(request, lake, [
    { create: { _id: draftId, _type: 'topic', language: 'de', title: `Gemeinsam ${run}` } },
  ]);
  expect(created.status(), await created.text()).toBe(200);
  const draft = (field: 'title' | 'intro') =>
    lakeQuery(request, lake, `*[_id == $id][0].${field}`, { params: { id: draftId } });

  const [editorA, editorB] = await Promise.all([studioSession(browser, lake), studioSession(browser, lake)]);
  contexts.push(editorA.context, editorB.context);
  const [a, b] = await Promise.all([
    openDocument(editorA.page, lake, publishedId, 'topic'),
    openDocument(editorB.page, lake, publishedId, 'topic'),
  ]);

  await test.step('A types the title, B sees it without a reload', async () => {
    const title = `Gemeinsam bearbeitet ${run}`;
    const typed = Date.now();
    await a.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    seen(testInfo, 'A → B', typed);
    await expect.poll(() => draft('title')).toBe(title);
  });

  await test.step('B writes the introduction, A sees it without a reload', async () => {
    const intro = `Von B geschrieben ${run}.`;
    await b.getByRole('textbox', { name: 'Introduction' }).pressSequentially(intro);
    const typed = Date.now();
    await expect(a.getByRole('textbox', { name: 'Introduction' })).toHaveValue(intro);
    seen(testInfo, 'B → A (after the last keystroke)', typed);
    await expect.poll(() => draft('intro')).toBe(intro);
  });

  await test.step('a patch with the revision from before the last edit is refused (409)', async () => {
    const stale = await revisionOf(request, lake, draftId);
    expect(stale).not.toBeNull();
    const title = `Noch einmal ${run}`;
    await a.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(b.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect.poll(() => revisionOf(request, lake, draftId)).not.toBe(stale);

    const refused = await lakeMutate(request, lake, [
      { patch: { id: draftId, ifRevisionID: stale, set: { title: `Veraltet ${run}` } } },
    ]);
    expect(refused.status()).toBe(409);
    const body: unknown = await refused.json();
    expect(body).toMatchObject({
      error: { items: [{ error: { type: 'documentRevisionIDDoesNotMatchError', id: draftId } }] },
    });
    expect(await draft('title')).toBe(title);
    await expect(a.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  });

  const deleted = await lakeMutate(request, lake, [{ delete: { id: draftId } }]);
  expect(deleted.status(), await deleted.text()).toBe(200);
});
