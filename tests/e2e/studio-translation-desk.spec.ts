/**
 * The translation desk (Studio tool "Translations"): an English blog post edited and published
 * makes its German, French and Spanish versions outdated; an outdated one opens beside its source;
 * a missing one is created from the source with one click, linked in the group's metadata as the
 * document-internationalization plugin links it.
 *
 * The post is a copy of a demo post in all four languages (one transaction, so all four carry the
 * same publish time), made for this run and removed after it, so no other test sees it change.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lakeMutate, lakeQuery, runLake, type Lake } from './support/lake';
import { documentPane, openDocument, publish, signIn } from './support/studio';

const languages = ['en', 'de', 'fr', 'es'] as const;

interface BlogPost extends Record<string, unknown> {
  _id: string;
  _type: string;
  language: string;
  title: string;
  slug: { _type: 'slug'; current: string };
}

/** A cell of the desk: one language of one document. */
const cell = (row: Locator, language: string): Locator => row.locator(`td[data-language="${language}"]`);

async function openDesk(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Translations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
  await page.getByLabel('Document type', { exact: true }).selectOption('blogPost');
}

test('the desk shows outdated translations, opens one beside its source and creates a missing one', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const lake: Lake = runLake();
  const run = Date.now().toString(36);
  const key = `desk-${run}`;
  const ids = Object.fromEntries(languages.map((language) => [language, `blogPost.${key}.${language}`]));
  const metadataId = `translation.metadata.blogPost.${key}`;

  const { titles, slugs } =
    await test.step('copy a demo blog post in four languages, linked by one metadata document', async () => {
      const demo = (await lakeQuery(request, lake, '*[_id in $ids]', {
        params: { ids: languages.map((language) => `blogPost.terpenes.${language}`) },
        perspective: 'published',
      })) as BlogPost[];
      expect(demo).toHaveLength(4);
      const copies = languages.map((language) => {
        const original = demo.find((post) => post._id === `blogPost.terpenes.${language}`);
        if (original === undefined) throw new Error(`No demo post in ${language}`);
        const { _rev, _createdAt, _updatedAt, ...fields } = original;
        void _rev;
        void _createdAt;
        void _updatedAt;
        return {
          ...fields,
          _id: ids[language],
          title: `${original.title} ${run}`,
          slug: { _type: 'slug', current: `${original.slug.current}-${run}` },
        };
      });
      const metadata = {
        _id: metadataId,
        _type: 'translation.metadata',
        schemaTypes: ['blogPost'],
        translations: languages.map((language) => ({
          _key: language,
          language,
          _type: 'internationalizedArrayReferenceValue',
          value: { _type: 'reference', _ref: ids[language] },
        })),
      };
      const response = await lakeMutate(
        request,
        lake,
        [...copies, metadata].map((document) => ({ create: document })),
      );
      expect(response.status(), await response.text()).toBe(200);
      return {
        titles: Object.fromEntries(copies.map((copy) => [copy.language, copy.title])),
        slugs: Object.fromEntries(copies.map((copy) => [copy.language, copy.slug.current])),
      };
    });
  const englishTitle = titles.en ?? '';
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: englishTitle, exact: true }) });

  try {
    await signIn(page, lake);

    await test.step('a fresh group is present in every language', async () => {
      await openDesk(page);
      for (const language of languages) await expect(cell(row, language)).toHaveAttribute('data-status', 'present');
    });

    await test.step('edit the English source and publish it', async () => {
      const english = await openDocument(page, lake, ids.en ?? '', 'blogPost');
      await english.getByRole('tab', { name: 'Content' }).click();
      await english.getByRole('textbox', { name: 'Excerpt' }).fill(`Terpenes, revised ${run}.`);
      await publish(english);
      await expect
        .poll(
          () =>
            lakeQuery(request, lake, '{"excerpt": *[_id == $id][0].excerpt, "draft": count(*[_id == $draft])}', {
              params: { id: ids.en, draft: `drafts.${ids.en}` },
            }),
          { message: 'the English post is published', timeout: 30_000 },
        )
        .toEqual({ excerpt: `Terpenes, revised ${run}.`, draft: 0 });
    });

    await test.step('the desk marks German, French and Spanish outdated', async () => {
      await openDesk(page);
      await expect(cell(row, 'en')).toHaveAttribute('data-status', 'present');
      for (const language of ['de', 'fr', 'es']) {
        await expect(cell(row, language)).toHaveAttribute('data-status', 'outdated');
        await expect(cell(row, language).getByText('Outdated', { exact: true })).toBeVisible();
      }
      await page.getByLabel('Language', { exact: true }).selectOption('de');
      await page.getByLabel('Only missing or outdated', { exact: true }).check();
      await expect(cell(row, 'de')).toHaveAttribute('data-status', 'outdated');
      await expect(cell(row, 'fr')).toHaveCount(0);
    });

    await test.step('an outdated translation opens beside its source', async () => {
      // By keyboard: the link is focusable and Enter follows it.
      const link = row.getByRole('link', {
        name: `Open the Deutsch translation of “${englishTitle}” beside its English source`,
      });
      await link.focus();
      await page.keyboard.press('Enter');
      const panes = page.getByTestId('document-pane');
      await expect(panes).toHaveCount(2, { timeout: 60_000 });
      // Two forms side by side share field ids (their labels blur), so each pane is known by its title.
      await expect(panes.first().getByText(englishTitle).first()).toBeVisible();
      await expect(
        panes
          .last()
          .getByText(titles.de ?? '')
          .first(),
      ).toBeVisible();
    });

    await test.step('Spanish goes missing: the desk follows the lake', async () => {
      await openDesk(page);
      const response = await lakeMutate(request, lake, [
        { patch: { id: metadataId, unset: ['translations[_key=="es"]'] } },
        { delete: { id: ids.es } },
      ]);
      expect(response.status(), await response.text()).toBe(200);
      await expect(cell(row, 'es')).toHaveAttribute('data-status', 'missing');
    });

    await test.step('create the Spanish translation from the English source in one click', async () => {
      await cell(row, 'es')
        .getByRole('button', { name: `Create the Español translation of “${englishTitle}” from English` })
        .click();
      await expect
        .poll(
          () => lakeQuery(request, lake, 'count(*[_id == $metadataId][0].translations)', { params: { metadataId } }),
          {
            message: 'the metadata links the new translation',
            timeout: 30_000,
          },
        )
        .toBe(4);

      const created = (await lakeQuery(
        request,
        lake,
        `*[_id == $metadataId][0]{
          "es": translations[language == "es"][0]{ _type, "ref": value._ref, "weak": value._weak, "type": value._strengthenOnPublish.type },
          "count": count(translations)
        }`,
        { params: { metadataId } },
      )) as { es: { _type: string; ref: string; weak: boolean; type: string } | null; count: number };
      expect(created.count).toBe(4);
      expect(created.es).toMatchObject({ _type: 'internationalizedArrayReferenceValue', weak: true, type: 'blogPost' });
      const draft = (await lakeQuery(
        request,
        lake,
        '*[_id == $id][0]{language, title, excerpt, "slug": slug.current}',
        {
          params: { id: `drafts.${created.es?.ref ?? ''}` },
        },
      )) as Record<string, unknown> | null;
      // Prefilled from the English source (its revised excerpt included), in Spanish.
      expect(draft).toEqual({
        language: 'es',
        title: englishTitle,
        excerpt: `Terpenes, revised ${run}.`,
        slug: slugs.en,
      });

      // The new draft opens beside its source.
      const panes = page.getByTestId('document-pane');
      await expect(panes).toHaveCount(2, { timeout: 60_000 });
      await expect(documentPane(page).getByText(englishTitle).first()).toBeVisible();

      await openDesk(page);
      await expect(cell(row, 'es')).toHaveAttribute('data-status', 'present');
      await expect(cell(row, 'es').getByText('Draft', { exact: true })).toBeVisible();
    });
  } finally {
    // Leave the lake as the other tests expect it: no extra blog post.
    const created = (await lakeQuery(request, lake, '*[_id == $metadataId][0].translations[].value._ref', {
      params: { metadataId },
    })) as string[] | null;
    const publishedIds = [...new Set([...Object.values(ids), ...(created ?? [])])];
    const existing = (await lakeQuery(request, lake, '*[_id in $candidates]._id', {
      params: { candidates: [metadataId, ...publishedIds, ...publishedIds.map((id) => `drafts.${id}`)] },
    })) as string[];
    await lakeMutate(
      request,
      lake,
      existing.map((id) => ({ delete: { id } })),
    );
  }
});
