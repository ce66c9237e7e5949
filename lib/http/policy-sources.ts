import type { Env } from '../env';
import type { PolicySources } from './content-security-policy';

/** The shop's own collector (app/api/csp-report), when reports have no Sentry to go to. */
export const OWN_REPORT_PATH = '/api/csp-report';

const originOf = (url: string) => new URL(url).origin;

/** PayPal's buyers approve on www.paypal.com (www.sandbox.paypal.com for the sandbox); a stand-in serves its own. */
function paypalApprovalOrigin(apiBase: string | undefined): string {
  if (!apiBase || originOf(apiBase) === 'https://api-m.paypal.com') return 'https://www.paypal.com';
  if (originOf(apiBase) === 'https://api-m.sandbox.paypal.com') return 'https://www.sandbox.paypal.com';
  return originOf(apiBase);
}

/**
 * Amazon Pay's processing page per region (amazonPayRedirectUrl), by the marketplace the buyer's account is on; a
 * stand-in serves its own.
 */
const amazonPayPages: Record<Env['AMAZON_PAY_REGION'], string[]> = {
  eu: ['de', 'fr', 'it', 'es', 'co.uk'].map((domain) => `https://payments.amazon.${domain}`),
  na: ['https://apay-us.amazon.com'],
  jp: ['https://payments.amazon.co.jp'],
};

/** Sentry's endpoint for CSP reports, from the DSN: https://key@host/project → https://host/api/project/security/. */
export function sentrySecurityEndpoint(dsn: string, environment: string): string {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean);
  const id = project.pop()!;
  const prefix = project.length ? `/${project.join('/')}` : '';
  const query = new URLSearchParams({ sentry_key: url.username, sentry_environment: environment });
  return `${url.origin}${prefix}/api/${id}/security/?${query}`;
}

/**
 * What the configuration adds to the policy. A plain form's POST that the server answers with a redirect is held
 * to form-action along the whole way, so each configured provider's hosted page is named: Stripe Checkout,
 * PayPal's approval, Amazon Pay's processing page, Google's and Facebook's sign-in (their stand-ins' origins in tests).
 */
export function policySources(settings: Env): PolicySources {
  const formTargets: string[] = [];
  if (settings.STRIPE_SECRET_KEY)
    formTargets.push(
      settings.STRIPE_API_BASE ? originOf(settings.STRIPE_API_BASE) : 'https://checkout.stripe.com',
    );
  if (settings.PAYPAL_CLIENT_ID) formTargets.push(paypalApprovalOrigin(settings.PAYPAL_API_BASE));
  if (settings.AMAZON_PAY_PUBLIC_KEY_ID)
    formTargets.push(
      ...(settings.AMAZON_PAY_API_BASE
        ? [originOf(settings.AMAZON_PAY_API_BASE)]
        : amazonPayPages[settings.AMAZON_PAY_REGION]),
    );
  if (settings.GOOGLE_CLIENT_ID) formTargets.push(originOf(settings.GOOGLE_ISSUER));
  if (settings.FACEBOOK_CLIENT_ID)
    formTargets.push(
      settings.FACEBOOK_BASE_URL ? originOf(settings.FACEBOOK_BASE_URL) : 'https://www.facebook.com',
    );
  const dsn = settings.SENTRY_DSN;
  return {
    formTargets: [...new Set(formTargets)],
    connectTargets: dsn ? [originOf(dsn)] : [],
    reportUri: dsn ? sentrySecurityEndpoint(dsn, settings.SENTRY_ENVIRONMENT) : OWN_REPORT_PATH,
  };
}
