import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GuideTeasers } from '@/components/guide/guide-teasers';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getGuideArticle } from '@/lib/catalog/guide-page';
import type { Market } from '@/lib/i18n/market';
import { marketParam, pageMarket } from '../../_shared/market-param';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ market: string; slug: string }> };

async function articleOf(market: Market, params: Props['params']) {
  const article = await getGuideArticle(market, (await params).slug);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await articleOf(await marketParam(params), params)).metadata;
}

/** One article of the guide, with the way back to the guide and its newest other articles. */
export default async function GuideArticleRoute({ params }: Props) {
  const market = await pageMarket(params);
  const [article, t, crumbs] = await Promise.all([
    articleOf(market, params),
    getTranslations('Guide'),
    getTranslations('Breadcrumb'),
  ]);
  return (
    <main id="main" className="guide-page">
      <Breadcrumbs label={crumbs('label')} items={article.breadcrumbs} />
      <article className="guide-article">
        <h1>{article.title}</h1>
        <p className="guide-teaser__meta">
          {t('published', { date: article.publishedText })} · {t('readingTime', { minutes: article.minutes })}
        </p>
        <div className="guide-article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {article.more.length > 0 && (
        <section className="guide-more" aria-labelledby="guide-more-title">
          <h2 id="guide-more-title">{t('more')}</h2>
          <GuideTeasers articles={article.more} headingLevel={3} />
          <p>
            <Link href={article.breadcrumbs[1]!.href!} prefetch={false}>
              {t('toGuide')}
            </Link>
          </p>
        </section>
      )}
      <JsonLdScript nodes={article.jsonLd} />
    </main>
  );
}
