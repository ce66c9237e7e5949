import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getContentPage } from '@/lib/catalog/content-page';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { positiveId } from '@/lib/seo/params';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ market: string; id: string }> };

async function load(params: Props['params']) {
  const { market: segment, id } = await params;
  const market = decodeMarket(segment);
  const contentId = positiveId(id);
  if (!market || contentId === null) notFound();
  const page = await getContentPage(market, contentId);
  if (!page) notFound();
  return { market, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await load(params)).page.metadata;
}

export default async function ContentRoute({ params }: Props) {
  const { market, page } = await load(params);
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
