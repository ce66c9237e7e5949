import type { NextRequest, NextResponse } from 'next/server';
import { sendBarrierReport } from '@/lib/accessibility/report-mail';
import { keepReportValues, REPORT_FLASH_COOKIE } from '@/lib/accessibility/report-flash';
import { REPORT_SENT } from '@/lib/accessibility/report-message';
import { reportReturnPath } from '@/lib/accessibility/report-return';
import { barrierReportErrors, barrierReportSchema } from '@/lib/accessibility/report-schema';
import { handlerMarketContext, requestMarket } from '@/lib/api/market-context';
import { readMutation, retryAfterHeaders } from '@/lib/api/mutation';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '@/lib/api/responses';
import { languagePrefix } from '@/lib/i18n/decide-market';
import { reportError } from '@/lib/monitoring/server';
import { languageCodeSchema } from '@/lib/shop/schemas';

/**
 * A visitor reports a barrier from the accessibility statement (European Accessibility Act): as JSON from the
 * form's script, or as a plain form, which gets 303 back to the statement with the outcome (its values kept in a
 * short-lived cookie when refused). Same origin only; limited per client address, as each report mails the shop.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const back = reportReturnPath(fields.back, languagePrefix(market));

  const refuse = (status: number, error: ApiError, headers: Record<string, string> = {}): NextResponse => {
    if (!form) return jsonError(status, error, headers);
    const response = seeOther(`${back}?${messageQuery('error', error)}`);
    keepReportValues(response, request, fields);
    return response;
  };

  const parsed = barrierReportSchema.safeParse(fields);
  if (!parsed.success)
    return refuse(422, { code: 'barrierReport.invalid', fields: Object.keys(barrierReportErrors(fields)) });
  try {
    const limit = await consume('barrierReport', clientAddress(request.headers));
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      return refuse(429, { code: 'request.tooMany', values: { seconds } }, retryAfterHeaders(seconds));
    }
    await sendBarrierReport(parsed.data, market, await handlerMarketContext(market));
  } catch (error) {
    await reportError(error, 'Sending a barrier report failed', request);
    return refuse(503, { code: 'barrierReport.failed' });
  }
  if (!form) return jsonOk({ notice: { code: REPORT_SENT } });
  const response = seeOther(`${back}?notice=${REPORT_SENT}`);
  if (request.cookies.has(REPORT_FLASH_COOKIE)) response.cookies.delete(REPORT_FLASH_COOKIE);
  return response;
}
