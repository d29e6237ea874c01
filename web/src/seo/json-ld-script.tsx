import { serializeJsonLd, type JsonLd } from '@/seo/json-ld';

/** Structured data in the server-rendered HTML, where crawlers that run no JavaScript read it. */
export function JsonLdScript({ data }: { readonly data: JsonLd }) {
  // The JSON is escaped by serializeJsonLd, so it cannot break out of the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
