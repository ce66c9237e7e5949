import { Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { requestMarket } from '@/lib/api/market-context';
import { PRIVATE_HEADERS } from '@/lib/api/responses';
import type { ReportProblem } from '@/lib/seo-preview/report/problems';
import { reportCsv } from '@/lib/seo-preview/report/report-csv';
import { processReportJobs } from '@/lib/seo-preview/report/report-job';
import { currentCustomer } from '@/lib/session/session-customer';

/** The CSV a row at a time, as the bytes a Response body must carry; the whole file is never held. */
function* csvBytes(problems: ReportProblem[]): Generator<Uint8Array> {
  const text = new TextEncoder();
  for (const row of reportCsv(problems)) yield text.encode(row);
}

const notFound = () => new Response('Not found', { status: 404, headers: PRIVATE_HEADERS });

/**
 * A finished (or stopped) report's problems as CSV for a spreadsheet, one row per problem. Admins only, anyone
 * else the ordinary 404; never kept by a cache.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const customer = await currentCustomer(
    (name) => request.cookies.get(name)?.value,
    requestMarket(request, undefined),
  );
  if (!customer?.isAdmin) return notFound();
  const job = processReportJobs().get(request.nextUrl.searchParams.get('job') ?? '');
  if (!job?.report) return notFound();
  const day = job.startedAt.toISOString().slice(0, 10);
  const problems = job.report.problems;
  const body = Readable.toWeb(Readable.from(csvBytes(problems))) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="seo-report-${day}.csv"`,
    },
  });
}
