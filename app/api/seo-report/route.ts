import type { NextRequest } from 'next/server';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { requestMarket } from '@/lib/api/market-context';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '@/lib/api/responses';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { processReportJobs } from '@/lib/seo-preview/report/report-job';
import { reportActionSchema, startReport } from '@/lib/seo-preview/report-start';
import { currentCustomer } from '@/lib/session/session-customer';
import { languageCodeSchema } from '@/lib/shop/schemas';

/**
 * An admin starts the bulk SEO report or stops the running one, as a plain form (303 to the report page) or JSON.
 * Same origin only; the admin flag of the session's customer is checked here, not only by the page; anyone else
 * gets the 404 the page gives them, so the handler gives nothing away either.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const page = `${languagePrefix(market)}/seo-preview/report`;
  const refuse = (status: number, error: ApiError, headers: Record<string, string> = {}) =>
    form ? seeOther(`${page}?${messageQuery('error', error)}`) : jsonError(status, error, headers);
  try {
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer?.isAdmin) return new Response('Not found', { status: 404 });
    const parsed = reportActionSchema.safeParse(fields);
    if (!parsed.success) return refuse(422, { code: 'seoReport.invalid' });
    const limit = await consume('seoReport', `admin:${customer.id}:${clientAddress(request.headers)}`);
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      return refuse(429, { code: 'request.tooMany', values: { seconds } }, retryAfterHeaders(seconds));
    }
    const action = parsed.data;
    const jobs = processReportJobs();
    if (action.action === 'stop') jobs.stop(action.job);
    const job = action.action === 'start' ? await startReport(market, action.limit) : action.job;
    if (form) return seeOther(`${page}?job=${job}`);
    // The job's state and counts; its problems are the CSV's, which may be hundreds of thousands.
    const { report, ...state } = jobs.get(job) ?? { report: null };
    return jsonOk({ job: { ...state, complete: report?.complete ?? null } });
  } catch (error) {
    await reportError(error, 'Starting the SEO report failed', request);
    return refuse(503, { code: 'seoReport.failed' });
  }
}
