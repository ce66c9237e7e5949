import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductRow } from '@/components/catalog/product-row';
import { getHomePage } from '@/lib/catalog/home';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';

export const revalidate = 3600;

type Props = { params: Promise<{ market: string }> };

async function marketOf(params: Props['params']) {
  const market = decodeMarket((await params).market);
  if (!market) notFound();
  return market;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const market = await marketOf(params);
  const { store } = await getMarketContext(market);
  const t = await getTranslations({ locale: formatLocaleOf(market), namespace: 'Home' });
  return {
    title: t('metaTitle', { storeName: store.config.storeName }),
    description: t('metaDescription', { storeName: store.config.storeName }),
  };
}

export default async function HomePage({ params }: Props) {
  const market = await marketOf(params);
  const locale = formatLocaleOf(market);
  setRequestLocale(locale);
  const [home, context, t, advent] = await Promise.all([
    getHomePage(market),
    getMarketContext(market),
    getTranslations('Home'),
    getTranslations('Advent'),
  ]);
  return (
    <main id="main" className="home">
      <h1 className="home__title">{t('welcome', { storeName: home.storeName })}</h1>
      {home.adventBannerUrl && (
        <a href={`${context.linkPrefix}/advent-calendar`} className="advent-banner">
          {/* eslint-disable-next-line @next/next/no-img-element -- the banner comes from the store's configuration */}
          <img src={home.adventBannerUrl} alt={advent('banner')} width={1200} height={480} />
        </a>
      )}
      <ProductRow id="best-sellers" title={t('bestSellers')} products={home.bestSellers} locale={locale} />
      <ProductRow id="featured" title={t('featured')} products={home.featured} locale={locale} />
    </main>
  );
}
