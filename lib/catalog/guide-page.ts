import 'server-only';
import { Marked } from 'marked';
import { getTranslations } from 'next-intl/server';
import type { GuideArticle } from '../guide/article-source';
import {
  articlesAbout,
  GUIDE_PATH,
  guideArticles,
  guidePage,
  guidePageCount,
  translationsOf,
} from '../guide/guide-index';
import { guideLibrary } from '../guide/guide-library';
import { formatLocaleOf, type Market } from '../i18n/market';
import { articleJsonLd, breadcrumbJsonLd, type JsonLd } from '../seo/json-ld';
import { pageMetadata } from '../seo/metadata';
import { hreflangOf, languagesOf, localHref, publicUrl } from '../seo/public-urls';
import { storeCodes } from '../shop/codes';
import { slugify } from '../slug';
import { sanitizeContentHtml } from './content-html';
import { getMarketContext, type MarketContext } from './market-context';

const WORDS_PER_MINUTE = 200;

const markdown = new Marked({ gfm: true, async: false });

/** One article as a listing or a page shows it. */
export interface GuideTeaser {
  title: string;
  description: string;
  href: string;
  published: string;
  /** The published day as the page's language writes it. */
  publishedText: string;
  minutes: number;
}

export interface GuideListingPage {
  page: number;
  pages: number;
  articles: GuideTeaser[];
  /** Links to the listing's pages, the first at /blog. */
  pageHref: (page: number) => string;
  breadcrumbs: Array<{ title: string; href: string | null }>;
  metadata: ReturnType<typeof pageMetadata>;
  jsonLd: JsonLd[];
}

export interface GuideArticlePage extends GuideTeaser {
  /** Sanitised: safe to render as HTML. */
  html: string;
  breadcrumbs: Array<{ title: string; href: string | null }>;
  metadata: ReturnType<typeof pageMetadata>;
  jsonLd: JsonLd[];
  /** Other articles of the guide, newest first. */
  more: GuideTeaser[];
}

const articlePath = (slug: string) => `${GUIDE_PATH}/${slug}`;
const listingPath = (page: number) => (page === 1 ? GUIDE_PATH : `${GUIDE_PATH}/page/${page}`);

function teaserOf(article: GuideArticle, context: MarketContext): GuideTeaser {
  return {
    title: article.title,
    description: article.description,
    href: localHref(context.linkPrefix, articlePath(article.slug)),
    published: article.published,
    publishedText: new Intl.DateTimeFormat(context.formatLocale, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${article.published}T00:00:00Z`)),
    minutes: Math.max(1, Math.round(article.body.split(/\s+/).length / WORDS_PER_MINUTE)),
  };
}

/** The article's Markdown as HTML: its links to other articles under the page's language prefix, then sanitised. */
export function articleHtml(body: string, linkPrefix: string): string {
  const html = markdown.parse(body) as string;
  return sanitizeContentHtml(html.replace(/href="\/blog\//g, `href="${linkPrefix}/blog/`));
}

/** The articles a store's guide shows in the market's language, newest first. */
export async function shownArticles(market: Market): Promise<GuideArticle[]> {
  return guideArticles(await guideLibrary(), market.store, market.language);
}

/** What a category or product page shows of the guide: its articles about the page's categories, and the guide. */
export interface GuideLinks {
  articles: GuideTeaser[];
  guideHref: string;
}

// A page links to a few articles: more would bury its products.
const LINKED_ARTICLES = 3;

/**
 * The guide's articles about a category path (from the top category down to the page's own), the most specific
 * first (lib/guide/guide-index.ts articlesAbout): articles name categories by their titles' slugs.
 */
export async function guideLinks(market: Market, categoryTitles: string[]): Promise<GuideLinks> {
  const [context, shown] = await Promise.all([getMarketContext(market), shownArticles(market)]);
  return {
    articles: articlesAbout(shown, categoryTitles.map(slugify), LINKED_ARTICLES).map((article) =>
      teaserOf(article, context),
    ),
    guideHref: localHref(context.linkPrefix, GUIDE_PATH),
  };
}

/** A page of the guide's listing, or null past its last page. */
export async function getGuideListing(market: Market, page: number): Promise<GuideListingPage | null> {
  const [context, shown, t] = await Promise.all([
    getMarketContext(market),
    shownArticles(market),
    getTranslations({ locale: formatLocaleOf(market) }),
  ]);
  const pages = guidePageCount(shown.length);
  if (page < 1 || page > pages) return null;
  const { store, language } = market;
  const { storeName } = context.store.config;
  const canonical = publicUrl(context.origins, store, language, listingPath(page));
  const home = publicUrl(context.origins, store, language, '');
  const title = page === 1 ? t('Guide.title') : t('Guide.titlePage', { page });
  return {
    page,
    pages,
    articles: guidePage(shown, page).map((article) => teaserOf(article, context)),
    pageHref: (target) => localHref(context.linkPrefix, listingPath(target)),
    breadcrumbs: [
      { title: t('Breadcrumb.home'), href: localHref(context.linkPrefix, '') },
      { title: t('Guide.title'), href: null },
    ],
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('Breadcrumb.home'), url: home },
        { name: t('Guide.title'), url: canonical },
      ]),
    ],
    metadata: pageMetadata({
      title: `${title} | ${storeName}`,
      description: t('Guide.description', { storeName }),
      canonical,
      // Every store's guide has a listing in each of its languages: those are its alternates.
      alternates: listingAlternates(context, page),
      indexable: true,
      siteName: storeName,
      locale: context.formatLocale,
    }),
  };
}

