/**
 * One storefront shopper's standing at Thelia. Thelia knows a shopper only by its PHP session cookie: the cart,
 * the logged-in customer, the checkout and the language all hang off it (thelia-open-api.yaml x-quirks
 * session-identity). The storefront is Thelia's only HTTP client, so it keeps those cookies here, server-side,
 * one TheliaSession per shopper session, and never lets two shoppers share one.
 */

export interface TheliaCookie {
  name: string;
  value: string;
  /** Epoch milliseconds; null for a cookie that lasts as long as the session (PHP's lifetime 0). */
  expiresAt: number | null;
}

export interface TheliaSessionSnapshot {
  locale: string;
  currency: string;
  cookies: TheliaCookie[];
}

export interface TheliaSessionOptions {
  /** Thelia locale or language code, e.g. "de_DE"; sent as ?lang= on every call. */
  locale: string;
  currency?: string;
  /** php.ini session.name of the Thelia host. */
  sessionCookieName?: string;
  /** Thelia config cart.cookie_name. */
  cartCookieName?: string;
  cookies?: readonly TheliaCookie[];
}

/**
 * Reads one Set-Cookie header. Path and Domain are ignored: everything the adapter calls lives on one origin
 * under "/", and Secure is ignored because the cookies never reach a browser.
 */
export function parseSetCookie(header: string, now: number): TheliaCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return null;
  const cookie: TheliaCookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    expiresAt: null,
  };
  let maxAge: number | null = null;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const value = rest.join('=').trim();
    if (/^max-age$/i.test(key.trim()) && /^-?\d+$/.test(value)) maxAge = Number(value);
    else if (/^expires$/i.test(key.trim()) && !Number.isNaN(Date.parse(value))) {
      cookie.expiresAt ??= Date.parse(value);
    }
  }
  // RFC 6265: Max-Age wins over Expires; PHP and Symfony send both, and delete with Max-Age=0.
  if (maxAge !== null) cookie.expiresAt = now + maxAge * 1000;
  return cookie;
}

export class TheliaSession {
  locale: string;
  currency: string;
  readonly sessionCookieName: string;
  readonly cartCookieName: string;
  readonly #cookies = new Map<string, TheliaCookie>();
  #opening: Promise<unknown> | null = null;

  constructor(options: TheliaSessionOptions) {
    this.locale = options.locale;
    this.currency = options.currency ?? 'EUR';
    this.sessionCookieName = options.sessionCookieName ?? 'PHPSESSID';
    this.cartCookieName = options.cartCookieName ?? 'thelia_cart';
    for (const cookie of options.cookies ?? []) this.#cookies.set(cookie.name, { ...cookie });
  }

  /** Restores a session the storefront kept between two of its own requests. */
  static fromSnapshot(
    snapshot: TheliaSessionSnapshot,
    names: Pick<TheliaSessionOptions, 'sessionCookieName' | 'cartCookieName'> = {},
  ): TheliaSession {
    return new TheliaSession({ ...names, ...snapshot });
  }

  snapshot(now = Date.now()): TheliaSessionSnapshot {
    return { locale: this.locale, currency: this.currency, cookies: this.#live(now).map((c) => ({ ...c })) };
  }

  get sessionId(): string | null {
    return this.cookie(this.sessionCookieName);
  }

  /** The persistent cart token, which lets Thelia find the cart again once the PHP session has expired. */
  get cartToken(): string | null {
    return this.cookie(this.cartCookieName);
  }

  cookie(name: string, now = Date.now()): string | null {
    return this.#live(now).find((cookie) => cookie.name === name)?.value ?? null;
  }

  /** The Cookie header for the next call; null when Thelia has not set anything yet. */
  cookieHeader(now = Date.now()): string | null {
    const live = this.#live(now);
    return live.length === 0 ? null : live.map(({ name, value }) => `${name}=${value}`).join('; ');
  }

  /** Applies an answer's Set-Cookie headers, including Thelia's deletions (an expiry in the past). */
  takeSetCookies(headers: readonly string[], now = Date.now()): void {
    for (const header of headers) {
      const cookie = parseSetCookie(header, now);
      if (!cookie) continue;
      if (cookie.expiresAt !== null && cookie.expiresAt <= now) this.#cookies.delete(cookie.name);
      else this.#cookies.set(cookie.name, cookie);
    }
  }

  /** Drops every cookie: the next call starts a new, anonymous Thelia session. */
  forget(): void {
    this.#cookies.clear();
  }

  /**
   * Runs a call, making the calls of a session that has no PHP session yet wait for the first one: sent in
   * parallel, each would get a PHP session of its own and all but the last would be lost (with their cart).
   */
  async admit<T>(call: () => Promise<T>): Promise<T> {
    while (this.#opening && this.sessionId === null) await this.#opening.catch(() => undefined);
    if (this.sessionId !== null) return call();
    const opening = call();
    this.#opening = opening;
    try {
      return await opening;
    } finally {
      if (this.#opening === opening) this.#opening = null;
    }
  }

  #live(now: number): TheliaCookie[] {
    return [...this.#cookies.values()].filter((c) => c.expiresAt === null || c.expiresAt > now);
  }
}
