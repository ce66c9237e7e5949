import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, one script element per node. */
export function JsonLdScript({ nodes }: { nodes: JsonLd[] }) {
  return nodes.map((node, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
    />
  ));
}
