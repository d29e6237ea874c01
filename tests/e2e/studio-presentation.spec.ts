/**
 * Live preview with click-to-edit: the Studio's Presentation tool frames a German topic on the
 * storefront in draft mode; clicking its heading opens the title field beside the frame with the
 * caret in it; typing shows in the frame without publishing (the keystroke-to-frame latency is
 * measured against its 1 s target), the published page (outside draft mode) stays as it was until
 * the editor publishes.
 */
import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { lakeMutate, lakeQuery, runLake, type Lake } from './support/lake';
import { publish, signIn } from './support/studio';

/** Stega's invisible characters (zero-width space, joiners, BOM): draft mode only. */
const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]/;

/**
 * The target from the last keystroke to the frame showing it (315–665 ms on a quiet 2-vCPU
 * machine); the test fails only far above it, as CI machines run up to three times slower.
 */
const keystrokeToFrameTargetMs = 1_000;
const keystrokeToFrameLimitMs = 5_000;

/** A published German topic of its own, copied from a demo topic, so no other journey sees the draft. */
async function createTopic(request: APIRequestContext, lake: Lake, run: string) {
  const source = await lakeQuery(
    request,
    lake,
    '*[_type == "topic" && language == "de" && !(_id in path("drafts.**")) && defined(title)][0]',
  );
  if (typeof source !== 'object' || source === null) throw new Error('The demo dataset has no German topic');
  const topic = {
    ...source,
    _id: `e2e-presentation-${run}`,
    title: `Vorschau im Studio ${run}`,
    slug: { _type: 'slug', current: `vorschau-im-studio-${run}` },
  };
  const response = await lakeMutate(request, lake, [{ createOrReplace: topic }]);
  expect(response.status(), await response.text()).toBe(200);
  return { id: topic._id, title: topic.title, path: `/de/topic/${topic.slug.current}` };
}

/** The storefront's document in the Presentation frame. */
async function previewFrame(page: Page, path: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page.frames().find((frame) => new URL(frame.url(), 'http://x').pathname === path);
      return found !== undefined;
    })
    .toBe(true);
  if (found === undefined) throw new Error(`no frame shows ${path}`);
  return found;
}

/** Notes, inside the frame, the first time its `<h1>` contains `text` (`window.__shownAt`). */
async function watchHeading(frame: Frame, text: string): Promise<void> {
  await frame.evaluate((wanted) => {
    const target = window as unknown as { __shownAt?: number };
    delete target.__shownAt;
    const check = () => {
      if (target.__shownAt === undefined && document.querySelector('h1')?.textContent?.includes(wanted)) {
        target.__shownAt = Date.now();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    check();
  }, text);
}

/** Polls a page outside draft mode until it is 200 and contains `text`. */
async function publicPageShows(request: APIRequestContext, path: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
        return response.status() === 200 && (await response.text()).includes(text);
      },
      { message: `${path} shows "${text}"`, timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
}

test('Presentation frames a German topic in draft mode; its heading opens the title field, typing shows live, publishing makes it public', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const lake = runLake();
  const run = Date.now().toString(36);
  const topic = await createTopic(request, lake, run);
  const typed = ' live';
  const changed = `${topic.title}${typed}`;

  try {
    await signIn(page, lake);
    await page.goto(`${lake.url}/presentation?preview=${encodeURIComponent(topic.path)}`);
    const frame = page.frameLocator('iframe').first();
    const heading = frame.getByRole('heading', { level: 1 });

    await test.step('the frame shows the page in draft mode, text carrying edit links', async () => {
      await expect(heading).toContainText(topic.title, { timeout: 60_000 });
      await expect.poll(async () => STEGA.test(await heading.innerText())).toBe(true);
      // The frame is a third-party document: where the browser withholds the storefront's cookies
      // there (Chromium here does), the age question shows, and is answered like a shopper would.
      const adult = frame.getByRole('button', { name: 'Ich bin 18 oder älter' });
      await adult.waitFor({ state: 'visible', timeout: 20_000 }).then(
        () => adult.click(),
        () => undefined,
      );
    });

    const pane = page.getByTestId('document-pane').last();
    const title = pane.getByRole('textbox', { name: 'Title', exact: true });
    await test.step('clicking the heading opens the title field, focused', async () => {
      // The frame's edit overlay starts after the page has hydrated: on a loaded machine a click can
      // come before it, and does nothing. Clicked again until the field has the focus.
      await expect(async () => {
        await heading.click();
        await expect(title).toBeEditable({ timeout: 10_000 });
        await expect(title).toBeFocused({ timeout: 5_000 });
      }).toPass({ timeout: 90_000 });
      await expect(title).toHaveValue(topic.title);
    });

    await test.step('typing shows in the frame without publishing', async () => {
      await watchHeading(await previewFrame(page, topic.path), changed);
      await title.press('End');
      await title.pressSequentially(typed, { delay: 40 });
      const lastKey = Date.now();
      await expect(heading).toContainText(changed, { timeout: keystrokeToFrameLimitMs });
      const shownAt = await (
        await previewFrame(page, topic.path)
      ).evaluate(() => (window as unknown as { __shownAt?: number }).__shownAt);
      const latency = (shownAt ?? Date.now()) - lastKey;
      const verdict = latency <= keystrokeToFrameTargetMs ? 'within' : 'OVER';
      testInfo.annotations.push({
        type: 'keystroke-to-frame',
        description: `${latency} ms (${verdict} the ${keystrokeToFrameTargetMs} ms target)`,
      });
      console.log(
        `[presentation] keystroke to frame: ${latency} ms (${verdict} the ${keystrokeToFrameTargetMs} ms target)`,
      );
      const published = await lakeQuery(request, lake, '*[_id == $id][0].title', { params: { id: topic.id } });
      expect(published).toBe(topic.title);
    });

    await test.step('the published page, outside draft mode, does not show the draft', async () => {
      const response = await request.get(topic.path, { headers: { 'cache-control': 'no-cache' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(topic.title);
      expect(html).not.toContain(changed);
      expect(html).not.toMatch(STEGA);
      // Only draft-mode pages may be framed, and only by the Studio.
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // The change stream that drives the frame exists only in draft mode.
      expect((await request.get('/api/draft-mode/live')).status()).toBe(404);
    });

    await test.step('publishing shows the new title on the public page', async () => {
      await publish(pane);
      await publicPageShows(request, topic.path, changed);
    });
  } finally {
    await lakeMutate(request, lake, [{ delete: { id: `drafts.${topic.id}` } }, { delete: { id: topic.id } }]);
  }
});
