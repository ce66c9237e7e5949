import { useTranslations } from 'next-intl';
import type { StructuredDataIssue, StructuredDataReport } from '@/lib/seo-preview/structured-data';

function Issues({ issues }: { issues: StructuredDataIssue[] }) {
  return (
    <ul className="seo-problems">
      {issues.map((issue, index) => (
        <li key={index}>
          {issue.path && <code>{issue.path}</code>} {issue.message}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every JSON-LD block of the page with Google's rich-result errors and warnings, as the validator words them.
 * Errors are shown; the often many optional warnings fold away, as in Google's own test.
 */
export function StructuredDataFacts({ report }: { report: StructuredDataReport }) {
  const t = useTranslations('SeoPreview');
  return (
    <section className="seo-preview__section" aria-labelledby="structured-heading">
      <h2 id="structured-heading">{t('structuredHeading')}</h2>
      <p
        className={
          report.errors > 0 || report.blocks.length === 0 ? 'seo-verdict seo-verdict--bad' : 'seo-verdict'
        }
        data-testid="structured-verdict"
      >
        {report.blocks.length === 0
          ? t('structuredNone')
          : t('structuredCounts', {
              blocks: report.blocks.length,
              errors: report.errors,
              warnings: report.warnings,
            })}
      </p>
      {report.blocks.map((block, index) => {
        const errors = block.issues.filter((issue) => issue.severity === 'error');
        const warnings = block.issues.filter((issue) => issue.severity === 'warning');
        return (
          <article key={index} className="seo-block" data-testid="structured-block">
            <h3>{block.types.length > 0 ? block.types.join(', ') : t('structuredUnreadable')}</h3>
            {errors.length > 0 && (
              <div className="seo-measure--cut">
                <p>{t('structuredErrors', { count: errors.length })}</p>
                <Issues issues={errors} />
              </div>
            )}
            {warnings.length > 0 && (
              <details>
                <summary>{t('structuredWarnings', { count: warnings.length })}</summary>
                <Issues issues={warnings} />
              </details>
            )}
            {block.issues.length === 0 && <p className="seo-verdict">{t('structuredValid')}</p>}
          </article>
        );
      })}
    </section>
  );
}
