import { providerAnswerProblem } from './provider-answer';
import type { SocialFlow } from './sealed-cookies';

const flow: SocialFlow = {
  k: 'flow',
  p: 'google',
  state: 'the-state',
  nonce: 'n',
  verifier: 'v',
  language: 'de',
};
const answer = (query: string) => new URLSearchParams(query);

describe('providerAnswerProblem', () => {
  it('lets through an answer with a code and the flow’s own state', () => {
    expect(providerAnswerProblem(answer('code=abc&state=the-state'), flow, false)).toBeNull();
  });

  it('tells a cancel at the provider from its other errors', () => {
    expect(providerAnswerProblem(answer('error=access_denied&state=the-state'), flow, false)).toBe(
      'social.cancelled',
    );
    expect(providerAnswerProblem(answer('error=server_error'), flow, false)).toBe('social.providerFailed');
  });

  it('refuses another state, a missing code, and an answer without its flow', () => {
    expect(providerAnswerProblem(answer('code=abc&state=other'), flow, false)).toBe('social.stateInvalid');
    expect(providerAnswerProblem(answer('state=the-state'), flow, false)).toBe('social.stateInvalid');
    expect(providerAnswerProblem(answer('code=abc&state=the-state'), null, undefined)).toBe(
      'social.stateInvalid',
    );
    expect(providerAnswerProblem(answer('code=abc&state=the-state'), null, 'invalid')).toBe(
      'social.stateInvalid',
    );
    expect(providerAnswerProblem(answer('code=abc&state=the-state'), null, 'expired')).toBe('social.expired');
  });
});
