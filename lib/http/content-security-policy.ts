/**
 * What the consented widgets (components/consent/third-party-widgets.tsx) load, following their providers' CSP
 * guides: Google Tag Manager with Analytics, the Tawk.to chat, the Trusted Shops badge and Google's customer-reviews
 * badge (its script from apis.google.com, the badge a frame of www.google.com with images from gstatic). The WhatsApp button is
 * a plain link and the ShopVote badge is drawn from the shop's own route, so neither needs a source.
 */
const widgetSources = {
  script: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://embed.tawk.to',
    'https://cdn.jsdelivr.net',
    'https://widgets.trustedshops.com',
    'https://apis.google.com',
  ],
  style: ['https://*.tawk.to', 'https://fonts.googleapis.com', 'https://widgets.trustedshops.com'],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.tawk.to',
    'https://tawk.link',
    'https://cdn.jsdelivr.net',
    'https://s3.amazonaws.com',
    'https://*.trustedshops.com',
    'https://www.gstatic.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.tawk.to',
    'wss://*.tawk.to',
    'https://*.trustedshops.com',
  ],
  font: ['https://*.tawk.to', 'https://fonts.gstatic.com', 'https://widgets.trustedshops.com'],
  frame: [
    'https://*.tawk.to',
    'https://www.googletagmanager.com',
    'https://*.trustedshops.com',
    'https://www.google.com',
  ],
  media: ['https://*.tawk.to'],
};

/** What the configuration adds (lib/http/policy-sources.ts). */
export interface PolicySources {
  /** Where the shop's forms may lead: the payment providers' hosted pages and the sign-in providers. */
  formTargets: string[];
  /** Where the browser may send data besides the shop: Sentry's ingest when monitoring is on. */
  connectTargets: string[];
  /** Where browsers send violation reports. */
  reportUri: string;
}

/** The name the report-to directive and the Reporting-Endpoints header share. */
export const REPORT_GROUP = 'csp';

/**
 * The document policy. Scripts: the shop's own files and the widgets' hosts, and inline only the scripts whose
 * hashes the page's own HTML yields (lib/http/inline-scripts.ts), so no 'unsafe-inline' and no nonce a cached
 * page could not keep. Styles keep 'unsafe-inline': pages carry style attributes (animation timings, swatches),
 * the no-JavaScript banner rule is a <style>, and the chat injects its styles.
 */
export function contentSecurityPolicy(sources: PolicySources, scriptHashes: string[]): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...widgetSources.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...widgetSources.style]],
    ['img-src', ["'self'", 'data:', 'blob:', ...widgetSources.img]],
    ['font-src', ["'self'", ...widgetSources.font]],
    ['connect-src', ["'self'", ...sources.connectTargets, ...widgetSources.connect]],
    ['frame-src', widgetSources.frame],
    ['media-src', ["'self'", ...widgetSources.media]],
    // Session replay compresses in a worker made from a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'", ...sources.formTargets]],
    ['report-uri', [sources.reportUri]],
    ['report-to', [REPORT_GROUP]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
