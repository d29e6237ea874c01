import { describe, expect, it } from 'vitest';
import { createTranslationMutations, randomKey } from './create-translation';
import { editorPanesPath } from './desk-links';
import {
  countStatuses,
  filterGroups,
  isOutdated,
  translationGroups,
  type DeskDocument,
  type DeskMetadata,
  type LanguageVersion,
} from './translation-status';

const languages = ['en', 'de', 'fr', 'es'];
const types = ['page', 'blogPost'];
const options = { types, languages };

const imported = '2026-03-19T08:00:00Z';
const later = '2026-11-27T10:00:00.000Z';
const latest = '2026-11-27T11:30:00.000Z';

const doc = (id: string, language: string, updatedAt = imported, title = `Title ${id}`): DeskDocument => ({
  _id: id,
  _type: 'blogPost',
  _updatedAt: updatedAt,
  language,
  title,
});

const meta = (id: string, refs: Record<string, string>, type = 'blogPost'): DeskMetadata => ({
  _id: id,
  schemaTypes: [type],
  translations: Object.entries(refs).map(([language, ref]) => ({ language, ref })),
});

const statuses = (documents: DeskDocument[], metadata: DeskMetadata[]) =>
  translationGroups(documents, metadata, options).map((group) =>
    Object.fromEntries(group.cells.map((cell) => [cell.language, cell.status])),
  );

const fourLanguages = (updated: Partial<Record<string, string>> = {}) =>
  languages.map((language) => doc(`post.${language}`, language, updated[language] ?? imported));
const postMeta = meta('translation.metadata.post', {
  en: 'post.en',
  de: 'post.de',
  fr: 'post.fr',
  es: 'post.es',
});

describe('translation status', () => {
  it('is present everywhere when all four were published together (one import, one time)', () => {
    expect(statuses(fourLanguages(), [postMeta])).toEqual([
      { en: 'present', de: 'present', fr: 'present', es: 'present' },
    ]);
  });

  it('is outdated where the English source was published after the translation', () => {
    expect(statuses(fourLanguages({ en: latest, fr: latest, es: later }), [postMeta])).toEqual([
      // fr was published at the same time as the source: not behind. es before it: behind.
      { en: 'present', de: 'outdated', fr: 'present', es: 'outdated' },
    ]);
  });

  it('is present again once the translation is published after the source', () => {
    expect(statuses(fourLanguages({ en: later, de: latest }), [postMeta])[0]?.de).toBe('present');
  });

  it('does not count a draft of the source until it is published', () => {
    const documents = [...fourLanguages(), doc('drafts.post.en', 'en', latest)];
    expect(statuses(documents, [postMeta])).toEqual([{ en: 'present', de: 'present', fr: 'present', es: 'present' }]);
  });

  it('counts a draft-only translation as present: it was never published, so it cannot be behind', () => {
    const documents = [doc('post.en', 'en', latest), doc('drafts.post.de', 'de', later)];
    const [group] = translationGroups(documents, [postMeta], options);
    expect(group?.cells.map((cell) => cell.status)).toEqual(['present', 'present', 'missing', 'missing']);
    expect(group?.cells[1]?.version).toEqual({
      id: 'post.de',
      publishedAt: null,
      draftUpdatedAt: later,
      title: 'Title drafts.post.de',
    });
  });

  it('compares the last publish, not a newer draft of the translation', () => {
    const documents = [...fourLanguages({ en: later }), doc('drafts.post.de', 'de', latest)];
    expect(statuses(documents, [postMeta])[0]?.de).toBe('outdated');
  });

  it('is missing where no document of the language exists, also when the metadata still names one', () => {
    const documents = fourLanguages().filter((document) => document.language !== 'es' && document.language !== 'fr');
    expect(statuses(documents, [postMeta])).toEqual([{ en: 'present', de: 'present', fr: 'missing', es: 'missing' }]);
  });

  it('marks a missing source missing, and nothing outdated without a published source', () => {
    const documents = [doc('drafts.post.en', 'en', latest), doc('post.de', 'de')];
    expect(statuses(documents, [postMeta])).toEqual([{ en: 'present', de: 'present', fr: 'missing', es: 'missing' }]);
    expect(statuses([doc('post.de', 'de')], [postMeta])).toEqual([
      { en: 'missing', de: 'present', fr: 'missing', es: 'missing' },
    ]);
  });

  it('compares times, not strings (precision differs between writers)', () => {
    const source: LanguageVersion = {
      id: 'a',
      publishedAt: '2026-11-27T10:00:00.5Z',
      draftUpdatedAt: null,
      title: null,
    };
    const translation: LanguageVersion = { ...source, id: 'b', publishedAt: '2026-11-27T10:00:00.100Z' };
    expect(isOutdated(source, translation)).toBe(true);
    expect(isOutdated(translation, source)).toBe(false);
  });

  it('makes a document no metadata links a group of its own, keyed by its id', () => {
    const groups = translationGroups([doc('lonely', 'en'), doc('drafts.lonely', 'en', later)], [], options);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      key: 'lonely',
      metadataId: null,
      type: 'blogPost',
      title: 'Title drafts.lonely',
    });
    expect(groups[0]?.cells.map((cell) => cell.status)).toEqual(['present', 'missing', 'missing', 'missing']);
  });

  it('leaves out other types, version documents and metadata of types not on the desk', () => {
    const documents = [
      ...fourLanguages(),
      { ...doc('x.en', 'en'), _type: 'priceRule' },
      doc('versions.r1.post.de', 'de', latest),
    ];
    const groups = translationGroups(
      documents,
      [postMeta, meta('translation.metadata.x', { en: 'x.en' }, 'priceRule')],
      options,
    );
    expect(groups.map((group) => group.key)).toEqual(['translation.metadata.post']);
  });

  it('puts a document linked by two metadata documents in the first one only', () => {
    const other = meta('translation.metadata.zz', { en: 'post.en' });
    const groups = translationGroups(fourLanguages(), [other, postMeta], options);
    // The other metadata links only post.en, which the first (by id) already holds: it has no version left.
    expect(groups.map((group) => [group.key, group.cells.filter((cell) => cell.status !== 'missing').length])).toEqual([
      ['translation.metadata.post', 4],
      ['translation.metadata.zz', 0],
    ]);
  });

  it('orders by type as the desk lists them, then title', () => {
    const pageDoc = { ...doc('page.en', 'en', imported, 'Zebra page'), _type: 'page' };
    const groups = translationGroups(
      [doc('b', 'en', imported, 'Beta'), doc('a', 'en', imported, 'Alpha'), pageDoc],
      [],
      options,
    );
    expect(groups.map((group) => group.title)).toEqual(['Zebra page', 'Alpha', 'Beta']);
  });

  it('filters by type, language and what needs work, and counts per language', () => {
    const groups = translationGroups(
      [...fourLanguages({ en: later }), doc('solo', 'en'), { ...doc('page.en', 'en'), _type: 'page' }],
      [postMeta],
      options,
    );
    expect(filterGroups(groups, { type: 'page', language: null, needsWork: false })).toHaveLength(1);
    expect(filterGroups(groups, { type: 'blogPost', language: null, needsWork: false })).toHaveLength(2);
    expect(filterGroups(groups, { type: null, language: null, needsWork: true })).toHaveLength(3);
    expect(filterGroups(groups, { type: null, language: 'en', needsWork: true })).toHaveLength(0);
    expect(filterGroups(groups, { type: 'blogPost', language: 'de', needsWork: true })).toHaveLength(2);
    expect(countStatuses(groups, 'de')).toEqual({ present: 0, missing: 2, outdated: 1 });
    expect(countStatuses(groups, null)).toEqual({ present: 3, missing: 6, outdated: 3 });
  });
});

