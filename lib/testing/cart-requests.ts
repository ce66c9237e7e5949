import { NextRequest } from 'next/server';
import { GET as backToCart } from '../../app/[market]/back-to-cart/[token]/route';
import { GET as accountGet, POST as accountPost } from '../../app/api/account/route';
import { GET, POST } from '../../app/api/cart/route';
import type { CartView } from '../cart/view-types';

const ORIGIN = 'http://at.localhost:3100';

export interface CartAnswer {
  status: number;
  body:
    | { ok: true; data: { cart: CartView; notice?: { code: string } } }
    | { ok: false; error: { code: string } }
    | null;
  location: string | null;
  /** The session cookie the answer sets, if any: its value and flags as the browser reads them. */
  setCookie: string | null;
}

/** A browser-like client of /api/cart and /api/account: it keeps the session cookie it is given, like a jar. */
export class CartClient {
  cookie: string | null = null;

  constructor(
    private readonly host = 'at.localhost:3100',
    private readonly address = '203.0.113.7',
  ) {}

  private async answer(response: Response): Promise<CartAnswer> {
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie && /(?:^|,\s*)(?:__Host-)?sid=([^;]*)/.exec(setCookie);
    if (session) this.cookie = session[1] ? `sid=${session[1]}` : null;
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as CartAnswer['body']) : null,
      location: response.headers.get('location'),
      setCookie,
    };
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    return {
      host: this.host,
      'x-forwarded-for': this.address,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    };
  }

  /** Posts a body to a handler from a page of this host (unless the headers say otherwise). */
  async post(
    handler: (request: NextRequest) => Promise<Response>,
    path: string,
    body: string,
    headers: Record<string, string>,
  ): Promise<CartAnswer> {
    const request = new NextRequest(`${ORIGIN}${path}`, {
      method: 'POST',
      body,
      headers: this.headers({ origin: `http://${this.host}`, referer: `http://${this.host}/`, ...headers }),
    });
    return this.answer(await handler(request));
  }

  async read(language?: string): Promise<CartAnswer> {
    const url = `${ORIGIN}/api/cart${language ? `?language=${language}` : ''}`;
    return this.answer(await GET(new NextRequest(url, { headers: this.headers({}) })));
  }

  /** A GET of another handler as this browser sends it (its cookie, its address): the raw response. */
  async fetch(handler: (request: NextRequest) => Promise<Response>, path: string): Promise<Response> {
    return handler(new NextRequest(`${ORIGIN}${path}`, { headers: this.headers({}) }));
  }

  /** Who is logged in, as the header's account menu asks; the answer's caching header with it. */
  async whoAmI(): Promise<{ body: unknown; cacheControl: string | null }> {
    const response = await accountGet(
      new NextRequest(`${ORIGIN}/api/account`, { headers: this.headers({}) }),
    );
    return { body: await response.json(), cacheControl: response.headers.get('cache-control') };
  }

  /** Posts JSON as the client code does, from a page of this host unless told otherwise. */
  async send(body: unknown, headers: Record<string, string> = {}): Promise<CartAnswer> {
    const request = new NextRequest(`${ORIGIN}/api/cart`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: this.headers({
        'content-type': 'application/json',
        origin: `http://${this.host}`,
        ...headers,
      }),
    });
    return this.answer(await POST(request));
  }

  /** Opens a back-to-cart link, as proxy.ts hands it to its route for the host's market. */
  async open(token: string, market = 'at-de-13-gross'): Promise<CartAnswer> {
    const request = new NextRequest(`${ORIGIN}/back-to-cart/${token}`, { headers: this.headers({}) });
    return this.answer(await backToCart(request, { params: Promise.resolve({ market, token }) }));
  }

  /** Posts a plain form, as a browser without JavaScript does. */
  async submit(
    fields: Record<string, string | string[]>,
    headers: Record<string, string> = {},
  ): Promise<CartAnswer> {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
    const request = new NextRequest(`${ORIGIN}/api/cart`, {
      method: 'POST',
      body: form.toString(),
      headers: this.headers({
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${this.host}`,
        referer: `http://${this.host}/cart`,
        ...headers,
      }),
    });
    return this.answer(await POST(request));
  }
}

/** Posts an account form (login, registration, confirmation, logout), as a browser without JavaScript does. */
export async function submitAccount(
  client: CartClient,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<CartAnswer> {
  return client.post(accountPost, '/api/account', new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  });
}

/** Sends an account action as JSON, as client code does. */
export async function sendAccount(client: CartClient, body: Record<string, unknown>): Promise<CartAnswer> {
  return client.post(accountPost, '/api/account', JSON.stringify(body), {
    'content-type': 'application/json',
  });
}

export function cartOf(answer: CartAnswer): CartView {
  if (!answer.body?.ok)
    throw new Error(`expected a cart, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.cart;
}
