import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Lake } from './lake';

/**
 * Steps an editor takes in the Studio, by what they see (roles, labels), so the specs read like
 * the journey. The Studio is Sanity's own UI: where it has no accessible name, Sanity's
 * `data-testid` (stable across its releases) is used.
 */

const imagesDir = fileURLToPath(new URL('../../../demo-content/dataset/images/', import.meta.url));

/** An image file of the demo dataset (its name is `<sha1>-<w>x<h>.<ext>`, as the asset id will be). */
export function demoImage(index = 0): { path: string; sha1: string } {
  const name = readdirSync(imagesDir)
    .filter((file) => /^[0-9a-f]{40}-\d+x\d+\.\w+$/.test(file))
    .sort()[index];
  if (name === undefined) throw new Error(`demo-content/dataset/images has no image #${index}`);
  return { path: `${imagesDir}${name}`, sha1: name.slice(0, 40) };
}

/** Opens the sign-in URL `pnpm start` prints and waits for the desk. */
export async function signIn(page: Page, lake: Lake): Promise<void> {
  await page.goto(lake.studioLoginUrl);
  // The Studio's first load parses several megabytes of script: on a busy machine (the CI's other
  // browsers) that alone can take longer than an ordinary expectation waits.
  await expect(page.getByRole('link', { name: 'Structure' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Local editor' })).toBeVisible();
}

/**
 * How long a freshly loaded Studio may take until a document is editable: it loads its schema, ten
 * listeners and the document; on two busy cores (two Studios, the storefront, the lake) that takes
 * up to ~10 s.
 */
const documentReadyMs = 60_000;

/** A new document from a per-language template (`topic-de`), as the desk's "+" does. */
export async function createDocument(page: Page, lake: Lake, type: string, language: string): Promise<Locator> {
  await page.goto(`${lake.url}/intent/create/template=${type}-${language};type=${type}/`);
  const pane = documentPane(page);
  await expect(pane.getByRole('textbox', { name: 'Title', exact: true })).toBeEditable({ timeout: documentReadyMs });
  return pane;
}

/**
 * Opens an existing document for editing. On two busy cores the Studio has, now and then, shown a
 * just-published document read-only for over a minute after a fresh load; an editor reloads then,
 * and so does this step (once).
 */
export async function openDocument(page: Page, lake: Lake, id: string, type: string): Promise<Locator> {
  await page.goto(`${lake.url}/intent/edit/id=${encodeURIComponent(id)};type=${type}/`);
  const pane = documentPane(page);
  const title = pane.getByRole('textbox', { name: 'Title', exact: true });
  try {
    await expect(title).toBeEditable({ timeout: documentReadyMs / 2 });
  } catch {
    await page.reload();
    await expect(title).toBeEditable({ timeout: documentReadyMs });
  }
  return pane;
}

/** The right-most open document (the one the last click opened). */
export const documentPane = (page: Page): Locator => page.getByTestId('document-pane').last();

/** The image field at `path` (`image`, `seo.image`) of a document form, with its own fields. */
export function imageField(scope: Locator, path: string): Locator {
  // Sanity marks each field's menu with its path; the innermost group around it is the field.
  return scope
    .getByRole('group')
    .filter({ has: scope.page().getByTestId(`field-actions-menu-${path}`) })
    .last();
}

/** Uploads a file into the image field in `scope` and describes it. */
export async function uploadImage(scope: Locator, file: string, alt: string): Promise<void> {
  await scope.locator('input[type=file]').first().setInputFiles(file);
  await expect(scope.getByRole('img', { name: 'Preview of uploaded image' })).toBeVisible();
  await scope.getByRole('textbox', { name: 'Alternative text' }).first().fill(alt);
}

/** Adds a page section and returns its edit dialog. */
export async function addSection(pane: Locator, title: string): Promise<Locator> {
  await pane.getByRole('button', { name: 'Add item...' }).click();
  await pane.page().getByRole('menuitem', { name: title, exact: true }).click();
  const dialog = pane.page().getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
}

/** Types a paragraph into a Portable Text input and links its last word to `href`. */
export async function typeLinkedParagraph(scope: Locator, text: string, href: string): Promise<void> {
  const page = scope.page();
  const editor = scope.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toHaveText(text);
  // Select the last word from the end. A busy editor may swallow keys or apply them late, so the
  // selection is extended until it is as long as the word, and started again from the end of the
  // line when it came out different.
  const lastWord = text.split(' ').at(-1) ?? '';
  const selected = () => page.evaluate(() => window.getSelection()?.toString() ?? '');
  await expect(async () => {
    await page.keyboard.press('End');
    for (let i = 0; i < lastWord.length * 3 && (await selected()).length < lastWord.length; i += 1) {
      await page.keyboard.press('Shift+ArrowLeft');
    }
    expect(await selected()).toBe(lastWord);
  }).toPass({ timeout: 20_000 });
  await scope.getByRole('button', { name: 'Link', exact: true }).click();
  // The link's fields open in a popover next to the text, outside the section dialog.
  await page.getByRole('textbox', { name: 'Link', exact: true }).last().fill(href);
  await page.keyboard.press('Escape');
}

/** Adds a product with the shop picker (search, take the first hit); returns its id and name. */
export async function pickProduct(
  listDialog: Locator,
  listTitle: string,
  query: string,
): Promise<{ id: string; name: string }> {
  const page = listDialog.page();
  await listDialog.getByRole('button', { name: 'Add item', exact: true }).click();
  // The product's own dialog opens over the list's (its name follows the picked product).
  const item = page.getByRole('dialog').last();
  const search = item.getByRole('textbox', { name: 'Find a product in the shop' });
  await search.fill(query);
  await item.getByRole('list', { name: 'Products found in the shop' }).getByRole('button').first().click();
  const id = item.getByRole('textbox', { name: 'Product id' });
  await expect(id).toHaveValue(/^prod-\d+$/);
  const product = {
    id: await id.inputValue(),
    name: await item.getByRole('textbox', { name: 'Name (snapshot)' }).inputValue(),
  };
  // Back to the list through the breadcrumb (the dialog's close button closes the whole stack).
  await item.getByRole('button', { name: listTitle, exact: true }).click();
  await expect(search).toBeHidden();
  return product;
}

/** Clicks Publish once the Studio has saved and validation allows it; returns the time of the click it took. */
export async function publish(pane: Locator): Promise<number> {
  const page = pane.page();
  const button = pane.getByTestId('action-publish');
  const refusal = page.getByText(publishRefusal).first();
  for (let attempt = 1; ; attempt += 1) {
    // An editor publishes what the Studio has saved: its footer says "Saving..." while the last
    // edits (sent about once a second) are on their way.
    await expect(pane.getByText('Saving...', { exact: true })).toHaveCount(0, { timeout: 30_000 });
    await expect(refusal).toHaveCount(0, { timeout: 30_000 });
    await expect(button).toBeEnabled();
    const clicked = Date.now();
    await button.click();
    // A click while the Studio still validates waits for the result. On a busy machine that result
    // has now and then held an error of a moment before (a section's field that was filled), shown
    // as a "Validation errors" toast with the button enabled again: an editor clicks again.
    const outcome = await clickOutcome(button, refusal);
    if (outcome === 'taken') return clicked;
    if (attempt === maxPublishClicks) throw new Error(`the Studio refused ${attempt} clicks on Publish`);
    test.info().annotations.push({
      type: 'publish refused',
      description: `click ${attempt}: the Studio answered "Validation errors"; clicking again`,
    });
  }
}

/** The toast Sanity shows when it refuses to publish a document that does not validate. */
const publishRefusal = 'Please fix the validation errors before publishing';

/** Clicks on Publish before a journey fails. */
const maxPublishClicks = 3;

/**
 * What the Studio made of a click on Publish: `taken` once the button is disabled for anything but
 * validation ("Publishing…", then "Publish" without a draft), `refused` when the toast shows.
 */
async function clickOutcome(button: Locator, refusal: Locator): Promise<'taken' | 'refused'> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await refusal.isVisible()) return 'refused';
    const label = (await button.textContent({ timeout: 5_000 }).catch(() => null)) ?? '';
    if ((await button.isDisabled({ timeout: 5_000 }).catch(() => false)) && !label.includes('Validating'))
      return 'taken';
    await button.page().waitForTimeout(100);
  }
  throw new Error('the Studio neither published nor refused within 60 s of the click on Publish');
}
