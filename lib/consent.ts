/** docs/product.md §3/§9: the consent decision is kept in this cookie for 150 days. */
export const CONSENT_COOKIE = 'CookieConsentGA';
export const CONSENT_MAX_AGE_SECONDS = 150 * 24 * 60 * 60;

export type ConsentDecision = 'granted' | 'denied';

/** Dispatched on window when the shopper decides, for parts loaded before the decision (session replay). */
export const CONSENT_EVENT = 'shop:consent';

/** Google Consent Mode v2's four kinds, all set together by accept or decline (docs/product.md §4). */
export const consentKinds = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const;

export function readConsent(cookieHeader: string): ConsentDecision | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`).exec(cookieHeader);
  return (match?.[1] as ConsentDecision | undefined) ?? null;
}

/**
 * The inline script that must run before any tag: every kind denied by default, granted only when the consent
 * cookie says so. It is static text, so the page stays cacheable.
 */
export const consentDefaultScript = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}
var kinds=${JSON.stringify(consentKinds)},state=function(v){var o={};kinds.forEach(function(k){o[k]=v});return o};
gtag('consent','default',state('denied'));
if(/(?:^|;\\s*)${CONSENT_COOKIE}=granted(?:;|$)/.test(document.cookie))gtag('consent','update',state('granted'));`;

/**
 * The banner is part of the server-rendered page, so it paints with the page instead of after hydration; this
 * inline script hides it before paint when a decision exists or the page is the data-protection page.
 */
export function consentBannerScript(privacyPaths: string[]): string {
  return `if(/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie)||${JSON.stringify(privacyPaths).replace(/</g, '\\u003c')}.indexOf(decodeURIComponent(location.pathname))>=0)document.documentElement.classList.add('consent-decided')`;
}
