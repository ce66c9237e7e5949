import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '../env';

/** What a bot would hammer, and how often a person could plausibly do it in a minute. */
export const rateLimits = {
  /** Cart changes per client address. */
  cartChange: { points: 120, duration: 60 },
  /** New sessions per client address: every one is a row in the database. */
  newSession: { points: 30, duration: 60 },
  /**
   * Wrong passwords (at login, and for a password or login address change) per client address: one address
   * trying many accounts is held up; successes are not counted.
   */
  loginFailures: { points: 20, duration: 900 },
  /** Wrong passwords for one account from one client address: that client alone is held up on that account. */
  loginFailuresAccountClient: { points: 10, duration: 900 },
  /**
   * Wrong passwords for one account from anywhere: past these, every try on it needs the captcha, never a lock
   * (OWASP), so strangers cannot keep the owner out.
   */
  loginFailuresAccount: { points: 3, duration: 900 },
  /** Registrations per client address: each one sends a mail. */
  register: { points: 5, duration: 600 },
  /** Password reset requests per client address (each one may send a mail). */
  passwordReset: { points: 5, duration: 600 },
  /**
   * Account mails (registration, password reset, new login address) per kind and recipient address, from
   * anywhere: like the newsletter's, a stranger's mailbox gets no more than this an hour.
   */
  accountMailRecipient: { points: 3, duration: 3600 },
  /** Mails to a new login address per customer: the shop must not become a way to mail strangers. */
  emailChange: { points: 3, duration: 900 },
  /** VAT id checks per client address and per account: each one asks the EU's VIES, which limits us in turn. */
  vatCheck: { points: 20, duration: 3600 },
  vatCheckAccount: { points: 10, duration: 900 },
  /** Checkout submits per client address: each one prices a cart, and a placed order takes stock. */
  checkout: { points: 30, duration: 60 },
  /** Guest order links opened per client address: enough for a family's orders, too few to enumerate links. */
  guestOrder: { points: 20, duration: 60 },
  /** Invoices made per customer: each one is a PDF rendered afresh. */
  invoice: { points: 30, duration: 60 },
  /** Barrier reports per client address: each one mails the shop; a person reports a few, a bot a mailbox full. */
  barrierReport: { points: 5, duration: 600 },
  /**
   * Newsletter sign-ups per client address, and per address signed up from anywhere: each one mails that
   * address, which must not become a way to flood a stranger's mailbox.
   */
  newsletterSignUp: { points: 5, duration: 600 },
  newsletterSignUpAddress: { points: 3, duration: 3600 },
  /** Contact and feedback messages per client address: each one mails the shop and a copy to the sender. */
  contactForm: { points: 5, duration: 600 },
  /** Copies to one address a day: whoever types a stranger's address can send them no more than this. */
  contactCopy: { points: 3, duration: 86_400 },
  /**
   * Appointment bookings and changes per client address: each one takes an installer's slot and mails the address
   * typed, so a bot must neither fill the calendar nor mail strangers; per address booked for, from anywhere.
   */
  appointment: { points: 5, duration: 600 },
  appointmentAddress: { points: 3, duration: 3600 },
  /**
   * Slots held at checkout per client address: a shopper chooses a few times, each hold replacing the last; a bot
   * holding slot after slot from fresh carts would keep them from everyone for a quarter of an hour each.
   */
  appointmentHold: { points: 8, duration: 900 },
  /** Reviews and moderation decisions per customer: a person writes a few, a script would flood moderation. */
  review: { points: 20, duration: 600 },
  /** Blocks and installer feeds changed per admin: a day's planning is a few dozen, a script would be many more. */
  installations: { points: 60, duration: 600 },
  /**
   * Installer calendar feeds read per client address: a calendar app refreshes hourly at most, and guessing
   * tokens (256 bits) is hopeless anyway; this keeps a loop from loading the database.
   */
  installerFeed: { points: 30, duration: 60 },
  /** SEO report starts and stops per admin: each start reads every page of the three stores. */
  seoReport: { points: 20, duration: 600 },
  /** CSP violation reports per client address: a page reports a handful; more is noise or a flood of the log. */
  cspReport: { points: 30, duration: 60 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/**
 * What `key` spent of `name` in the current window, without spending: the tries counted and the seconds until
 * the window ends (0 and 0 when nothing is counted).
 */
export async function spentOf(
  name: RateLimitName,
  key: string,
): Promise<{ points: number; retryAfterSeconds: number }> {
  const spent = await (await limiter(name)).get(key);
  if (!spent) return { points: 0, retryAfterSeconds: 0 };
  return {
    points: spent.consumedPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)),
  };
}

const LIMITERS_KEY = Symbol.for('storefront.rateLimiters');
type Holder = typeof globalThis & { [LIMITERS_KEY]?: Map<RateLimitName, RateLimiterAbstract> };

/**
 * Counters in Redis when REDIS_URL is set, so several instances count together (docs/architecture.md "Shoppers' own
 * state"); in this process's memory otherwise. When Redis does not answer, each instance counts in memory
 * rather than letting everything through or refusing everyone.
 */
async function limiter(name: RateLimitName): Promise<RateLimiterAbstract> {
  const holder = globalThis as Holder;
  holder[LIMITERS_KEY] ??= new Map();
  const known = holder[LIMITERS_KEY].get(name);
  if (known) return known;
  const options = { keyPrefix: `storefront-${name}`, ...rateLimits[name] };
  const redisUrl = env().REDIS_URL;
  let created: RateLimiterAbstract;
  if (redisUrl) {
    const { default: Redis } = await import('ioredis');
    const storeClient = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    storeClient.on('error', (error: Error) => console.error(`Redis for rate limits: ${error.message}`));
    created = new RateLimiterRedis({
      ...options,
      storeClient,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  } else {
    created = new RateLimiterMemory(options);
  }
  holder[LIMITERS_KEY].set(name, created);
  return created;
}

/** Counts one try for `key`; false when the limit is reached, with the seconds until the next try may pass. */
export async function consume(
  name: RateLimitName,
  key: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  try {
    await (await limiter(name)).consume(key);
    return { allowed: true };
  } catch (outcome) {
    if (isRejection(outcome))
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
    throw outcome;
  }
}

/**
 * A limiter's "no" is a RateLimiterRes, but not always this module's: a page and a route handler that share a
 * limiter can each have a bundled copy of rate-limiter-flexible, and whichever made the limiter made its
 * answers. So a rejection is known by its shape, never by `instanceof`; an error is anything else.
 */
export function isRejection(outcome: unknown): outcome is { msBeforeNext: number; remainingPoints: number } {
  if (typeof outcome !== 'object' || outcome === null || outcome instanceof Error) return false;
  const { msBeforeNext, remainingPoints } = outcome as Record<string, unknown>;
  return typeof msBeforeNext === 'number' && typeof remainingPoints === 'number';
}

/**
 * The client's address: server.ts replaces X-Forwarded-For with the one address it decided from the socket and
 * TRUSTED_PROXIES before Next sees a request (lib/http/forwarding.ts), so a client cannot choose its own.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for') ?? '';
  return forwarded.split(',').at(-1)?.trim() || 'unknown';
}
