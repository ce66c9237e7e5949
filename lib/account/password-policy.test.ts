import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy';

describe('passwordProblem (ASVS 5.0 rather than docs/product.md §5 four characters)', () => {
  it('refuses fewer than eight characters, counting an emoji as one', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('account.passwordTooShort');
    expect(passwordProblem('🛁🛁🛁🛁🛁🛁🛁')).toBe('account.passwordTooShort');
    expect(passwordProblem('🛁🛁🛁🛁🛁🛁🛁🛁')).toBeNull();
  });

  it('accepts 64 and up to 128 characters, and no more', () => {
    expect(passwordProblem('w'.repeat(30) + ' dusche '.repeat(4) + 'x'.repeat(2))).toBeNull();
    expect(passwordProblem('badewanne-'.repeat(12) + 'abcdefgh')).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('account.passwordTooLong');
  });

  it('has no composition rules: a lower-case passphrase passes', () => {
    expect(passwordProblem('warmwasser aus der therme')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(passwordProblem('password')).toBe('account.passwordCommon');
    expect(passwordProblem('Password')).toBe('account.passwordCommon');
    expect(passwordProblem('12345678')).toBe('account.passwordCommon');
    expect(passwordProblem('iloveyou')).toBe('account.passwordCommon');
  });
});
