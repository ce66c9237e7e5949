import { useTranslations } from 'next-intl';
import type { RobotsVerdict } from '@/lib/seo-preview/robots-verdict';
import type { PagePreview } from '@/lib/seo-preview/page-preview';

/** What robots.txt says of the page for Googlebot, and by which line. */
function RobotsText({ verdict }: { verdict: RobotsVerdict }) {
  const t = useTranslations('SeoPreview.robots');
  switch (verdict.kind) {
    case 'rules':
      return verdict.rule
        ? t(verdict.allowed ? 'allowedBy' : 'disallowedBy', {
            line: verdict.rule.line,
            rule: verdict.rule.text,
          })
        : t('allowedNoRule');
    case 'clientError':
    case 'serverError':
      return t(verdict.kind, { status: verdict.status });
    default:
      return t(verdict.kind);
  }
}

/** Whether search engines may index the page: status, redirects, canonical, robots meta and header, the verdict. */
export function IndexingFacts({ preview }: { preview: PagePreview }) {
  const t = useTranslations('SeoPreview');
  const { page, head, indexing } = preview;
  const directives = (list: string[]) => (list.length > 0 ? list.join(', ') : t('none'));
  return (
    <section className="seo-preview__section" aria-labelledby="indexing-heading">
      <h2 id="indexing-heading">{t('indexingHeading')}</h2>
      <p
        className={indexing.indexable ? 'seo-verdict' : 'seo-verdict seo-verdict--bad'}
        data-testid="indexing-verdict"
      >
        {t(indexing.indexable ? 'indexable' : 'notIndexable')}
      </p>
      <dl className="seo-facts">
        <dt>{t('status')}</dt>
        <dd data-testid="page-status">{page.status}</dd>
        {page.redirects.map((redirect) => (
          <dd key={redirect.from}>{t('redirect', redirect)}</dd>
        ))}
        <dt>{t('canonical')}</dt>
        <dd>
          {indexing.canonical === null
            ? t('canonicalNone')
            : t(indexing.canonicalIsSelf ? 'canonicalSelf' : 'canonicalOther', { url: indexing.canonical })}
        </dd>
        <dt>{t('robotsMeta')}</dt>
        <dd>{directives(head.robots)}</dd>
        <dt>{t('xRobotsTag')}</dt>
        <dd>{directives(page.xRobotsTag)}</dd>
        <dt>robots.txt</dt>
        <dd data-testid="robots-verdict">
          <RobotsText verdict={indexing.robots} />
        </dd>
        <dt>{t('sitemap')}</dt>
        <dd data-testid="sitemap-listing">
          {t(
            indexing.inSitemap === null
              ? 'sitemapUnread'
              : indexing.inSitemap
                ? 'sitemapListed'
                : 'sitemapMissing',
          )}
        </dd>
      </dl>
    </section>
  );
}