describe('creating a missing translation', () => {
  const source = {
    _id: 'drafts.post.en',
    _type: 'blogPost',
    _rev: 'r1',
    _createdAt: imported,
    _updatedAt: later,
    language: 'en',
    title: 'Terpenes',
    body: [{ _key: 'b1', _type: 'block' }],
  };
  let key = 0;
  const newKey = () => `k${(key += 1)}`;

  it('copies the source into a draft of the new language and links both in the metadata, as the plugin does', () => {
    key = 0;
    const mutations = createTranslationMutations({
      source,
      sourceId: 'post.en',
      sourceLanguage: 'en',
      language: 'es',
      newId: 'new-id',
      metadataId: 'translation.metadata.post',
      newKey,
    });
    const reference = (language: string, ref: string, k: string) => ({
      language,
      _key: k,
      _type: 'internationalizedArrayReferenceValue',
      value: { _type: 'reference', _ref: ref, _weak: true, _strengthenOnPublish: { type: 'blogPost' } },
    });
    expect(mutations).toEqual([
      {
        create: {
          _id: 'drafts.new-id',
          _type: 'blogPost',
          language: 'es',
          title: 'Terpenes',
          body: [{ _key: 'b1', _type: 'block' }],
        },
      },
      {
        createIfNotExists: {
          _id: 'translation.metadata.post',
          _type: 'translation.metadata',
          schemaTypes: ['blogPost'],
          translations: [reference('en', 'post.en', 'k1')],
        },
      },
      {
        patch: {
          id: 'translation.metadata.post',
          setIfMissing: { translations: [reference('en', 'post.en', 'k1')] },
          insert: { after: 'translations[-1]', items: [reference('es', 'new-id', 'k2')] },
        },
      },
    ]);
  });

  it('makes 12-character hex keys', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(randomKey());
  });
});

describe('links of the desk', () => {
  it('opens documents side by side in Structure as fallback editor panes', () => {
    const path = editorPanesPath('/', [
      { id: 'blogPost.terpenes.en', type: 'blogPost' },
      { id: 'blogPost.terpenes.de', type: 'blogPost' },
    ]);
    expect(path).toBe(
      '/structure/__edit__blogPost.terpenes.en%2Ctype%3DblogPost;__edit__blogPost.terpenes.de%2Ctype%3DblogPost',
    );
    // The Structure tool decodes the segment and splits it into pane groups at ';'.
    expect(decodeURIComponent(path.slice('/structure/'.length)).split(';')).toEqual([
      '__edit__blogPost.terpenes.en,type=blogPost',
      '__edit__blogPost.terpenes.de,type=blogPost',
    ]);
    expect(editorPanesPath('/studio/', [{ id: 'a', type: 'page' }])).toBe('/studio/structure/__edit__a%2Ctype%3Dpage');
  });
});
