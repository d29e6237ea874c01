/**
 * The seedshop Studio: a desk grouped by type and language, document-level translations
 * (@sanity/document-internationalization: one document per language, linked by
 * `translation.metadata`), the translation desk (every document × language: present, missing,
 * outdated), the storefront preview with click-to-edit (Presentation), the GROQ playground
 * (Vision), and the shop product picker.
 * Without a Sanity project it edits the embedded content lake (see src/studio-env.ts).
 */
import { documentInternationalization } from '@sanity/document-internationalization';
import { visionTool } from '@sanity/vision';
import { schemaLanguages, singletonTypes, translatableTypes } from '@seedshop/schemas';
import { defineConfig, type AuthConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { studioSchemaTypes } from './src/picker-schema-types';
import { lakeOnlyFeatures } from './src/lake-features';
import { storefrontPresentation } from './src/presentation/storefront-presentation';
import { deskStructure } from './src/structure/desk-structure';
import { deskSections } from './src/structure/type-titles';
import { studioEnv } from './src/studio-env';
import { translationDeskTool } from './src/translation-desk/translation-desk';

const singletons: ReadonlySet<string> = new Set(singletonTypes);
const translatable: ReadonlySet<string> = new Set(translatableTypes);

/**
 * The lake has no login providers or session cookies: the editor signs in with the lake's token
 * (the sign-in URL `pnpm start` prints stores it in localStorage). The one provider listed sends
 * someone without it to the lake's sign-in page, which says where the URL is; listing it also
 * keeps the Studio from asking the lake for `/auth/providers`.
 */
const lakeAuth = (apiHost: string | undefined): AuthConfig => ({
  loginMethod: 'token',
  mode: 'replace',
  providers:
    apiHost === undefined
      ? []
      : [{ name: 'seedshop-lake', title: 'Local editor (content lake)', url: `${apiHost}/studio-login` }],
});

export default defineConfig({
  name: 'default',
  title: 'seedshop',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  ...(studioEnv.apiHost === undefined ? {} : { apiHost: studioEnv.apiHost }),
  ...(studioEnv.lakeMode ? { auth: lakeAuth(studioEnv.apiHost) } : {}),
  ...(studioEnv.lakeMode ? lakeOnlyFeatures : {}),
  plugins: [
    structureTool({ structure: deskStructure }),
    documentInternationalization({
      supportedLanguages: [...schemaLanguages],
      schemaTypes: translatableTypes,
    }),
    storefrontPresentation(),
    visionTool({ defaultApiVersion: '2025-02-19' }),
  ],
  // The translation desk ("Translations"), right after Structure: every document × language.
  tools: (tools) => {
    const desk = translationDeskTool({ types: deskSections });
    const structure = tools.findIndex((tool) => tool.name === 'structure');
    return [...tools.slice(0, structure + 1), desk, ...tools.slice(structure + 1)];
  },
  schema: {
    types: studioSchemaTypes,
    // Every document needs a language: keep only the per-language templates the plugin adds
    // (`blogPost-de`, …), not the plain `blogPost` one that would create a document without it.
    templates: (templates) => templates.filter((template) => !translatable.has(template.id)),
  },
  document: {
    // Singletons are opened from the desk (one per language); the global "create" menu offers
    // the other types, per language, and never the parameterized templates.
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global'
        ? items.filter(
            (item) =>
              !singletons.has(item.templateId.replace(/-[a-z]{2}$/, '')) && !item.templateId.endsWith('-parameterized'),
          )
        : items,
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter((action) => action.action !== 'duplicate' && action.action !== 'delete')
        : actions,
  },
});
