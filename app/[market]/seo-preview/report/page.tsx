import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReportForms, ReportProgressView, ReportResults } from '@/components/seo-preview/report-view';
import { processReportJobs } from '@/lib/seo-preview/report/report-job';
import { reportMessage } from '@/lib/seo-preview/report-message';
import { personalPageMetadata } from '../../_shared/personal-page-metadata';
import { personalPage } from '../../_shared/personal-page';
import '@/app/styles/seo-preview.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('SeoPreview', 'reportTitle');

/**
 * The bulk SEO report (issue 35): every page the three stores' sitemaps list, read as a crawler reads it two at a
 * time, its problems counted by kind with each page's preview a link away and a CSV to download. Admins only;
 * anyone else gets the ordinary 404. Plain forms, and a link that shows the progress anew while the report runs
 * (a page that reloads itself by a timer would take a screen reader's place away, WCAG 2.2.1).
 */
export default async function SeoReportPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { market, context, query, customer } = await personalPage(params, searchParams);
  const t = await getTranslations('SeoPreview');
  if (!customer?.isAdmin) notFound();
  const jobs = processReportJobs();
  const job = typeof query.job === 'string' ? jobs.get(query.job) : jobs.latest();
  const message = reportMessage(query);
  const errors = await getTranslations();
  return (
    <main id="main" className="seo-preview">
      <h1>{t('reportTitle')}</h1>
      <p>{t('reportIntro')}</p>
      <p>
        <a href={`${context.linkPrefix}/seo-preview`}>{t('reportToPreview')}</a>
      </p>
      {message && (
        <p className="seo-preview__error" role="alert" data-testid="report-message">
          {errors(message.key as 'Errors.request.tooMany', message.values)}
        </p>
      )}
      {typeof query.job === 'string' && !job && <p role="alert">{t('reportUnknown')}</p>}
      <ReportForms job={job} language={market.language} />
      {job && <ReportProgressView job={job} locale={context.formatLocale} />}
      {job?.report && <ReportResults job={job} linkPrefix={context.linkPrefix} />}
    </main>
  );
}
