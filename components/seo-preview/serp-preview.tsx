import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SerpSnippet, SnippetLine } from '@/lib/seo-preview/serp-snippet';
import type { ProductPreview } from '@/lib/seo-preview/product-preview';
import { RichResultLine } from './rich-result-line';

/** One line's measure against its room: "Titel: 642.5 px von 600 px · wird gekürzt". */
function Measure({ line, messageKey }: { line: SnippetLine; messageKey: 'titleWidth' | 'descriptionWidth' }) {
  const t = useTranslations('SeoPreview');
  return (
    <p className={line.truncated ? 'seo-measure seo-measure--cut' : 'seo-measure'}>
      {t(messageKey, { width: line.widthPx, limit: line.limitPx })} · {t(line.truncated ? 'cut' : 'fits')}
    </p>
  );
}

/** The result as Google draws it on one device: breadcrumb, title and description as far as they fit. */
function Result({
  snippet,
  device,
  richResult,
}: {
  snippet: SerpSnippet;
  device: 'desktop' | 'mobile';
  richResult: ReactNode;
}) {
  const t = useTranslations('SeoPreview');
  const description = snippet.description?.[device];
  return (
    <section className={`serp-result serp-result--${device}`} aria-labelledby={`serp-${device}`}>
      <h3 id={`serp-${device}`}>{t(device)}</h3>
      <div className="serp-result__card" data-testid={`serp-${device}`}>
        <p className="serp-result__breadcrumb">{snippet.breadcrumb}</p>
        <p className="serp-result__title">{snippet.title.shown}</p>
        {richResult}
        {description && <p className="serp-result__description">{description.shown}</p>}
      </div>
      {device === 'desktop' && <Measure line={snippet.title} messageKey="titleWidth" />}
      {description && <Measure line={description} messageKey="descriptionWidth" />}
    </section>
  );
}

/**
 * The page's search result on a desktop and on a phone, each with the measured widths of title and description
 * against the room Google gives them, or what Google does instead when the page has no title or description.
 */
export function SerpPreview({
  snippet,
  product,
  locale,
}: {
  snippet: SerpSnippet | null;
  product: ProductPreview | null;
  locale: string;
}) {
  const t = useTranslations('SeoPreview');
  const richResult = product && <RichResultLine richResult={product.richResult} locale={locale} />;
  return (
    <section className="seo-preview__section" aria-labelledby="serp-heading">
      <h2 id="serp-heading">{t('serpHeading')}</h2>
      {snippet ? (
        <div className="seo-preview__results">
          <Result snippet={snippet} device="desktop" richResult={richResult} />
          <Result snippet={snippet} device="mobile" richResult={richResult} />
        </div>
      ) : (
        <p className="seo-measure seo-measure--cut">{t('noTitle')}</p>
      )}
      {snippet && !snippet.description && (
        <p className="seo-measure seo-measure--cut">{t('noDescription')}</p>
      )}
    </section>
  );
}
