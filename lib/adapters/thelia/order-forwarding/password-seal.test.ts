import { newTheliaPassword, openPassword, sealPassword } from './password-seal';

const secret = 'a-session-secret-of-at-least-32-characters';

describe('sealed Thelia passwords', () => {
  it('open to the password with the same secret, sealed differently each time', () => {
    const password = newTheliaPassword();
    const [first, second] = [sealPassword(password, secret), sealPassword(password, secret)];
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(openPassword(first, secret)).toBe(password);
    expect(openPassword(second, secret)).toBe(password);
  });

  it('do not open with another secret or once changed', () => {
    const sealed = sealPassword('Geheim-Wort-1', secret);
    expect(() => openPassword(sealed, `${secret}!`)).toThrow();
    const [version, iv, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openPassword(`${version}.${iv}.${flipped.toString('base64url')}`, secret)).toThrow();
    expect(() => openPassword('Geheim-Wort-1', secret)).toThrow(/Not a sealed/);
  });

  it('are made long and URL-safe', () => {
    expect(newTheliaPassword()).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newTheliaPassword()).not.toBe(newTheliaPassword());
  });
});
