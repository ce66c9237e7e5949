import { runInNewContext } from 'node:vm';
import { consentBannerScript, consentDefaultScript, readConsent } from './consent';

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

describe('consentBannerScript', () => {
  const privacyPaths = ['/datenschutz', '/datenschutzerklärung.html'];
  const hidesBanner = (cookie: string, pathname: string) => {
    const classes = new Set<string>();
    const documentElement = { classList: { add: (name: string) => classes.add(name) } };
    runInNewContext(consentBannerScript(privacyPaths), {
      document: { cookie, documentElement },
      location: { pathname },
    });
    return classes.has('consent-decided');
  };

  it.each([
    ['', '/', false],
    ['CookieConsentGA=denied', '/', true],
    ['a=1; CookieConsentGA=granted', '/badezimmer.html', true],
    ['CookieConsentGA=later', '/', false],
    ['', '/datenschutz', true],
    ['', '/datenschutzerkl%C3%A4rung.html', true],
  ])('cookie %p on %p hides the banner before paint: %p', (cookie, pathname, hidden) => {
    expect(hidesBanner(cookie, pathname)).toBe(hidden);
  });

  it('cannot end its script element, whatever a path holds', () => {
    expect(consentBannerScript(['/</script><script>alert(1)//'])).not.toContain('</script');
  });
});
