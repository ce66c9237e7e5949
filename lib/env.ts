import { z } from 'zod';
import { parseTrustedProxies } from './trusted-proxies';
import { storeCodeSchema, type StoreCode } from './shop/schemas';
import { blankToUndefined, httpUrl, pairs } from './env-parts';
import { theliaSettings, theliaProblems } from './env-thelia';

const postgresUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
      'must be a postgres:// or postgresql:// URL',
    )
    .optional(),
);

/** An origin: scheme, host and optional port, nothing after it ("https://www.sanitaerwelt.at"). */
const isOrigin = (value: string) => /^https?:\/\/[^\s/?#]+\/?$/.test(value) && URL.canParse(value);

/** "www.sanitaerwelt.at=at, shop.example.ro=ro": hosts that do not end in a shop's country domain. */
const hostMap = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const map = new Map<string, StoreCode>();
      for (const { entry, left, right } of pairs(value)) {
        const parsedStore = storeCodeSchema.safeParse(right.toLowerCase());
        if (!left || !parsedStore.success) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not host=at|de|ro` });
          return z.NEVER;
        }
        map.set(left.toLowerCase(), parsedStore.data);
      }
      return map;
    }),
);

/**
 * "at=http://at.localhost:3000, de=…": where each shop is public, for canonical URLs, alternates and sitemaps.
 * Unset stores use their locale configuration's lang_url.
 */
const storeOrigins = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = new Map<StoreCode, string>();
      for (const { entry, left, right } of pairs(value)) {
        const parsedStore = storeCodeSchema.safeParse(left.toLowerCase());
        if (!parsedStore.success || !isOrigin(right)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not at|de|ro=https://host` });
          return z.NEVER;
        }
        origins.set(parsedStore.data, right.replace(/\/$/, ''));
      }
      return origins;
    }),
);

/** An http(s) URL, trailing slash dropped. */
/** A provider's client id or secret; unset or blank leaves the provider off. */
const optionalSecret = z.preprocess(blankToUndefined, z.string().max(512).optional());

/** PEM text (a key, a certificate); an environment file may hold its line breaks as "\n". */
const pemText = (value: unknown) => {
  const text = blankToUndefined(value);
  return typeof text === 'string' ? text.replace(/\\n/g, '\n') : text;
};

const optionalPrivateKey = z.preprocess(
  pemText,
  z
    .string()
    .max(8_192)
    .refine((value) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(value), 'must be a PEM private key')
    .optional(),
);

/** A provider needs its id and its secret: one without the other is a mistake, not "off". */
const pairedSettings = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['EFACTURA_CLIENT_ID', 'EFACTURA_CLIENT_SECRET'],
  ['EFACTURA_CLIENT_ID', 'EFACTURA_REFRESH_TOKEN'],
] as const;

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

