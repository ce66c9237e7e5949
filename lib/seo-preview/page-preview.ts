import type { StoreOrigins } from '../seo/public-urls';
import { crawl, crawlTarget, type CrawledPage, type CrawlRefusal, type CrawlRequest } from './crawl';
import type { ByteRequest } from './fetch-bytes';
import { resolveHref, type HreflangMatrix } from './hreflang';
import { hreflangMatrix } from './hreflang-read';
import { forbidsIndexing, readPageHead, type PageHead } from './page-head';
import { productPreview, type ProductPreview, type ShopPrices } from './product-preview';
import { robotsVerdict, type RobotsVerdict } from './robots-verdict';
import { serpSnippet, type SerpSnippet } from './serp-snippet';
import type { SitemapRequest } from './report/sitemap-request';
import { listedInSitemaps } from './sitemap-listing';
import { checkSocialImage, type SocialImageCheck } from './social-image';
import { checkStructuredData, type StructuredDataReport } from './structured-data';

/** Whether search engines may index the page, and what says so. */
export interface PageIndexing {
  /** The canonical address, resolved against the page's own; null when the page names none. */
  canonical: string | null;
  canonicalIsSelf: boolean;
  /** `noindex` from the robots meta tag or the `X-Robots-Tag` header. */
  noindex: boolean;
  /** Whether robots.txt lets Googlebot read the page, and by which rule. */
  robots: RobotsVerdict;
  /** Whether the host's sitemaps list the page's canonical address; null when they could not be read. */
  inSitemap: boolean | null;
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
  /** The image as the networks fetch it, measured; null without an image. */
  imageCheck: SocialImageCheck | null;
}

export interface PagePreview {
  page: CrawledPage;
  head: PageHead;
  /** Null for a page without a title: Google makes one up. */
  snippet: SerpSnippet | null;
  indexing: PageIndexing;
  social: SocialCard;
  hreflang: HreflangMatrix;
  structuredData: StructuredDataReport;
  /** Null for a page that is no product's. */
  product: ProductPreview | null;
}

/** How the preview reaches the stores and the shop; tests pass stand-ins for the stores' HTTP. */
export interface PreviewSources {
  shop: ShopPrices;
  request?: CrawlRequest;
  bytes?: ByteRequest;
  sitemaps?: SitemapRequest;
}

export type PreviewResult =
  { kind: 'preview'; preview: PagePreview } | { kind: 'refused'; reason: CrawlRefusal };

const resolved = (href: string | null, base: string): string | null =>
  href ? resolveHref(href, base) : null;

function indexingOf(
  page: CrawledPage,
  head: PageHead,
  found: Pick<PageIndexing, 'robots' | 'inSitemap'>,
): PageIndexing {
  const canonical = resolved(head.canonical, page.url);
  const noindex = forbidsIndexing(head, page.xRobotsTag);
  const canonicalIsSelf = canonical === null || canonical === page.url;
  return {
    canonical,
    canonicalIsSelf,
    noindex,
    ...found,
    indexable: page.status === 200 && !noindex && canonicalIsSelf && found.robots.allowed !== false,
  };
}

/** Facebook and LinkedIn read Open Graph, X its own tags and then Open Graph; a card needs these five. */
function socialOf(head: PageHead, base: string): Omit<SocialCard, 'imageCheck'> {
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
 * result snippet measured, whether it may be indexed (robots.txt and sitemap included), its social card and image,
 * its hreflang alternates read back, its structured data checked and, for a product, its price wherever it is
 * published and the same product in the other stores. A typed address off the stores' origins, or a page that
 * cannot be read, is refused with the reason. Everything is read over HTTP from the stores' own origins.
 */
export async function previewPage(
  input: string,
  stores: StoreOrigins,
  here: string,
  sources: PreviewSources,
): Promise<PreviewResult> {
  const origins = Object.values(stores);
  const target = crawlTarget(input, origins, here);
  if (typeof target === 'string') return { kind: 'refused', reason: target };
  const read = await crawl(target, origins, sources.request);
  if (read.kind === 'refused') return read;
  const { page } = read;
  const head = readPageHead(page.html ?? '');
  const canonical = resolved(head.canonical, page.url) ?? page.url;
  const tags = socialOf(head, page.url);
  const [robots, inSitemap, hreflang, structuredData, imageCheck] = await Promise.all([
    robotsVerdict(page.url, origins, sources.bytes),
    listedInSitemaps(canonical, origins, sources.sitemaps),
    hreflangMatrix({ url: page.url, canonical, alternates: head.alternates }, origins, sources.request),
    checkStructuredData(head.jsonLd),
    tags.image === null ? null : checkSocialImage(tags.image, origins, sources.bytes),
  ]);
  const product = await productPreview(page, head, hreflang.pages, stores, sources.shop, sources.bytes);
  const indexing = indexingOf(page, head, { robots, inSitemap });
  const snippet =
    head.title === null
      ? null
      : serpSnippet({
          title: head.title,
          description: head.description,
          url: indexing.canonical ?? page.url,
        });
  return {
    kind: 'preview',
    preview: {
      page,
      head,
      snippet,
      indexing,
      social: { ...tags, imageCheck },
      hreflang: { rows: hreflang.rows, mismatches: hreflang.mismatches },
      structuredData,
      product,
    },
  };
}
