import { passwordVersion } from './password-version';

it('tells passwords apart and is stable for one', () => {
  expect(passwordVersion('$argon2id$a')).toBe(passwordVersion('$argon2id$a'));
  expect(passwordVersion('$argon2id$a')).not.toBe(passwordVersion('$argon2id$b'));
  expect(passwordVersion(null)).toHaveLength(16);
});
