/** Desk list titles (plural) of the translatable document types, in desk order. */
export const deskSections = [
  { type: 'home', title: 'Home page', singleton: true },
  { type: 'page', title: 'Info pages', singleton: false },
  { type: 'blogPost', title: 'Blog posts', singleton: false },
  { type: 'topic', title: 'Topics', singleton: false },
  { type: 'promotion', title: 'Promotions', singleton: false },
  { type: 'topList', title: 'Top lists', singleton: false },
  { type: 'video', title: 'Videos', singleton: false },
  { type: 'siteSettings', title: 'Site settings', singleton: true },
  { type: 'redirect', title: 'Redirects', singleton: false },
] as const;

/** Desk titles of the types with one document for all languages, and the section they follow. */
export const sharedDeskSections = [{ type: 'priceRule', title: 'Pricing rules', after: 'promotion' }] as const;

/** Id of a singleton document of one language: `home.main.de` (as in the demo dataset). */
export const singletonId = (type: string, language: string) => `${type}.main.${language}`;
