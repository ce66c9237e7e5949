import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatLocaleOf, type Market } from '../i18n/market';
import { breadcrumbJsonLd, type JsonLd } from '../seo/json-ld';
import { metaDescription, pageMetadata } from '../seo/metadata';
import { alternateUrls, localHref, publicUrl } from '../seo/public-urls';
import { catalogue } from './cached-shop';
import { sanitizeContentHtml } from './content-html';
import { getMarketContext } from './market-context';

export interface ContentPage {
  id: number;
  title: string;
  /** Where the page is linked: its fixed route in this store, else its rewritten URL, in the page's language. */
  path: string;
  chapo: string;
  /** Sanitised: safe to render as HTML. */
  html: string;
  breadcrumbs: Array<{ title: string; href: string | null }>;
  metadata: ReturnType<typeof pageMetadata>;
  jsonLd: JsonLd[];
}

/**
 * A content page. Its canonical address is the store's fixed route where it has one (the footer links to
 * /agb.html, not to the rewritten URL of the terms), else its rewritten URL; content can differ per store
 * (each store's own legal notice), so its alternates stay within the store's languages.
 */
export async function getContentPage(market: Market, id: number): Promise<ContentPage | null> {
  const [context, content, menu, urls, t] = await Promise.all([
    getMarketContext(market),
    catalogue.content(id, market.language),
    catalogue.menu(market.store, market.language),
    catalogue.urls('content', id),
    getTranslations({ locale: formatLocaleOf(market), namespace: 'Breadcrumb' }),
  ]);
  if (!content) return null;
  const fixedRoute = Object.entries(menu.contentRoutes).find(([, contentId]) => contentId === id)?.[0];
  const paths = fixedRoute ? { de: fixedRoute, ro: fixedRoute, en: fixedRoute } : urls;
  const { storeName } = context.store.config;
  const canonical = publicUrl(context.origins, market.store, market.language, fixedRoute ?? content.url);
  return {
    id: content.id,
    title: content.title,
    path: localHref(context.linkPrefix, fixedRoute ?? content.url),
    chapo: content.chapo,
    html: sanitizeContentHtml(content.description),
    breadcrumbs: [
      { title: t('home'), href: localHref(context.linkPrefix, '') },
      { title: content.title, href: null },
    ],
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('home'), url: publicUrl(context.origins, market.store, market.language, '') },
        { name: content.title, url: canonical },
      ]),
    ],
    metadata: pageMetadata({
      title: `${content.metaTitle || content.title} | ${storeName}`,
      description: metaDescription(content.metaDescription || content.chapo || content.title),
      canonical,
      alternates: alternateUrls(context.origins, paths, [market.store]),
      indexable: true,
      siteName: storeName,
      locale: context.formatLocale,
      type: 'article',
    }),
  };
}
