import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getBrandsPage } from '@/lib/catalog/brands-page';
import { marketParam, pageMarket } from '../_shared/market-param';
import { MediaImage } from '@/components/ui/media-image';
import '@/app/styles/catalog.css';

export const revalidate = 3600;

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await getBrandsPage(await marketParam(params))).metadata;
}

/** The brands list (docs/product.md §2 "brands list and brand detail"); each brand leads to its listing. */
export default async function BrandsRoute({ params }: Props) {
  const market = await pageMarket(params);
  const [page, t, crumbs] = await Promise.all([
    getBrandsPage(market),
    getTranslations('Brands'),
    getTranslations('Breadcrumb'),
  ]);
  return (
    <main id="main" className="brands-page">
      <Breadcrumbs
        label={crumbs('label')}
        items={[
          { title: crumbs('home'), href: page.linkPrefix || '/' },
          { title: t('title'), href: null },
        ]}
      />
      <h1>{t('title')}</h1>
      <p className="listing__intro">{t('intro')}</p>
      <ul className="brand-list">
        {page.brands.map((brand) => (
          <li key={brand.href}>
            <Link href={brand.href} prefetch={false} className="brand-list__item" data-testid="brand">
              {brand.logo && <MediaImage image={brand.logo} />}
              <span className="brand-list__title">{brand.title}</span>
              <span className="brand-list__count">{t('productCount', { count: brand.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <JsonLdScript nodes={page.jsonLd} />
    </main>
  );
}
