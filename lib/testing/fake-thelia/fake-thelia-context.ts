import type { FakeCart, FakeTheliaCarts } from './fake-thelia-cart';
import type { FakeTheliaCatalogue } from './fake-thelia-catalogue';
import type { FakePhpSession, FakeTheliaSessions } from './fake-thelia-session';

/** What a route handler of the stand-in sees and answers (fake-thelia-routes.ts, fake-thelia-checkout.ts). */

export interface FakeTheliaWorld {
  sessions: FakeTheliaSessions;
  carts: FakeTheliaCarts;
  catalogue: FakeTheliaCatalogue;
  cookieNames: { cart: string; rememberMe: string };
}

export interface RouteContext {
  session: FakePhpSession;
  query: URLSearchParams;
  /** The parsed JSON body (undefined without one). */
  body: unknown;
  params: Record<string, string>;
  world: FakeTheliaWorld;
  setCookie(header: string): void;
}

export type RouteAnswer = { status: 200; json: unknown } | { status: 204 };
export type RouteHandler = (context: RouteContext) => RouteAnswer;

export const ok = (json: unknown): RouteAnswer => ({ status: 200, json });
export const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
export const isSet = (value: unknown) => value !== undefined && value !== null;

/** Session::getSessionCart: the session's cart, created (with its persistent cookie) when there is none. */
export function sessionCart({ session, world, setCookie }: RouteContext): FakeCart {
  const existing = world.carts.get(session.cartId);
  if (existing) return existing;
  const cart = world.carts.create(session.customerId);
  session.cartId = cart.id;
  setCookie(
    `${world.cookieNames.cart}=${cart.token}; expires=${new Date(Date.now() + 365 * 864e5).toUTCString()}; Max-Age=31536000; path=/; httponly`,
  );
  return cart;
}
