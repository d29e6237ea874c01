/**
 * A missing translation, created as the document-internationalization plugin's "Translations"
 * menu creates it (its `LanguageOption`, which the plugin does not export): a draft copy of the
 * source document with the language set, the metadata document created if it does not exist yet
 * (with the source's reference), and a reference to the new document appended to it — all in one
 * transaction. References are weak until the document is published (`_strengthenOnPublish`), as
 * the plugin makes them with its default `weakReferences: false`.
 *
 * One difference: a singleton type (home page, site settings) gets its fixed id of that language
 * (`home.main.es`), which the desk opens, instead of a random one.
 */

export const metadataType = 'translation.metadata';
const referenceValueType = 'internationalizedArrayReferenceValue';

/** System fields the lake sets itself; the copy does not carry the source's. */
const systemFields = new Set(['_id', '_rev', '_createdAt', '_updatedAt']);

export interface TranslationReference {
  readonly language: string;
  readonly _key: string;
  readonly _type: typeof referenceValueType;
  readonly value: {
    readonly _type: 'reference';
    readonly _ref: string;
    readonly _weak: true;
    readonly _strengthenOnPublish: { readonly type: string };
  };
}

export type Mutation =
  | { readonly create: Record<string, unknown> & { _id: string; _type: string } }
  | { readonly createIfNotExists: Record<string, unknown> & { _id: string; _type: string } }
  | {
      readonly patch: {
        readonly id: string;
        readonly setIfMissing: Record<string, unknown>;
        readonly insert: { readonly after: string; readonly items: readonly unknown[] };
      };
    };

/** A 12-character `_key`, as Sanity's `randomKey()` makes them. */
export function randomKey(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function translationReference(language: string, ref: string, type: string, key: string): TranslationReference {
  return {
    language,
    _key: key,
    _type: referenceValueType,
    value: { _type: 'reference', _ref: ref, _weak: true, _strengthenOnPublish: { type } },
  };
}

export interface CreateTranslationInput {
  /** The source document as the editor sees it: its draft if it has one, else the published one. */
  readonly source: Record<string, unknown> & { _id: string; _type: string };
  /** The source's published id (no `drafts.`). */
  readonly sourceId: string;
  readonly sourceLanguage: string;
  readonly language: string;
  /** The published id of the new translation (its draft is `drafts.<id>`). */
  readonly newId: string;
  /** The group's metadata document, or a new id when the source is not linked yet. */
  readonly metadataId: string;
  readonly newKey: () => string;
}

/** The mutations of one "create translation" click, in the plugin's order. */
export function createTranslationMutations(input: CreateTranslationInput): Mutation[] {
  const { source, sourceId, sourceLanguage, language, newId, metadataId, newKey } = input;
  const type = source._type;
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(source)) if (!systemFields.has(field)) copy[field] = value;
  const sourceReference = translationReference(sourceLanguage, sourceId, type, newKey());
  const newReference = translationReference(language, newId, type, newKey());
  return [
    { create: { ...copy, _id: `drafts.${newId}`, _type: type, language } },
    {
      createIfNotExists: {
        _id: metadataId,
        _type: metadataType,
        schemaTypes: [type],
        translations: [sourceReference],
      },
    },
    {
      patch: {
        id: metadataId,
        setIfMissing: { translations: [sourceReference] },
        insert: { after: 'translations[-1]', items: [newReference] },
      },
    },
  ];
}
