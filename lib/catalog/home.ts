import 'server-only';
import type { Market } from '../i18n/market';
import { organizationJsonLd, webSiteJsonLd, type JsonLd } from '../seo/json-ld';
import { alternateUrls, localHref, publicUrl } from '../seo/public-urls';
import type { Image, LocaleConfig } from '../shop/types';
import { catalogue } from './cached-shop';
import { getMarketContext, type MarketContext } from './market-context';
import type { ProductCard } from './product-cards';
import { bestSellerCards, productCardsInOrder } from './recommendations';

export interface HomeTeaser {
  title: string;
  text: string;
  href: string;
  image: Image | null;
}

export interface HomePage {
  storeName: string;
  locale: string;
  /** The advent banner, when the store runs its advent calendar. */
  advent: { image: string; href: string } | null;
  heroSlides: Array<{ image: string; title: string; text: string; href: string }>;
  bestSellers: ProductCard[];
  featured: ProductCard[];
  brands: Array<{ title: string; href: string; logo: Image | null }>;
  banners: Array<{ image: string; title: string; href: string }>;
  features: LocaleConfig['home']['featureIcons'];
  testimonial: LocaleConfig['home']['testimonial'];
  contents: HomeTeaser[];
  alternates: Record<string, string>;
  canonical: string;
  jsonLd: JsonLd[];
}

/** Cards of each product strip of the home page. */
const HOME_STRIP_SIZE = 12;

/** A configured link: absolute stays, a shop path gets the language prefix. */
function configuredHref(context: MarketContext, link: string): string {
  return /^https?:\/\//.test(link) ? link : localHref(context.linkPrefix, link.replace(/^\//, ''));
}

function structuredData(context: MarketContext, home: string): JsonLd[] {
  const { store, market, origins } = context;
  const { info, config } = store;
  return [
    organizationJsonLd({
      name: config.storeName,
      url: home,
      logo: `${origins[store.code]}${config.images.logoHeader}`,
      telephone: info.phone,
      email: info.email,
      address: {
        street: info.address,
        postalCode: info.zipcode,
        city: info.city,
        country: config.countryIsoAlpha2,
      },
      sameAs: Object.values(config.social).filter(Boolean),
    }),
    webSiteJsonLd({
      name: config.storeName,
      url: home,
      language: context.formatLocale,
      searchUrl: publicUrl(origins, store.code, market.language, 'search'),
    }),
  ];
}

/** The home page of a market from the store's configuration (docs/product.md §3 home fields). */
export async function getHomePage(market: Market): Promise<HomePage> {
  const context = await getMarketContext(market);
  const { config } = context.store;
  const { home } = config;
  const [bestSellers, featured, brands, contents] = await Promise.all([
    bestSellerCards(market, context, { size: HOME_STRIP_SIZE }),
    productCardsInOrder(market, context, home.productIds, { size: HOME_STRIP_SIZE }),
    catalogue.brands(market.language),
    Promise.all(home.contentWithImageIds.map((id) => catalogue.content(id, market.language))),
  ]);
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const canonical = publicUrl(context.origins, market.store, market.language, '');
  return {
    storeName: config.storeName,
    locale: context.formatLocale,
    advent: config.advent.enabled
      ? { image: config.advent.background, href: localHref(context.linkPrefix, 'advent-calendar') }
      : null,
    heroSlides: home.heroSlides.map((slide) => ({ ...slide, href: configuredHref(context, slide.link) })),
    bestSellers,
    featured,
    brands: home.brandLogoIds.flatMap((id) => {
      const brand = brandById.get(id);
      return brand
        ? [{ title: brand.title, href: localHref(context.linkPrefix, brand.url), logo: brand.logo }]
        : [];
    }),
    banners: home.banners.map((banner) => ({ ...banner, href: configuredHref(context, banner.link) })),
    features: home.featureIcons,
    testimonial: home.testimonial,
    contents: contents.flatMap((content) =>
      content
        ? [
            {
              title: content.title,
              text: content.chapo,
              href: localHref(context.linkPrefix, content.url),
              image: content.image,
            },
          ]
        : [],
    ),
    alternates: alternateUrls(context.origins, { de: '', ro: '', en: '' }),
    canonical,
    jsonLd: structuredData(context, canonical),
  };
}
