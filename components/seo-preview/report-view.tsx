import { useTranslations } from 'next-intl';
import { TableRegion } from './table-region';
import type { ReportJob } from '@/lib/seo-preview/report/report-job';
import { isWarning, reportProblemKinds, type ReportProblem } from '@/lib/seo-preview/report/problems';
import { summarizeReport } from '@/lib/seo-preview/report/report-summary';

/** Pages listed under each kind on the page; the CSV has them all. */
const SHOWN_PER_KIND = 50;

const knownKind = (kind: string): kind is (typeof reportProblemKinds)[number] =>
  (reportProblemKinds as readonly string[]).includes(kind);

/** Start a report (all pages or a sample), or stop the one running: plain forms to /api/seo-report. */
export function ReportForms({ job, language }: { job: ReportJob | null; language: string }) {
  const t = useTranslations('SeoPreview');
  if (job?.state === 'running')
    return (
      <form method="post" action="/api/seo-report" className="seo-preview__form">
        <input type="hidden" name="action" value="stop" />
        <input type="hidden" name="job" value={job.id} />
        <input type="hidden" name="language" value={language} />
        <div className="seo-preview__row">
          <button type="submit" className="button button--secondary">
            {t('reportStop')}
          </button>
        </div>
      </form>
    );
  return (
    <form method="post" action="/api/seo-report" className="seo-preview__form">
      <input type="hidden" name="action" value="start" />
      <input type="hidden" name="language" value={language} />
      <label htmlFor="seo-report-limit">{t('reportLimit')}</label>
      <p id="seo-report-limit-hint" className="seo-preview__hint">
        {t('reportLimitHint')}
      </p>
      <div className="seo-preview__row">
        <input
          id="seo-report-limit"
          name="limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={1_000_000}
          autoComplete="off"
          aria-describedby="seo-report-limit-hint"
        />
        <button type="submit" className="button">
          {t('reportStart')}
        </button>
      </div>
    </form>
  );
}

/** How far the report is: pages read of those listed so far, problems found, and since when. */
export function ReportProgressView({ job, locale }: { job: ReportJob; locale: string }) {
  const t = useTranslations('SeoPreview');
  const { done, listed, problems } = job.progress;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const number = new Intl.NumberFormat(locale);
  return (
    <section className="seo-preview__section" aria-labelledby="report-state" data-testid="report-progress">
      <h2 id="report-state">{t(`reportState.${job.state}`)}</h2>
      <p role="status">
        {t('reportCounts', {
          done: number.format(done),
          listed: number.format(listed),
          problems: number.format(problems),
        })}
      </p>
      {job.state === 'running' && (
        <>
          <progress value={done} max={Math.max(listed, 1)} aria-labelledby="report-state" />
          <p>
            <a href={`?job=${job.id}`} data-testid="report-refresh">
              {t('reportRefresh')}
            </a>
          </p>
        </>
      )}
      <p className="seo-preview__hint">
        {t('reportStarted', { time: time.format(job.startedAt) })}
        {job.finishedAt && ` · ${t('reportFinished', { time: time.format(job.finishedAt) })}`}
      </p>
      {job.error && <p className="seo-preview__error">{job.error}</p>}
    </section>
  );
}

function ProblemList({ problems, linkPrefix }: { problems: ReportProblem[]; linkPrefix: string }) {
  const t = useTranslations('SeoPreview');
  return (
    <ul className="seo-problems">
      {problems.slice(0, SHOWN_PER_KIND).map((problem, index) => (
        <li key={index}>
          <a href={`${linkPrefix}/seo-preview?url=${encodeURIComponent(problem.url)}`}>{problem.url}</a>
          {problem.detail && <> · {problem.detail}</>}
        </li>
      ))}
      {problems.length > SHOWN_PER_KIND && (
        <li>{t('reportMore', { count: problems.length - SHOWN_PER_KIND })}</li>
      )}
    </ul>
  );
}

/** The problems by kind with their counts, each kind's pages a click away, and the CSV of all of them. */
export function ReportResults({ job, linkPrefix }: { job: ReportJob; linkPrefix: string }) {
  const t = useTranslations('SeoPreview');
  const problems = job.report!.problems;
  const summary = summarizeReport(problems);
  return (
    <section className="seo-preview__section" aria-labelledby="report-results">
      <h2 id="report-results">{t('reportResults')}</h2>
      <p
        className={summary.kinds.length > 0 ? 'seo-verdict seo-verdict--bad' : 'seo-verdict'}
        data-testid="report-verdict"
      >
        {summary.kinds.length > 0
          ? t('reportProblems', { count: problems.length, pages: summary.pages })
          : t('reportClean')}
        {!job.report!.complete && ` ${t('reportIncomplete')}`}
      </p>
      <p>
        <a href={`/api/seo-report/csv?job=${job.id}`} download data-testid="report-csv">
          {t('reportCsv')}
        </a>
      </p>
      <TableRegion label={t('tableOf', { name: t('reportResults') })}>
        <table className="seo-table" data-testid="report-summary">
          <thead>
            <tr>
              <th scope="col">{t('reportKind')}</th>
              <th scope="col">{t('reportSeverity')}</th>
              <th scope="col">{t('reportCount')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.kinds.map(({ kind, count }) => (
              <tr key={kind} data-kind={kind} className={isWarning({ kind }) ? undefined : 'seo-table__bad'}>
                <th scope="row">
                  <a href={`#kind-${kind}`}>{knownKind(kind) ? t(`problemKind.${kind}`) : kind}</a>
                </th>
                <td>{t(isWarning({ kind }) ? 'reportWarningKind' : 'reportErrorKind')}</td>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {summary.kinds.map(({ kind }) => (
        <details key={kind} id={`kind-${kind}`} className="seo-block">
          <summary>{knownKind(kind) ? t(`problemKind.${kind}`) : kind}</summary>
          <ProblemList
            problems={problems.filter((problem) => problem.kind === kind)}
            linkPrefix={linkPrefix}
          />
        </details>
      ))}
    </section>
  );
}
