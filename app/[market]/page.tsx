import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductRow } from '@/components/catalog/product-row';
import { HeroSlider } from '@/components/home/hero-slider';
import {
  Banners,
  BrandStrip,
  ContentTeasers,
  FeatureIcons,
  Testimonial,
} from '@/components/home/home-sections';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getHomePage } from '@/lib/catalog/home';
import { formatLocaleOf } from '@/lib/i18n/market';
import { pageMetadata } from '@/lib/seo/metadata';
import { marketParam, pageMarket } from './_shared/market-param';
import '@/app/styles/catalog.css';
import '@/app/styles/home.css';
import '@/app/styles/product-card.css';

export const revalidate = 3600;

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const market = await marketParam(params);
  const [home, t] = await Promise.all([
    getHomePage(market),
    getTranslations({ locale: formatLocaleOf(market), namespace: 'Home' }),
  ]);
  const slide = home.heroSlides[0];
  return pageMetadata({
    title: t('metaTitle', { storeName: home.storeName }),
    description: t('metaDescription', { storeName: home.storeName }),
    canonical: home.canonical,
    alternates: home.alternates,
    indexable: true,
    siteName: home.storeName,
    locale: home.locale,
    ...(slide
      ? {
          image: {
            url: new URL(slide.image, home.canonical).toString(),
            width: 1200,
            height: 480,
            alt: slide.title,
          },
        }
      : {}),
  });
}

export default async function HomePage({ params }: Props) {
  const market = await pageMarket(params);
  const [home, t, advent] = await Promise.all([
    getHomePage(market),
    getTranslations('Home'),
    getTranslations('Advent'),
  ]);
  return (
    <main id="main" className="home">
      <h1 className="home__title">{t('welcome', { storeName: home.storeName })}</h1>
      {home.heroSlides.length > 0 && (
        <HeroSlider
          slides={home.heroSlides}
          labels={{
            region: t('hero'),
            previous: t('previousSlide'),
            next: t('nextSlide'),
            slide: t.raw('slide') as string,
          }}
        />
      )}
      <FeatureIcons features={home.features} />
      {home.advent && (
        <a href={home.advent.href} className="advent-banner">
          {/* eslint-disable-next-line @next/next/no-img-element -- the banner comes from the store's configuration */}
          <img src={home.advent.image} alt={advent('banner')} width={1200} height={480} loading="lazy" />
        </a>
      )}
      <ProductRow
        id="best-sellers"
        title={t('bestSellers')}
        products={home.bestSellers}
        locale={home.locale}
      />
      <Banners banners={home.banners} />
      <ProductRow id="featured" title={t('featured')} products={home.featured} locale={home.locale} />
      <BrandStrip brands={home.brands} />
      <ContentTeasers contents={home.contents} />
      <Testimonial testimonial={home.testimonial} />
      <JsonLdScript nodes={home.jsonLd} />
    </main>
  );
}
