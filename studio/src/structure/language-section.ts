/**
 * A desk section of one document type: a list with one entry per language (`{type}-{lang}`),
 * each opening what `child` builds for that language, then `after` (e.g. "All languages").
 */
import { schemaLanguages, type SchemaLanguage } from '@seedshop/schemas';
import type { Child, ListItemBuilder, StructureBuilder } from 'sanity/structure';

type SectionItem = ListItemBuilder | ReturnType<StructureBuilder['divider']>;

export function languageSection(
  S: StructureBuilder,
  type: string,
  title: string,
  child: (language: SchemaLanguage) => Child,
  after: readonly SectionItem[] = [],
): ListItemBuilder {
  return S.listItem()
    .id(type)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .id(`${type}-languages`)
        .title(title)
        .items([
          ...schemaLanguages.map((language) =>
            S.listItem().id(`${type}-${language.id}`).title(language.title).schemaType(type).child(child(language)),
          ),
          ...after,
        ]),
    );
}
