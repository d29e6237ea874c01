/**
 * Live preview with click-to-edit: the Studio's Presentation tool frames a German blog post on
 * the storefront in draft mode; clicking its heading opens the title field beside the frame;
 * typing shows in the frame without publishing, and the published page (outside draft mode)
 * stays as it was.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { lakeMutate, lakeQuery, runLake, type Lake } from './support/lake';
import { signIn } from './support/studio';

/** Stega's invisible characters (zero-width space, joiners, BOM): draft mode only. */
const STEGA = /[\u200b-\u200d\u2060-\u2064\ufeff]/;

/** A published German post of its own, copied from a demo post, so no other journey sees the draft. */
async function createPost(request: APIRequestContext, lake: Lake, run: string) {
  const source = await lakeQuery(
    request,
    lake,
    '*[_type == "blogPost" && language == "de" && !(_id in path("drafts.**")) && defined(body)][0]',
  );
  if (typeof source !== 'object' || source === null) throw new Error('The demo dataset has no German blog post');
  const post = {
    ...source,
    _id: `e2e-presentation-${run}`,
    title: `Vorschau im Studio ${run}`,
    slug: { _type: 'slug', current: `vorschau-im-studio-${run}` },
  };
  const response = await lakeMutate(request, lake, [{ createOrReplace: post }]);
  expect(response.status(), await response.text()).toBe(200);
  return { id: post._id, title: post.title, path: `/de/blog/${post.slug.current}` };
}

test('Presentation frames the storefront in draft mode; a heading opens its field and typing shows live', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lake = runLake();
  const run = Date.now().toString(36);
  const post = await createPost(request, lake, run);
  const changed = `Live bearbeitet ${run}`;

  try {
    await signIn(page, lake);
    await page.goto(`${lake.url}/presentation?preview=${encodeURIComponent(post.path)}`);
    const frame = page.frameLocator('iframe').first();
    const heading = frame.getByRole('heading', { level: 1 });

    await test.step('the frame shows the page in draft mode, text carrying edit links', async () => {
      await expect(heading).toContainText(post.title, { timeout: 60_000 });
      await expect.poll(async () => STEGA.test(await heading.innerText())).toBe(true);
      // The frame is a third-party document: where the browser withholds the storefront's cookies
      // there (Chromium here does), the age question shows, and is answered like a shopper would.
      const adult = frame.getByRole('button', { name: 'Ich bin 18 oder älter' });
      await adult.waitFor({ state: 'visible', timeout: 20_000 }).then(
        () => adult.click(),
        () => undefined,
      );
    });

    const title = page.getByTestId('document-pane').last().getByRole('textbox', { name: 'Title', exact: true });
    await test.step('clicking the heading opens the title field beside the frame', async () => {
      await heading.click();
      await expect(title).toBeEditable({ timeout: 30_000 });
      await expect(title).toHaveValue(post.title);
    });

    await test.step('typing shows in the frame without publishing', async () => {
      await title.fill(changed);
      await expect(heading).toContainText(changed, { timeout: 20_000 });
      const published = await lakeQuery(request, lake, '*[_id == $id][0].title', { params: { id: post.id } });
      expect(published).toBe(post.title);
    });

    await test.step('the published page, outside draft mode, does not show the draft', async () => {
      const response = await request.get(post.path, { headers: { 'cache-control': 'no-cache' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(post.title);
      expect(html).not.toContain(changed);
      expect(html).not.toMatch(STEGA);
      // Only draft-mode pages may be framed, and only by the Studio.
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  } finally {
    await lakeMutate(request, lake, [{ delete: { id: `drafts.${post.id}` } }, { delete: { id: post.id } }]);
  }
});
