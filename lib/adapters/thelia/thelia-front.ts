import { TheliaUnavailable } from './thelia-errors';
import type { TheliaSession } from './thelia-session';
import {
  exchange,
  exchangeSettings,
  queryString,
  type CallOptions,
  type TransportOptions,
} from './thelia-transport';

/**
 * Thelia's own front routes (its Front module), which the OpenApi module leaves to the shop: no module route
 * places an order. After a valid POST /checkout the same PHP session asks GET /order/pay, and Thelia answers
 * the way it answers a browser, with redirects and HTML pages, never JSON (thelia-open-api.yaml info).
 */

/**
 * What GET /order/pay did. `placed`: Thelia sent the shopper to its order.placed page, whose path names the
 * new order. `turnedAway`: one of the checks before ORDER_PAY sent the shopper back (to the login, the cart, the
 * delivery or the invoice step), or ORDER_PAY placed nothing; no order exists. `unclear`: anything else (the
 * payment module's own page or redirect, an error page) may come after the order was written.
 */
type OrderPayment =
  | { kind: 'placed'; theliaOrderId: number }
  | { kind: 'turnedAway'; to: string }
  | { kind: 'unclear'; status: number; location: string | null };

/** The paths OrderController::pay sends a shopper back to (front.xml routes of checkAuth and the checks). */
const turnedAwayPaths = ['/login', '/cart', '/order/delivery', '/order/invoice'];

/** Reads /order/pay's answer; `frontUrl` is where Thelia's front routes start (its paths are relative to it). */
export function readOrderPayment(status: number, location: string | null, frontUrl: string): OrderPayment {
  const unclear = { kind: 'unclear', status, location } as const;
  if (status < 300 || status > 399 || !location) return unclear;
  const base = new URL(`${frontUrl}/`);
  const target = new URL(location, base);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return unclear;
  const path = `/${target.pathname.slice(base.pathname.length)}`;
  const placed = /^\/order\/placed\/(\d+)$/.exec(path);
  if (placed) return { kind: 'placed', theliaOrderId: Number(placed[1]) };
  return turnedAwayPaths.includes(path) ? { kind: 'turnedAway', to: path } : unclear;
}

/** The shop's front, from the module's base URL: https://shop.example/index.php/open_api → …/index.php. */
export function frontUrlOf(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  if (!trimmed.endsWith('/open_api'))
    throw new TypeError(`The Thelia base URL ${baseUrl} does not end in /open_api, the module's prefix`);
  return trimmed.slice(0, -'/open_api'.length);
}

export function createTheliaFront(options: TransportOptions) {
  const frontUrl = frontUrlOf(options.baseUrl);
  const settings = exchangeSettings(options);
  const get = (session: TheliaSession, path: string, call?: CallOptions) =>
    exchange(
      session,
      {
        url: `${frontUrl}${path}?${queryString({}, session)}`,
        method: 'GET',
        accept: 'text/html',
        what: path,
      },
      settings,
      call,
    );

  return {
    /** Places the session order with the session's cart (never retried here: a second call may place another). */
    payOrder: async (session: TheliaSession, call?: CallOptions): Promise<OrderPayment> => {
      const answer = await get(session, '/order/pay', call);
      return readOrderPayment(answer.status, answer.location, frontUrl);
    },
    /** Thelia's "order placed" page: it checks the order is the session customer's, then empties the cart. */
    showPlacedOrder: async (session: TheliaSession, theliaOrderId: number, call?: CallOptions) => {
      const path = `/order/placed/${theliaOrderId}`;
      const answer = await get(session, path, call);
      if (answer.status !== 200)
        throw new TheliaUnavailable(
          'unexpected-answer',
          `Thelia answered GET ${path} with HTTP ${answer.status}`,
          answer.status,
        );
    },
  };
}

export type TheliaFront = ReturnType<typeof createTheliaFront>;
