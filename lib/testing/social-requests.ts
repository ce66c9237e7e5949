import { NextRequest } from 'next/server';
import { GET as callback } from '../../app/api/auth/[provider]/callback/route';
import { POST as start } from '../../app/api/auth/[provider]/route';
import { POST as finish } from '../../app/api/auth/finish/route';
import { GET as accountGet } from '../../app/api/account/route';
import { GET as cartGet, POST as cartPost } from '../../app/api/cart/route';
import type { CartView } from '../cart/view-types';

const ORIGIN = 'http://at.localhost:3100';

export interface SocialAnswer {
  status: number;
  location: string | null;
}

/**
 * A browser on the shop's social sign-in routes, driven in-process: it keeps every cookie it is given (session,
 * flow, pending identity) as a jar does, and forgets one the shop expires.
 */
export class SocialClient {
  readonly jar = new Map<string, string>();

  constructor(private readonly address: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      host: new URL(ORIGIN).host,
      'x-forwarded-for': this.address,
      cookie: [...this.jar].map((pair) => pair.join('=')).join('; '),
      ...extra,
    };
  }

  private keep(response: Response): SocialAnswer {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (!value || /Max-Age=0/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return { status: response.status, location: response.headers.get('location') };
  }

  /** Presses "Sign in with …" on the login page, whose form may name the page to return to. */
  async start(
    provider: string,
    headers: Record<string, string> = {},
    form: Record<string, string> = {},
  ): Promise<SocialAnswer> {
    const request = new NextRequest(`${ORIGIN}/api/auth/${provider}`, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: this.headers({
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        ...headers,
      }),
    });
    return this.keep(await start(request, { params: Promise.resolve({ provider }) }));
  }

  /** Follows the provider's redirect back to the shop. */
  async returnFrom(url: string): Promise<SocialAnswer> {
    const provider = /\/api\/auth\/([^/]+)\/callback/.exec(url)?.[1] ?? '';
    const request = new NextRequest(url, { headers: this.headers() });
    return this.keep(await callback(request, { params: Promise.resolve({ provider }) }));
  }

  /** Posts the completion or link form, as a browser without JavaScript does. */
  async finish(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<SocialAnswer> {
    const request = new NextRequest(`${ORIGIN}/api/auth/finish`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: this.headers({
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        ...headers,
      }),
    });
    return this.keep(await finish(request));
  }

  async addToCart(saleElementId: number, quantity: number): Promise<void> {
    const request = new NextRequest(`${ORIGIN}/api/cart`, {
      method: 'POST',
      body: JSON.stringify({ action: 'add', saleElementId, quantity }),
      headers: this.headers({ 'content-type': 'application/json', origin: ORIGIN }),
    });
    this.keep(await cartPost(request));
  }

  async cart(): Promise<CartView> {
    const response = await cartGet(new NextRequest(`${ORIGIN}/api/cart`, { headers: this.headers() }));
    return ((await response.json()) as { data: { cart: CartView } }).data.cart;
  }

  /** The first name of who is logged in, or null. */
  async whoAmI(): Promise<string | null> {
    const response = await accountGet(new NextRequest(`${ORIGIN}/api/account`, { headers: this.headers() }));
    const body = (await response.json()) as { data: { customer: { firstname: string } | null } };
    return body.data.customer?.firstname ?? null;
  }
}

/** The shop's callback URL the local provider must know. */
export const LOCAL_CALLBACK = `${ORIGIN}/api/auth/google/callback`;
