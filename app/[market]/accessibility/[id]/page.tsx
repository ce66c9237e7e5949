import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BarrierReport } from '@/components/accessibility/barrier-report';
import { ContentArticle } from '@/components/content/content-article';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { decodeKeptReport, REPORT_FLASH_COOKIE } from '@/lib/accessibility/report-flash';
import { reportMessageOf } from '@/lib/accessibility/report-message';
import { referringPage } from '@/lib/accessibility/reported-page';
import { barrierReportErrors } from '@/lib/accessibility/report-schema';
import { getMarketContext } from '@/lib/catalog/market-context';
import { formatLocaleOf } from '@/lib/i18n/market';
import { loadContentPage } from '../../content/load-content-page';
import '@/app/styles/content.css';

// The form's outcome and the values it keeps are one visitor's: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await loadContentPage(params)).page.metadata;
}

/**
 * The store's accessibility statement (European Accessibility Act) with the form to report a barrier under it;
 * a plain form's answer comes back here with its message in the query and refused values in a cookie.
 */
export default async function AccessibilityRoute({ params, searchParams }: Props) {
  const { market, page } = await loadContentPage(params);
  setRequestLocale(formatLocaleOf(market));
  const [crumbs, context, jar, request, query] = await Promise.all([
    getTranslations('Breadcrumb'),
    getMarketContext(market),
    cookies(),
    headers(),
    searchParams,
  ]);
  const message = reportMessageOf(query);
  const kept = message?.kind === 'error' ? decodeKeptReport(jar.get(REPORT_FLASH_COOKIE)?.value) : {};
  return (
    <main id="main" className="content-page" data-admin-view="content" data-admin-id={page.id}>
      <Breadcrumbs label={crumbs('label')} items={page.breadcrumbs} />
      <ContentArticle page={page} />
      <BarrierReport
        language={market.language}
        back={page.path}
        storeEmail={context.store.info.email}
        kept={kept}
        page={message ? (kept.page ?? '') : referringPage(request.get('referer'), request.get('host'))}
        message={message}
        errors={message?.key === 'Errors.barrierReport.invalid' ? barrierReportErrors(kept) : {}}
      />
      <JsonLdScript nodes={page.jsonLd} />
    </main>
  );
}
