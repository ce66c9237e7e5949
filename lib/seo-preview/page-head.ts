import { Parser } from 'htmlparser2';

/** What a page's HTML tells search engines and social networks about it, as a crawler reads it. */
export interface PageHead {
  /** The document's title, white space collapsed; null when it has none. */
  title: string | null;
  /** The meta description; null when absent (an empty one is kept as empty: Google ignores both). */
  description: string | null;
  /** The directives of `meta name="robots"` and `"googlebot"`, lower case: `noindex`, `nofollow` … */
  robots: string[];
  /** The canonical link as written (relative or absolute); null when there is none. */
  canonical: string | null;
  /** Open Graph (`og:…`) and Twitter (`twitter:…`) tags; the first of a name counts, as the networks read it. */
  social: Record<string, string>;
  /** The `hreflang` alternates the page names. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** The page's JSON-LD blocks, as written. */
  jsonLd: string[];
}

/** Whether a page forbids indexing, by its robots meta tags or its `X-Robots-Tag` header (`none` says it too). */
export const forbidsIndexing = (head: Pick<PageHead, 'robots'>, xRobotsTag: readonly string[]): boolean =>
  [...head.robots, ...xRobotsTag].some((directive) => directive === 'noindex' || directive === 'none');

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The head of a page, read with a streaming HTML parser as a crawler would: a `title` inside an inline SVG is an
 * icon's name, not the document's, so it is skipped.
 */
export function readPageHead(html: string): PageHead {
  const head: PageHead = {
    title: null,
    description: null,
    robots: [],
    canonical: null,
    social: {},
    alternates: [],
    jsonLd: [],
  };
  let svgDepth = 0;
  let text: { into: 'title' | 'jsonLd'; value: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'title' && svgDepth === 0 && head.title === null) text = { into: 'title', value: '' };
        if (name === 'script' && attributes.type?.toLowerCase() === 'application/ld+json')
          text = { into: 'jsonLd', value: '' };
        if (name === 'meta') readMeta(head, attributes);
        if (name === 'link') readLink(head, attributes);
      },
      ontext(chunk) {
        if (text) text.value += chunk;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (text && (name === 'title' || name === 'script')) {
          if (text.into === 'title') head.title = collapse(text.value);
          else head.jsonLd.push(text.value.trim());
          text = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return head;
}

function readMeta(head: PageHead, attributes: Record<string, string>): void {
  const name = (attributes.name ?? attributes.property ?? '').toLowerCase();
  const content = attributes.content ?? '';
  if (name === 'description' && head.description === null) head.description = collapse(content);
  if (name === 'robots' || name === 'googlebot')
    head.robots.push(
      ...content
        .toLowerCase()
        .split(',')
        .map((directive) => directive.trim())
        .filter(Boolean),
    );
  if ((name.startsWith('og:') || name.startsWith('twitter:')) && !(name in head.social))
    head.social[name] = content.trim();
}

function readLink(head: PageHead, attributes: Record<string, string>): void {
  const relations = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  const href = attributes.href?.trim();
  if (!href) return;
  if (relations.includes('canonical') && head.canonical === null) head.canonical = href;
  if (relations.includes('alternate') && attributes.hreflang)
    head.alternates.push({ hreflang: attributes.hreflang, href });
}