const settings = z.object({
  /**
   * Which shop backend serves catalogue, carts, customers and orders (docs/architecture.md "Ports by capability"):
   * `embedded`, the shop's own database; `thelia`, a Thelia shop's OpenApi module (README "Running on a Thelia shop").
   * The storefront's own state stays in that database whichever it is.
   */
  SHOP_BACKEND: z.preprocess(blankToUndefined, z.enum(['embedded', 'thelia']).default('embedded')),
  ...theliaSettings,
  /** A PostgreSQL server for the embedded backend; without it the shop runs on PGlite in PGLITE_DATA_DIR. */
  DATABASE_URL: postgresUrl,
  PGLITE_DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data/pglite')),
  SHOP_HOST_MAP: hostMap,
  SHOP_ORIGINS: storeOrigins,
  /** How many demo products `npm start` seeds into an empty database. */
  SEED_PRODUCTS: positiveInt(3000, 1_000_000),
  SEED_VALUE: positiveInt(42, 2 ** 31 - 1),
  /** Bearer token of POST /api/revalidate (`npm run revalidate`); unset, the endpoint is off. */
  REVALIDATE_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * An OpenSearch cluster (http(s)://[user:password@]host:port) that answers searches instead of the database's
   * full-text search; `npm run search:index` fills it. Read only on the server.
   */
  OPENSEARCH_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
        'must be an http:// or https:// URL',
      )
      .optional(),
  ),
  /** Prefix of the search indices' names, so several shops or test runs can share a cluster. */
  OPENSEARCH_INDEX_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,40}$/, 'must be lower-case letters, digits, - or _')
      .default('shop-'),
  ),
  /**
   * Seconds a CDN that keys its cache on the delivery-country cookie may keep a catalogue page (sent as
   * CDN-Cache-Control); unset, no shared cache may keep one (README "Shared caches and CDNs").
   */
  CDN_CACHE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(86_400).optional()),
  /**
   * Strict-Transport-Security's max-age on responses that came over https (README "Security"): a year by default,
   * 0 switches it off; at most two years, the preload list's ceiling.
   */
  HSTS_MAX_AGE_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
  ),
  /** "true" adds includeSubDomains: only when every subdomain of the shop's hosts serves https. */
  HSTS_INCLUDE_SUBDOMAINS: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
  /**
   * Hours a customer's cart lies untouched before its one reminder goes out, to customers who consented to the
   * newsletter only (README "Abandoned carts"); 0 sends none. At most a week: older carts are not reminded of.
   */
  CART_REMINDER_HOURS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(168).default(24)),
  /** Redis (redis://host:6379) for rate limits shared by several instances; unset, each instance counts alone. */
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^rediss?:\/\/[^\s]+$/.test(value) && URL.canParse(value), 'must be a redis:// URL')
      .optional(),
  ),
  /**
   * Where the product feeds are written, read and replaced: a folder every instance mounts (README "Several
   * instances"), so a feed is generated once for all of them; unset, beside the build in NEXT_DIST_DIR.
   */
  FEED_FOLDER: z.preprocess(blankToUndefined, z.string().optional()),
  /**
   * The SMTP server mails go through (smtp://user:password@host:587, smtps:// for implicit TLS); unset, mails are
   * kept in the database's outbox and logged (README "Mail").
   */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
        'must be an smtp:// or smtps:// URL',
      )
      .optional(),
  ),
  /**
   * The Thelia back office (https://admin.example.at) the admin bar links to; unset, admins see no bar.
   */
  BACKOFFICE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => isOrigin(value), 'must be an origin such as https://admin.example.at')
      .transform((value) => value.replace(/\/$/, ''))
      .optional(),
  ),
  /**
   * The EU's VIES REST service that says whether a VAT id is registered; tests point it at a local stand-in with
   * recorded answers (README "Business customers").
   */
  VIES_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
        'must be an http(s):// URL',
      )
      .default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  ),
  /**
   * ShopVote's review-widget data (docs/product.md §7: GET with shop id, type, source and language), asked by the server only,
   * at most once per store in docs/product.md §9's 1,800 s; tests point it at a local stand-in (README "Shop rating"). Unset,
   * no rating is asked and the badge stays hidden: the endpoint is the one ShopVote gives its merchant.
   */
  SHOPVOTE_API_URL: httpUrl.optional(),
  /**
   * Key that signs back-to-cart links (32+ characters), the same on every instance; unset, one is made once and
   * kept in the database, which every instance on it shares.
   */
  SESSION_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * Google sign-in (OpenID Connect, found by discovery at GOOGLE_ISSUER): both set or both unset; unset, the button
   * and its routes are off. Tests point the issuer at a local OpenID provider.
   */
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  /** Facebook sign-in (OAuth 2 and Graph's /me): both set or both unset; unset, the button and routes are off. */
  FACEBOOK_CLIENT_ID: optionalSecret,
  FACEBOOK_CLIENT_SECRET: optionalSecret,
  /** One origin standing in for www.facebook.com (the dialog) and graph.facebook.com, for tests. */
  FACEBOOK_BASE_URL: httpUrl.optional(),
  /**
   * Stripe Checkout (README "Payments"): the secret key and the webhook's signing secret; unset, Stripe is not
   * offered. STRIPE_API_BASE points the official client at a local stand-in with recorded answers (tests).
   */
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  STRIPE_API_BASE: httpUrl.optional(),
  /** PayPal Orders v2: client id and secret, and the webhook's id for its signature check; unset, not offered. */
  PAYPAL_CLIENT_ID: optionalSecret,
  PAYPAL_CLIENT_SECRET: optionalSecret,
  PAYPAL_WEBHOOK_ID: optionalSecret,
  /** api-m.sandbox.paypal.com for PayPal's sandbox; a local stand-in for tests; unset, PayPal's live API. */
  PAYPAL_API_BASE: httpUrl.optional(),
  /**
   * Amazon Pay Checkout v2 (README "Payments"), offered in Austria and Germany when all four are set: the public
   * key's id from Seller Central, its private key (PEM) that signs every request, the store id and the merchant id
   * (notifications for another merchant are refused). SANDBOX-/LIVE- key ids name their environment; others follow
   * AMAZON_PAY_SANDBOX.
   */
  AMAZON_PAY_PUBLIC_KEY_ID: optionalSecret,
  AMAZON_PAY_PRIVATE_KEY: optionalPrivateKey,
  AMAZON_PAY_STORE_ID: optionalSecret,
  AMAZON_PAY_MERCHANT_ID: optionalSecret,
  AMAZON_PAY_REGION: z.preprocess(blankToUndefined, z.enum(['eu', 'na', 'jp']).default('eu')),
  AMAZON_PAY_SANDBOX: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  /**
   * Tests only: a local stand-in for Amazon's API, and the loopback host (with its CA, PEM) that may serve the
   * notifications' signing certificate instead of Amazon SNS.
   */
  AMAZON_PAY_API_BASE: httpUrl.optional(),
  AMAZON_PAY_IPN_CERTIFICATE_HOSTS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(512)
      .transform((hosts) => hosts.split(',').map((host) => host.trim()))
      .optional(),
  ),
  AMAZON_PAY_IPN_CERTIFICATE_CA: z.preprocess(pemText, z.string().max(8_192).optional()),
  /**
   * RO e-Factura (README "E-invoices"): the OAuth client ANAF registered for the shop's qualified certificate and
   * the refresh token its authorisation gave (valid a year); unset, Romanian invoices wait in the outbox.
   */
  EFACTURA_CLIENT_ID: optionalSecret,
  EFACTURA_CLIENT_SECRET: optionalSecret,
  EFACTURA_REFRESH_TOKEN: optionalSecret,
  /** ANAF's e-Factura REST base: its test system (…/test/FCTEL/rest) while trying, a local stand-in in tests. */
  EFACTURA_API_BASE: z.preprocess(blankToUndefined, httpUrl.default('https://api.anaf.ro/prod/FCTEL/rest')),
  /** ANAF's OAuth token endpoint (a local stand-in in tests). */
  EFACTURA_TOKEN_URL: z.preprocess(
    blankToUndefined,
    httpUrl.default('https://logincert.anaf.ro/anaf-oauth2/v1/token'),
  ),
  /** Sentry's DSN: errors (and docs/product.md §9's sampled traces) go there; unset, monitoring is off and loads nothing. */
  SENTRY_DSN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^https?:\/\/[^\s@]+@[^\s]+\/\d+$/.test(value),
        'must be a Sentry DSN (https://key@host/project)',
      )
      .optional(),
  ),
  /** The environment name Sentry files events under (production, staging). */
  SENTRY_ENVIRONMENT: z.preprocess(blankToUndefined, z.string().max(64).default('production')),
  /**
   * The proxies in front of the shop (nginx, a load balancer, a CDN's edge): addresses and CIDR ranges, IPv4 or
   * IPv6. Only a request from one of them has its X-Forwarded-For, -Proto and -Host believed (README "Behind a
   * proxy"); unset, nobody is trusted and the socket's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const { proxies, problems } = parseTrustedProxies(value);
      for (const entry of problems)
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address or CIDR range (10.0.0.0/8, ::1)`,
        });
      return problems.length ? z.NEVER : proxies;
    }),
  /** How this server reaches itself (proxy.ts fetches its 404 screens); default loopback on its own port. */
  INTERNAL_ORIGIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => /^https?:\/\/[^\s/]+$/.test(value) && URL.canParse(value),
        'must be an origin such as http://127.0.0.1:3000',
      )
      .optional(),
  ),
});

export const envSchema = settings.superRefine((values, context) => {
  for (const [first, second] of pairedSettings)
    if (!values[first] !== !values[second])
      context.addIssue({
        code: 'custom',
        path: [values[first] ? second : first],
        message: `must be set together with ${values[first] ? first : second}`,
      });
  for (const { name, message } of theliaProblems(values))
    context.addIssue({ code: 'custom', path: [name], message });
});

export type Env = z.output<typeof envSchema>;

export class ConfigurationError extends Error {
  constructor(readonly problems: Array<{ name: string; message: string }>) {
    super(
      `The shop cannot start: ${problems.length} setting${problems.length === 1 ? ' is' : 's are'} invalid.\n` +
        problems.map(({ name, message }) => `  - ${name}: ${message}`).join('\n'),
    );
    this.name = 'ConfigurationError';
  }
}

/** Validates every setting at once, so one start-up error names all bad settings (docs/product.md §5 "Start-up config"). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new ConfigurationError(
    parsed.error.issues.map((issue) => ({
      name: String(issue.path[0] ?? 'configuration'),
      message: issue.message,
    })),
  );
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
