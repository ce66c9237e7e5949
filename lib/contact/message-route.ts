import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { handlerMarketContext, requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { messageQuery, PRIVATE_HEADERS, seeOther, type ApiError } from '../api/responses';
import { languagePrefix } from '../i18n/decide-market';
import { reportError } from '../monitoring/server';
import type { CaptchaChallenge } from '../security/captcha-types';
import { languageCodeSchema } from '../shop/schemas';
import { issueShopCaptcha, verifyShopCaptcha } from '../security/shop-captcha';
import { keepMessageValues, MESSAGE_FLASH_COOKIE } from './message-flash';
import { MESSAGE_SENT, MESSAGE_SENT_WITHOUT_COPY } from './message-outcome';
import { messageErrors, messageSchemas, type MessageKind } from './message-schema';
import { sendVisitorMessage } from './message-send';

/**
 * A visitor writes to the shop through the contact or the feedback form: as JSON from the form's script, or as a
 * plain form, which gets 303 back to its page with the outcome (its values kept in a short-lived cookie when
 * refused). Same origin only; limited per client address and guarded by the captcha, as each message mails the
 * shop and a copy to an address anyone may type. A JSON answer after the captcha was spent brings a new one.
 */
export async function postVisitorMessage(kind: MessageKind, request: NextRequest): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const back = `${languagePrefix(market)}/${kind}`;

  const answer = async (
    status: number,
    outcome: { notice: string } | { error: ApiError },
    captcha: CaptchaChallenge | null,
    headers: Record<string, string> = {},
  ): Promise<NextResponse> => {
    if (!form) {
      const body =
        'notice' in outcome
          ? { ok: true, data: { notice: { code: outcome.notice } } }
          : { ok: false, ...outcome };
      return NextResponse.json(captcha ? { ...body, captcha } : body, {
        status,
        headers: { ...PRIVATE_HEADERS, ...headers },
      });
    }
    if ('notice' in outcome) {
      const response = seeOther(`${back}?notice=${outcome.notice}`);
      if (request.cookies.has(MESSAGE_FLASH_COOKIE)) response.cookies.delete(MESSAGE_FLASH_COOKIE);
      return response;
    }
    const response = seeOther(`${back}?${messageQuery('error', outcome.error)}`);
    keepMessageValues(response, request, fields);
    return response;
  };

  const parsed = messageSchemas[kind].safeParse(fields);
  if (!parsed.success) {
    const invalid = Object.keys(messageErrors(kind, fields));
    return answer(422, { error: { code: 'contactForm.invalid', fields: invalid } }, null);
  }
  try {
    const limit = await consume('contactForm', clientAddress(request.headers));
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      const error = { code: 'request.tooMany', values: { seconds } };
      return answer(429, { error }, null, retryAfterHeaders(seconds));
    }
    const data = parsed.data;
    const outcome = await verifyShopCaptcha({
      payload: data.captcha_payload,
      token: data.captcha_token,
      answer: data.captcha_answer,
    });
    // Whatever the verdict, the challenge is spent (or was never good): the form needs a new one.
    const captcha = form ? null : await issueShopCaptcha();
    if (outcome !== 'ok')
      return answer(422, { error: { code: `captcha.${outcome}`, fields: ['captcha'] } }, captcha);
    const sent = await sendVisitorMessage(kind, data, market, await handlerMarketContext(market));
    return answer(200, { notice: sent.copied ? MESSAGE_SENT : MESSAGE_SENT_WITHOUT_COPY }, captcha);
  } catch (error) {
    await reportError(error, `Sending a ${kind} message failed`, request);
    const captcha = form ? null : await issueShopCaptcha().catch(() => null);
    return answer(503, { error: { code: 'contactForm.failed' } }, captcha);
  }
}
