import { loadEnv } from '../env';
import { contentSecurityPolicy } from './content-security-policy';
import { policySources, sentrySecurityEndpoint } from './policy-sources';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the content security policy', () => {
  it('runs no inline script but those hashed, no plugin, no foreign base, and frames only in the shop', () => {
    const policy = contentSecurityPolicy(policySources(loadEnv({})), ["'sha256-abc='"]);
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", "'sha256-abc='"]));
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'report-uri')).toEqual(['/api/csp-report']);
  });

  it('lets forms lead to the configured payment and sign-in providers’ pages', () => {
    const live = policySources(
      loadEnv({
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        FACEBOOK_CLIENT_ID: 'id',
        FACEBOOK_CLIENT_SECRET: 'secret',
      }),
    );
    expect(live.formTargets).toEqual([
      'https://checkout.stripe.com',
      'https://www.paypal.com',
      'https://accounts.google.com',
      'https://www.facebook.com',
    ]);
    const standIns = policySources(
      loadEnv({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:4010/v1',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
      }),
    );
    expect(standIns.formTargets).toEqual(['http://127.0.0.1:4010', 'https://www.sandbox.paypal.com']);
  });

  it('lets an order form lead to Amazon Pay’s processing page of its region, or to its stand-in', () => {
    const amazon = {
      AMAZON_PAY_PUBLIC_KEY_ID: 'LIVE-ABC',
      AMAZON_PAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----',
      AMAZON_PAY_STORE_ID: 'amzn1.application-oa2-client.x',
      AMAZON_PAY_MERCHANT_ID: 'A3BXB0YN3XH17H',
    };
    expect(policySources(loadEnv(amazon)).formTargets).toContain('https://payments.amazon.de');
    expect(policySources(loadEnv({ ...amazon, AMAZON_PAY_REGION: 'na' })).formTargets).toEqual([
      'https://apay-us.amazon.com',
    ]);
    expect(
      policySources(loadEnv({ ...amazon, AMAZON_PAY_API_BASE: 'http://127.0.0.1:4020' })).formTargets,
    ).toEqual(['http://127.0.0.1:4020']);
    // The key's line breaks may come as "\\n" from an environment file.
    expect(loadEnv(amazon).AMAZON_PAY_PRIVATE_KEY).toBe(
      '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
    );
  });

  it('sends reports to Sentry’s security endpoint, and lets the browser reach Sentry, when a DSN is set', () => {
    const sources = policySources(
      loadEnv({ SENTRY_DSN: 'https://public@o12.ingest.sentry.io/345', SENTRY_ENVIRONMENT: 'staging' }),
    );
    expect(sources.reportUri).toBe(
      'https://o12.ingest.sentry.io/api/345/security/?sentry_key=public&sentry_environment=staging',
    );
    expect(sources.connectTargets).toEqual(['https://o12.ingest.sentry.io']);
    expect(sentrySecurityEndpoint('http://key@127.0.0.1:9000/sentry/7', 'test')).toBe(
      'http://127.0.0.1:9000/sentry/api/7/security/?sentry_key=key&sentry_environment=test',
    );
  });
});
