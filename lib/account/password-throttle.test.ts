import { failureKeys, passwordGate } from './password-throttle';

const limits = { client: 20, accountClient: 10, account: 3 };

describe('passwordGate', () => {
  it('lets the first tries through', () => {
    expect(passwordGate({ client: 0, accountClient: 0, account: 2 }, limits)).toBe('open');
  });

  it('asks for the captcha once the account had a few failures from anywhere, never locking it', () => {
    expect(passwordGate({ client: 0, accountClient: 0, account: 3 }, limits)).toBe('captcha');
    expect(passwordGate({ client: 0, accountClient: 0, account: 5_000 }, limits)).toBe('captcha');
  });

  it('holds up a client that failed too often on this account or on any', () => {
    expect(passwordGate({ client: 0, accountClient: 10, account: 10 }, limits)).toBe('tooMany');
    expect(passwordGate({ client: 20, accountClient: 0, account: 0 }, limits)).toBe('tooMany');
  });
});

describe('failureKeys', () => {
  it('counts one account however its address is typed, and each client on it apart', () => {
    expect(failureKeys(' Anna@Example.AT ', '192.0.2.1')).toEqual({
      account: 'anna@example.at',
      accountClient: 'anna@example.at 192.0.2.1',
    });
    expect(failureKeys('anna@example.at', '192.0.2.2').accountClient).not.toBe(
      failureKeys('anna@example.at', '192.0.2.1').accountClient,
    );
  });
});