/** The listing's first page in every store and language; later pages differ per store and stand alone. */
function listingAlternates(context: MarketContext, page: number): Record<string, string> | undefined {
  if (page !== 1) return undefined;
  return Object.fromEntries([
    ...storeCodes.flatMap((store) =>
      languagesOf(store).map((language) => [
        hreflangOf(store, language),
        publicUrl(context.origins, store, language, GUIDE_PATH),
      ]),
    ),
    ['x-default', publicUrl(context.origins, 'at', 'de', GUIDE_PATH)],
  ]);
}

/** One article of the store's guide, or null when the store's guide in this language has none of that name. */
export async function getGuideArticle(market: Market, slug: string): Promise<GuideArticlePage | null> {
  const [context, library, t] = await Promise.all([
    getMarketContext(market),
    guideLibrary(),
    getTranslations({ locale: formatLocaleOf(market) }),
  ]);
  const shown = guideArticles(library, market.store, market.language);
  const article = shown.find((entry) => entry.slug === slug);
  if (!article) return null;
  const { store, language } = market;
  const { storeName } = context.store.config;
  const canonical = publicUrl(context.origins, store, language, articlePath(slug));
  const home = publicUrl(context.origins, store, language, '');
  const listing = publicUrl(context.origins, store, language, GUIDE_PATH);
  const translations = translationsOf(library, article);
  const fallback =
    translations.find((entry) => entry.store === 'at' && entry.language === 'de') ?? translations[0];
  return {
    ...teaserOf(article, context),
    html: articleHtml(article.body, context.linkPrefix),
    more: shown
      .filter((entry) => entry !== article)
      .slice(0, 3)
      .map((entry) => teaserOf(entry, context)),
    breadcrumbs: [
      { title: t('Breadcrumb.home'), href: localHref(context.linkPrefix, '') },
      { title: t('Guide.title'), href: localHref(context.linkPrefix, GUIDE_PATH) },
      { title: article.title, href: null },
    ],
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('Breadcrumb.home'), url: home },
        { name: t('Guide.title'), url: listing },
        { name: article.title, url: canonical },
      ]),
      articleJsonLd({
        headline: article.title,
        description: article.description,
        url: canonical,
        datePublished: article.published,
        language: context.formatLocale,
        publisher: {
          name: storeName,
          url: home,
          logo: `${context.origins[store]}${context.store.config.images.logoHeader}`,
        },
      }),
    ],
    metadata: pageMetadata({
      title: `${article.title} | ${storeName}`,
      description: article.description,
      canonical,
      alternates: Object.fromEntries([
        ...translations.map((entry) => [
          hreflangOf(entry.store, entry.language),
          publicUrl(context.origins, entry.store, entry.language, articlePath(entry.slug)),
        ]),
        ...(fallback
          ? [
              [
                'x-default',
                publicUrl(context.origins, fallback.store, fallback.language, articlePath(fallback.slug)),
              ],
            ]
          : []),
      ]),
      indexable: true,
      siteName: storeName,
      locale: context.formatLocale,
      type: 'article',
    }),
  };
}
