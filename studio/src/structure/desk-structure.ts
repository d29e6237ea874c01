/**
 * The desk: one section per document type; inside, one list per language (GROQ filter on
 * `language`) plus "All languages". Singletons (home page, site settings) open the one document
 * of each language directly (`{type}.main.{lang}`).
 */
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';
import { languageSection } from './language-section';
import { deskSections, sharedDeskSections, singletonId } from './type-titles';

function singletonSection(S: StructureBuilder, type: string, title: string): ListItemBuilder {
  return languageSection(S, type, title, (language) =>
    S.document()
      .schemaType(type)
      .documentId(singletonId(type, language.id))
      .initialValueTemplate(`${type}-${language.id}`)
      .title(`${title} · ${language.title}`),
  );
}

function translatedSection(S: StructureBuilder, type: string, title: string): ListItemBuilder {
  return languageSection(
    S,
    type,
    title,
    (language) =>
      S.documentList()
        .id(`${type}-${language.id}-documents`)
        .title(`${title} · ${language.title}`)
        .schemaType(type)
        .apiVersion('2025-02-19')
        .filter('_type == $type && language == $language')
        .params({ type, language: language.id })
        .initialValueTemplates([S.initialValueTemplateItem(`${type}-${language.id}`)])
        // "+" here creates with this language's template. A document list handles intents only
        // near the root by default, so without this the Studio opened the new document under
        // "All languages" (the first list that accepts any document of the type).
        .canHandleIntent((intent, params) => intent === 'create' && params.template === `${type}-${language.id}`),
    [
      S.divider(),
      S.listItem()
        .id(`${type}-all`)
        .title('All languages')
        .schemaType(type)
        .child(S.documentTypeList(type).title(`${title} · all languages`)),
    ],
  );
}

/** A type with one document for all languages: a plain list, no language sections. */
function sharedSection(S: StructureBuilder, type: string, title: string): ListItemBuilder {
  return S.listItem().id(type).title(title).schemaType(type).child(S.documentTypeList(type).title(title));
}

export const deskStructure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items(
      deskSections.flatMap(({ type, title, singleton }, index) => {
        const item = singleton ? singletonSection(S, type, title) : translatedSection(S, type, title);
        // Settings and redirects are site plumbing: set them apart from the pages.
        if (type === 'siteSettings' && index > 0) return [S.divider(), item];
        // The pricing rules the promotions reference sit right after them.
        const shared = sharedDeskSections.filter((section) => section.after === type);
        return [item, ...shared.map((section) => sharedSection(S, section.type, section.title))];
      }),
    );
