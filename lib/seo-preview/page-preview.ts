import { crawl, crawlTarget, type CrawledPage, type CrawlRefusal, type CrawlRequest } from './crawl';
import { readPageHead, type PageHead } from './page-head';
import { serpSnippet, type SerpSnippet } from './serp-snippet';

/** Whether search engines may index the page, and what says so. */
export interface PageIndexing {
  /** The canonical address, resolved against the page's own; null when the page names none. */
  canonical: string | null;
  canonicalIsSelf: boolean;
  /** `noindex` from the robots meta tag or the `X-Robots-Tag` header. */
  noindex: boolean;
  indexable: boolean;
}

/** The tags social networks build a shared link's card from; `missing` names the ones a card needs. */
export interface SocialCard {
  title: string | null;
  description: string | null;
  image: string | null;
  url: string | null;
  twitterCard: string | null;
  missing: string[];
}

export interface PagePreview {
  page: CrawledPage;
  head: PageHead;
  /** Null for a page without a title: Google makes one up. */
  snippet: SerpSnippet | null;
  indexing: PageIndexing;
  social: SocialCard;
}

export type PreviewResult =
  { kind: 'preview'; preview: PagePreview } | { kind: 'refused'; reason: CrawlRefusal };

const resolved = (href: string | null, base: string): string | null => {
  if (!href) return null;
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
};

function indexingOf(page: CrawledPage, head: PageHead): PageIndexing {
  const canonical = resolved(head.canonical, page.url);
  const noindex = [...head.robots, ...page.xRobotsTag].some((directive) =>
    ['noindex', 'none'].includes(directive),
  );
  const canonicalIsSelf = canonical === null || canonical === page.url;
  return {
    canonical,
    canonicalIsSelf,
    noindex,
    indexable: page.status === 200 && !noindex && canonicalIsSelf,
  };
}

/** Facebook and LinkedIn read Open Graph, X its own tags and then Open Graph; a card needs these five. */
function socialOf(head: PageHead, base: string): SocialCard {
  const tag = (name: string) => head.social[name] || null;
  const card = {
    title: tag('og:title') ?? tag('twitter:title'),
    description: tag('og:description') ?? tag('twitter:description'),
    image: resolved(tag('og:image') ?? tag('twitter:image'), base),
    url: resolved(tag('og:url'), base),
    twitterCard: tag('twitter:card'),
  };
  const required = { 'og:title': card.title, 'og:description': card.description, 'og:image': card.image };
  const missing = [
    ...Object.entries(required)
      .filter(([, value]) => value === null)
      .map(([name]) => name),
    ...(card.url === null ? ['og:url'] : []),
    ...(card.twitterCard === null ? ['twitter:card'] : []),
  ];
  return { ...card, missing };
}

/**
 * A page of the deployment as search engines and social networks will show it: read as a crawler reads it, its
 * result snippet measured, whether it may be indexed, and its social card's tags. A typed address off the stores'
 * origins, or a page that cannot be read, is refused with the reason.
 */
export async function previewPage(
  input: string,
  origins: readonly string[],
  here: string,
  request?: CrawlRequest,
): Promise<PreviewResult> {
  const target = crawlTarget(input, origins, here);
  if (typeof target === 'string') return { kind: 'refused', reason: target };
  const read = await crawl(target, origins, request);
  if (read.kind === 'refused') return read;
  const { page } = read;
  const head = readPageHead(page.html ?? '');
  const indexing = indexingOf(page, head);
  const snippet =
    head.title === null
      ? null
      : serpSnippet({
          title: head.title,
          description: head.description,
          url: indexing.canonical ?? page.url,
        });
  return { kind: 'preview', preview: { page, head, snippet, indexing, social: socialOf(head, page.url) } };
}
