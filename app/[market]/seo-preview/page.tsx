import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IndexingFacts } from '@/components/seo-preview/page-facts';
import { SocialFacts } from '@/components/seo-preview/social-facts';
import { SerpPreview } from '@/components/seo-preview/serp-preview';
import { HreflangFacts } from '@/components/seo-preview/hreflang-facts';
import { ProductFacts } from '@/components/seo-preview/product-facts';
import { StructuredDataFacts } from '@/components/seo-preview/structured-data-facts';
import { previewPage } from '@/lib/seo-preview/page-preview';
import { shopPrices } from '@/lib/seo-preview/shop-prices';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { personalPage } from '../_shared/personal-page';
import '@/app/styles/seo-preview.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('SeoPreview', 'title');

/**
 * The SEO preview for the shop's marketing people (issue 35): any page of the three stores as search engines and
 * social networks read it. Admins only; anyone else gets the ordinary 404, so the page gives nothing away. A plain
 * GET form, so it works without JavaScript and a preview's address can be shared among admins.
 */
export default async function SeoPreviewPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  // The market sets the request's locale, which the translations then read.
  const { market, context, query, customer } = await personalPage(params, searchParams);
  const t = await getTranslations('SeoPreview');
  if (!customer?.isAdmin) notFound();
  const input = typeof query.url === 'string' ? query.url : '';
  const result = input
    ? await previewPage(input, context.origins, context.origins[market.store], { shop: await shopPrices() })
    : null;
  return (
    <main id="main" className="seo-preview">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <form method="get" className="seo-preview__form" role="search" aria-label={t('title')}>
        <label htmlFor="seo-preview-url">{t('urlLabel')}</label>
        <p id="seo-preview-url-hint" className="seo-preview__hint">
          {t('urlHint')}
        </p>
        <div className="seo-preview__row">
          <input
            id="seo-preview-url"
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            defaultValue={input}
            required
            maxLength={2000}
            aria-describedby={`seo-preview-url-hint${result?.kind === 'refused' ? ' seo-preview-error' : ''}`}
            aria-invalid={result?.kind === 'refused' || undefined}
          />
          <button type="submit" className="button">
            {t('submit')}
          </button>
        </div>
      </form>
      {result?.kind === 'refused' && (
        <p id="seo-preview-error" className="seo-preview__error" role="alert" data-testid="seo-preview-error">
          {t(`refused.${result.reason}`)}
        </p>
      )}
      {result?.kind === 'preview' && (
        <>
          <p className="seo-preview__read" data-testid="seo-preview-url">
            {t('readAs', { url: result.preview.page.url })}
          </p>
          <SerpPreview
            snippet={result.preview.snippet}
            product={result.preview.product}
            locale={context.formatLocale}
          />
          <IndexingFacts preview={result.preview} />
          {result.preview.product && (
            <ProductFacts product={result.preview.product} locale={context.formatLocale} />
          )}
          <SocialFacts preview={result.preview} />
          <HreflangFacts matrix={result.preview.hreflang} />
          <StructuredDataFacts report={result.preview.structuredData} />
        </>
      )}
    </main>
  );
}
