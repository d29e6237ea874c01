/**
 * The content lake crashes while an editor works in the Studio (SIGKILL: no snapshot, no
 * goodbye) and starts again on the same folder and port: every published document is still
 * there, including the one published just before the crash, the acknowledged draft too, and the
 * open Studio picks up again without a reload.
 *
 * The spec runs a lake of its own (a temp folder, a free port): killing the run's lake would
 * break the other specs.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lakeQuery, type Lake } from './support/lake';
import { documentPane, openDocument, publish, signIn } from './support/studio';
import { crash, freePort, startOwnLake, tempDataDir, type LakeProcess } from './support/studio-sessions';

const documentId = 'topic.cbd.de';
const draftId = `drafts.${documentId}`;

/** Every published document as `{_id, _rev}`, in id order: what a crash must not change. */
const publishedDocuments = (request: APIRequestContext, lake: Lake) =>
  lakeQuery(request, lake, '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_id) {_id, _rev}');

const fieldOf = (request: APIRequestContext, lake: Lake, id: string, field: 'title' | 'intro') =>
  lakeQuery(request, lake, `*[_id == $id][0].${field}`, { params: { id } });

let running: LakeProcess | undefined;
let folder: ReturnType<typeof tempDataDir> | undefined;

test.afterEach(async () => {
  await running?.stop();
  folder?.remove();
  running = undefined;
  folder = undefined;
});

test('the lake crashes mid-edit and restarts: published documents and the draft survive, the Studio reconnects', async ({
  page,
  request,
}, testInfo) => {
  const { dataDir } = (folder = tempDataDir());
  const port = await freePort();
  const first = await startOwnLake(dataDir, port);
  running = first;
  const { lake } = first;
  const run = Date.now().toString(36);
  const publishedTitle = `CBD-Sorten ${run}`;
  const intro = `Vor dem Absturz ${run}.`;

  await signIn(page, lake);
  await openDocument(page, lake, documentId, 'topic');
  const pane = documentPane(page);
  const title = pane.getByRole('textbox', { name: 'Title', exact: true });
  const introduction = pane.getByRole('textbox', { name: 'Introduction' });
  // Sanity's toast while its API is unreachable (the form is read-only meanwhile).
  const reconnecting = page.getByText('Trying to connect');

  await test.step('edit the title and publish it', async () => {
    await title.fill(publishedTitle);
    await expect.poll(() => fieldOf(request, lake, draftId, 'title')).toBe(publishedTitle);
    await publish(pane);
    await expect.poll(() => fieldOf(request, lake, documentId, 'title')).toBe(publishedTitle);
    await expect.poll(() => fieldOf(request, lake, draftId, 'title')).toBeNull();
  });

  await test.step('type into the introduction until the lake has the draft', async () => {
    await introduction.fill(intro);
    await expect.poll(() => fieldOf(request, lake, draftId, 'intro')).toBe(intro);
  });

  const before = await publishedDocuments(request, lake);
  expect(Array.isArray(before) && before.length > 100, 'the demo content is published').toBe(true);

  // The Studio's live connections break with the crash; it shows that and retries on its own.
  const brokenListeners: string[] = [];
  page.on('requestfailed', (failed) => {
    if (failed.url().includes('/data/listen/')) brokenListeners.push(failed.url());
  });
  const crashedAt = Date.now();
  await crash(first);
  // At once, as a supervisor would: the Studio rides out a short outage only. Requests it makes
  // meanwhile give up after @sanity/client's retries (a few seconds), and one that gives up (a
  // preview's availability check, an edit that cannot be sent) crashes Sanity's structure tool,
  // which then needs a reload.
  const listening = page
    .waitForResponse((response) => response.url().includes('/data/listen/') && response.ok(), { timeout: 30_000 })
    .then(() => Date.now() - crashedAt);
  running = await startOwnLake(dataDir, port);
  const downMs = Date.now() - crashedAt;

  await test.step('every published document is there, the last publish and the draft included', async () => {
    expect(await publishedDocuments(request, lake)).toEqual(before);
    expect(await fieldOf(request, lake, documentId, 'title')).toBe(publishedTitle);
    expect(await fieldOf(request, lake, draftId, 'intro')).toBe(intro);
  });

  await test.step('the open Studio reconnects: typing reaches the lake without a reload', async () => {
    expect(brokenListeners.length, 'the crash broke the Studio’s listeners').toBeGreaterThan(0);
    const listeningMs = await listening;
    await expect(reconnecting).toBeHidden();
    await expect(introduction).toBeEditable();
    const editableMs = Date.now() - crashedAt;
    const after = `${intro} Nach dem Neustart.`;
    await introduction.fill(after);
    await expect.poll(() => fieldOf(request, lake, draftId, 'intro')).toBe(after);
    const editMs = Date.now() - crashedAt;
    testInfo.annotations.push({
      type: 'lake crash and restart',
      description: `from the SIGKILL: lake ready again ${downMs} ms, Studio listening ${listeningMs} ms, form editable ${editableMs} ms, new edit in the lake ${editMs} ms`,
    });
  });
});
