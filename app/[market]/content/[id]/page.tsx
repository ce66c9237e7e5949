import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { formatLocaleOf } from '@/lib/i18n/market';
import { loadContentPage } from '../load-content-page';
import '@/app/styles/content.css';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ market: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await loadContentPage(params)).page.metadata;
}

export default async function ContentRoute({ params }: Props) {
  const { market, page } = await loadContentPage(params);
  setRequestLocale(formatLocaleOf(market));
  const crumbs = await getTranslations('Breadcrumb');
  return (
    <main id="main" className="content-page" data-admin-view="content" data-admin-id={page.id}>
      <Breadcrumbs label={crumbs('label')} items={page.breadcrumbs} />
      <ContentArticle page={page} />
      <JsonLdScript nodes={page.jsonLd} />
    </main>
  );
}
