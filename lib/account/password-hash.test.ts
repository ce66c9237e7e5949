import { ARGON2_PARAMETERS, hashPassword, passwordMatches } from './password-hash';

jest.mock('server-only', () => ({}));

describe('password hashing', () => {
  it('stores argon2id with 19 MiB, two passes and one lane (OWASP), never the password', async () => {
    const stored = await hashPassword('warmwasser aus der therme');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('warmwasser');
    expect(ARGON2_PARAMETERS.memoryCost * 1024).toBeGreaterThanOrEqual(19 * 1024 * 1024);
  });

  it('matches the right password only, and the same text in another Unicode form', async () => {
    const stored = await hashPassword('Straße Ținutul');
    expect(await passwordMatches(stored, 'Straße Ținutul')).toBe(true);
    expect(await passwordMatches(stored, 'Straße Ținutul'.normalize('NFD'))).toBe(true);
    expect(await passwordMatches(stored, 'strasse Ținutul')).toBe(false);
  });

  it('answers false without an account, after doing the work of a check', async () => {
    await passwordMatches(null, 'warm-up');
    const stored = await hashPassword('some password here');
    const time = async (run: () => Promise<boolean>) => {
      const started = performance.now();
      expect(await run()).toBe(false);
      return performance.now() - started;
    };
    const missing = await time(() => passwordMatches(null, 'a guess of a password'));
    const wrong = await time(() => passwordMatches(stored, 'a guess of a password'));
    // Both run argon2 at the same cost; a missing account without it would answer in well under a millisecond.
    expect(missing).toBeGreaterThan(wrong / 4);
  });

  it('answers false for a stored value that is not a hash, instead of throwing', async () => {
    expect(await passwordMatches('not-a-hash', 'anything at all')).toBe(false);
  });
});
