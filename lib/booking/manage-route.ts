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
import type { Market } from '../i18n/market';
import { cancelByToken, moveByToken } from './manage-appointment';

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{1,100}$/);

/** Cancel, or move to a slot the page offered: the start is checked against the book again, not trusted. */
const manageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), token: tokenSchema }),
  z.object({ action: z.literal('move'), token: tokenSchema, startsAt: z.coerce.date() }),
]);

/** The change asked for, made; a move's page is the new link's, as the old one expired with the old time. */
async function change(input: z.infer<typeof manageSchema>, market: Market) {
  const context = await handlerMarketContext(market);
  if (input.action === 'cancel') {
    const outcome = await cancelByToken(input.token, context, new Date());
    return outcome.ok
      ? ({ ok: true, notice: 'appointment.cancelled', token: input.token } as const)
      : outcome;
  }
  const outcome = await moveByToken(input.token, input.startsAt, context, new Date());
  return outcome.ok ? ({ ok: true, notice: 'appointment.moved', token: outcome.token } as const) : outcome;
}

/**
 * A customer cancels or moves an appointment from its page (POST /api/appointments/manage): the signed link is the
 * only key, checked here, not trusted because the page showed the form. Same origin only, limited per client.
 */
export async function postManage(request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const parsed = manageSchema.safeParse(fields);
  const pageOf = (token: string) => `${languagePrefix(market)}/appointment/manage/${token}`;
  // A move without a slot still names its link: it goes back there, asking for one.
  const token = tokenSchema.safeParse(fields.token);
  const page = token.success ? pageOf(token.data) : `${languagePrefix(market)}/appointment`;
  const answer = (
    status: number,
    outcome: { notice: string; page?: string } | { error: ApiError },
    headers = {},
  ) => {
    if (form)
      return 'notice' in outcome
        ? seeOther(`${outcome.page ?? page}?notice=${outcome.notice}`)
        : seeOther(`${page}?${messageQuery('error', outcome.error)}`);
    const body =
      'notice' in outcome
        ? { ok: true, data: { notice: { code: outcome.notice }, page: outcome.page } }
        : { ok: false, ...outcome };
    return NextResponse.json(body, { status, headers: { ...PRIVATE_HEADERS, ...headers } });
  };
  if (!parsed.success)
    return answer(422, {
      error: { code: token.success ? 'appointment.slotRequired' : 'appointment.linkInvalid' },
    });
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
    const outcome = await change(parsed.data, market);
    if (!outcome.ok) return answer(409, { error: { code: outcome.code } });
    return answer(200, { notice: outcome.notice, page: pageOf(outcome.token) });
  } catch (error) {
    await reportError(error, 'Changing an appointment failed', request);
    return answer(503, { error: { code: 'appointment.failed' } });
  }
}
