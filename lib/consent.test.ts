import { runInNewContext } from 'node:vm';
import { consentDefaultScript, readConsent } from './consent';

describe('readConsent', () => {
  it.each([
    ['CookieConsentGA=granted', 'granted'],
    ['a=1; CookieConsentGA=denied; b=2', 'denied'],
    ['', null],
    ['CookieConsentGA=maybe', null],
    ['xCookieConsentGA=granted', null],
  ])('%p → %p', (header, decision) => {
    expect(readConsent(header)).toBe(decision);
  });
});

describe('consentDefaultScript', () => {
  // Runs the real script in a fresh global scope standing in for the page's window.
  const run = (cookie: string) => {
    const page: Record<string, unknown> = { document: { cookie } };
    page.window = page;
    runInNewContext(consentDefaultScript, page);
    return (page.dataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args));
  };

  it('denies all four kinds by default', () => {
    expect(run('')).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
    ]);
  });

  it('grants them when the consent cookie says so', () => {
    expect(run('CookieConsentGA=granted').at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
  });
});
