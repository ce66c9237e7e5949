import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { handlerMarketContext, requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { messageQuery, PRIVATE_HEADERS, seeOther, type ApiError } from '../api/responses';
import { languagePrefix } from '../i18n/decide-market';
import { reportError } from '../monitoring/server';
import { languageCodeSchema } from '../shop/schemas';
import { cancelByToken } from './manage-appointment';

const cancelSchema = z.object({
  action: z.literal('cancel'),
  token: z.string().regex(/^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,100}$/),
});

/**
 * A customer cancels an appointment from its page (POST /api/appointments/manage): the signed link is the only
 * key, checked here, not trusted because the page showed the form. Same origin only, limited per client.
 */
export async function postManage(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const parsed = cancelSchema.safeParse(fields);
  const page = parsed.success
    ? `${languagePrefix(market)}/appointment/manage/${parsed.data.token}`
    : `${languagePrefix(market)}/appointment`;
  const answer = (status: number, outcome: { notice: string } | { error: ApiError }, headers = {}) => {
    if (form)
      return seeOther(
        `${page}?${'notice' in outcome ? `notice=${outcome.notice}` : messageQuery('error', outcome.error)}`,
      );
    const body =
      'notice' in outcome
        ? { ok: true, data: { notice: { code: outcome.notice } } }
        : { ok: false, ...outcome };
    return NextResponse.json(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
  };
  if (!parsed.success) return answer(422, { error: { code: 'appointment.linkInvalid' } });
  try {
    const limit = await consume('appointment', clientAddress(request.headers));
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      return answer(
        429,
        { error: { code: 'request.tooMany', values: { seconds } } },
        retryAfterHeaders(seconds),
      );
    }
    const outcome = await cancelByToken(parsed.data.token, await handlerMarketContext(market), new Date());
    if (!outcome.ok) return answer(409, { error: { code: outcome.code } });
    return answer(200, { notice: 'appointment.cancelled' });
  } catch (error) {
    await reportError(error, 'Cancelling an appointment failed', request);
    return answer(503, { error: { code: 'appointment.failed' } });
  }
}
