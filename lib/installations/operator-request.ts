import 'server-only';
import type { NextRequest } from 'next/server';
import { requestMarket } from '../api/market-context';
import { readMutation, retryAfterHeaders } from '../api/mutation';
import { clientAddress, consume } from '../api/rate-limit';
import { jsonError, jsonOk, messageQuery, seeOther, type ApiError } from '../api/responses';
import { dayOfFields } from '../appointments/operator-forms';
import type { AppointmentStore } from '../appointments/service-area';
import { languagePrefix } from '../i18n/decide-market';
import type { Market } from '../i18n/market';
import { reportError } from '../monitoring/server';
import { currentCustomer } from '../session/session-customer';
import { languageCodeSchema } from '../shop/schemas';
import type { KeptBlockValues } from '../appointments/operator-forms';
import { keepBlockValues } from './block-flash';
import { forgetFeedToken, installationsPath, showFeedToken } from './feed-cookie';

export type OperatorOutcome =
  | { status: number; notice: string; data?: Record<string, unknown>; feedToken?: string }
  | { status: number; error: ApiError; values?: KeptBlockValues };

export interface OperatorInput {
  fields: Record<string, unknown>;
  store: AppointmentStore;
  market: Market;
}

/**
 * What the operators' handlers share: same origin only, an admin of the session (checked here, whatever the
 * page showed), a limit per admin, and the answer: 303 back to the day the form was sent from with a message, or
 * JSON. A token the answer carries goes into the page's short-lived cookie; any other answer forgets an old one.
 */
export async function operatorMutation(
  request: NextRequest,
  failure: string,
  act: (input: OperatorInput) => Promise<OperatorOutcome>,
): Promise<Response> {
  const mutation = await readMutation(request);
  if (mutation.refused) return mutation.refused;
  const { form, fields } = mutation;
  const market = requestMarket(request, languageCodeSchema.safeParse(fields.language).data);
  const prefix = languagePrefix(market);
  const answer = (outcome: OperatorOutcome, headers: Record<string, string> = {}) => {
    if (!form)
      return 'notice' in outcome
        ? jsonOk({ notice: { code: outcome.notice }, ...outcome.data }, outcome.status)
        : jsonError(outcome.status, outcome.error, headers);
    const day = dayOfFields(fields);
    const message =
      'notice' in outcome
        ? messageQuery('notice', { code: outcome.notice })
        : messageQuery('error', outcome.error);
    const response = seeOther(`${installationsPath(prefix)}?${day ? `day=${day}&` : ''}${message}`);
    // A refused form's own values come back to it (a plain form has no other way back to its page).
    if ('error' in outcome && outcome.values) keepBlockValues(response, request, prefix, outcome.values);
    if ('notice' in outcome && outcome.feedToken) showFeedToken(response, request, prefix, outcome.feedToken);
    else forgetFeedToken(response, request, prefix);
    return response;
  };
  try {
    const customer = await currentCustomer((name) => request.cookies.get(name)?.value, market);
    if (!customer?.isAdmin) return answer({ status: 403, error: { code: 'installations.adminsOnly' } });
    const limit = await consume('installations', `admin:${customer.id}:${clientAddress(request.headers)}`);
    if (!limit.allowed) {
      const seconds = limit.retryAfterSeconds;
      const error = { code: 'request.tooMany', values: { seconds } };
      return answer({ status: 429, error }, retryAfterHeaders(seconds));
    }
    return answer(await act({ fields, store: market.store as AppointmentStore, market }));
  } catch (error) {
    await reportError(error, failure, request);
    return answer({ status: 503, error: { code: 'installations.failed' } });
  }
}
