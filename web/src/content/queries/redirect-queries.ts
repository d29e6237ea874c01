import { defineQuery } from 'next-sanity';

/** Every redirect document, all languages (the proxy's CMS redirect source). */
export const redirectsQuery = defineQuery(`
  *[_type == "redirect" && defined(from) && defined(to) && defined(language)] | order(_id asc) {
    _id,
    language,
    from,
    to,
    "permanent": coalesce(permanent, true),
    "external": coalesce(external, false)
  }
`);
