import { socialMessage } from './page-message';

describe('socialMessage', () => {
  it('reads a social sign-in error with the password field it marks', () => {
    expect(socialMessage({ error: 'social.wrongPassword', fields: 'password,email' })).toEqual({
      kind: 'error',
      key: 'SocialLogin.errors.wrongPassword',
      values: {},
      fields: ['password'],
      form: null,
    });
    expect(socialMessage({ error: ['social.cancelled'] })?.key).toBe('SocialLogin.errors.cancelled');
  });

  it('leaves account errors, unknown codes and prototype names alone', () => {
    for (const error of ['account.wrongLogin', 'social.unknown', 'social.constructor', 'social.', undefined])
      expect(socialMessage({ error })).toBeNull();
  });
});
