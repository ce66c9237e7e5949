import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Market } from '../i18n/market';
import { breadcrumbJsonLd, type JsonLd } from '../seo/json-ld';
import { pageMetadata } from '../seo/metadata';
import { alternateUrls, localHref, publicUrl } from '../seo/public-urls';
import { brandsPath } from '../seo/resolve-path';
import type { Image } from '../shop/types';
import { catalogue, listProducts } from './cached-shop';
import { getMarketContext } from './market-context';

export interface BrandsPage {
  brands: Array<{ title: string; href: string; logo: Image | null; intro: string; count: number }>;
  linkPrefix: string;
  metadata: ReturnType<typeof pageMetadata>;
  jsonLd: JsonLd[];
}

/** Every brand the shop carries, with its logo and how many of its products are on sale. */
export async function getBrandsPage(market: Market): Promise<BrandsPage> {
  const context = await getMarketContext(market);
  const [brands, counted, t, crumbs] = await Promise.all([
    catalogue.brands(market.language),
    listProducts({ language: market.language, facets: true, limit: 1 }),
    getTranslations({ locale: context.formatLocale, namespace: 'Brands' }),
    getTranslations({ locale: context.formatLocale, namespace: 'Breadcrumb' }),
  ]);
  const counts = new Map(counted.facets?.brands.map((value) => [value.id, value.count]));
  const path = brandsPath[market.language];
  const url = (to: string) => publicUrl(context.origins, market.store, market.language, to);
  const { storeName } = context.store.config;
  return {
    brands: brands.map((brand) => ({
      title: brand.title,
      href: localHref(context.linkPrefix, brand.url),
      logo: brand.logo,
      intro: brand.chapo,
      count: counts.get(brand.id) ?? 0,
    })),
    linkPrefix: context.linkPrefix,
    metadata: pageMetadata({
      title: `${t('title')} | ${storeName}`,
      description: t('intro'),
      canonical: url(path),
      alternates: alternateUrls(context.origins, brandsPath),
      indexable: true,
      siteName: storeName,
      locale: context.formatLocale,
    }),
    jsonLd: [
      breadcrumbJsonLd([
        { name: crumbs('home'), url: url('') },
        { name: t('title'), url: url(path) },
      ]),
    ],
  };
}
