import type { SocialFlow } from './sealed-cookies';

export type AnswerProblem =
  'social.cancelled' | 'social.expired' | 'social.stateInvalid' | 'social.providerFailed';

/**
 * What is wrong with a provider's answer before any code is exchanged, or null: the shopper cancelled at the
 * provider (OAuth's access_denied, which Facebook also sends as error_reason=user_denied), the provider reported
 * another error, the flow cookie expired or is missing, or the answer's state is not the flow's (a forged or
 * replayed answer, login CSRF). openid-client checks the state again when it exchanges the code.
 */
export function providerAnswerProblem(
  answer: URLSearchParams,
  flow: SocialFlow | null,
  flowReading: 'invalid' | 'expired' | false | undefined,
): AnswerProblem | null {
  const error = answer.get('error');
  if (error) return error === 'access_denied' ? 'social.cancelled' : 'social.providerFailed';
  if (flowReading === 'expired') return 'social.expired';
  if (!flow || answer.get('state') !== flow.state || !answer.get('code')) return 'social.stateInvalid';
  return null;
}
