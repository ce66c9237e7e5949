import autocannon from 'autocannon';
import { exchange } from './http-exchange';
import { SEARCH_WORDS } from './search-texts';
import { newLoadRecord, type CheckoutAttempt, type LoadRecord, type RouteFigures } from './load-record';
import { Shopper } from './shopper';
import { addToCartForm } from './without-javascript';
import { STEPS_PER_SHOPPER, type Route, type ShopperPages } from './shopper-steps';
import { everyNth, sitemapUrls } from './sitemap-urls';

export interface MixedLoadOptions {
  /** Where the requests go: nginx in front of the instances, or one shop. */
  url: string;
  /** The store's public host, as its sitemaps name it: the Host header, and `http://<host>` as forms' Origin. */
  host: string;
  seconds: number;
  /**
   * Shoppers at once, one per connection (12: enough to keep three instances busy, few enough that one instance
   * answers well within autocannon's 10 s). Each shopper claims an X-Forwarded-For address of its own for its
   * 100 requests (4 cart changes, 1 or 2 checkout submits, 1 new session), far under the shop's limits per
   * address at any rate: nginx with `forwardedFor` (lib/testing/nginx.ts), or a shop trusting 127.0.0.1 in
   * TRUSTED_PROXIES, passes it on as the client's address.
   */
  connections?: number;
  /** The pages to walk; read from the shop's sitemaps first when not given (which takes a few seconds). */
  pages?: ShopperPages;
}

export interface MixedLoad {
  connections: number;
  requestsPerSecond: number;
  routes: Record<Route, RouteFigures>;
  /** Every checkout submit, in the order sent: its key finds its order in the database. */
  checkouts: CheckoutAttempt[];
  answeredBy: Record<string, number>;
  retried: LoadRecord['retried'];
  receivedTwice: LoadRecord['receivedTwice'];
}

/** What autocannon keeps per connection; none of it is in its types. */
interface ClientInternals {
  _connect(): void;
  parser: { initialize(type: 'RESPONSE'): void };
  pipelinedRequests: { peek(): { headers: { statusCode?: number } } | undefined; clear(): void };
}

/**
 * Makes an autocannon client start each new connection afresh. autocannon keeps its HTTP parser and its queue of
 * requests under way across reconnects: an answer cut off mid-way (its instance killed while nginx passed the
 * page on) would be completed, truncated, by the next connection's bytes, and the request after it lost until
 * the 10 s timeout. Instead `lost` hears of the request under way when its connection went, with whether its
 * answer had begun (a request lost to a timeout the shopper counts itself, when it sends the next).
 */
export function freshConnections(client: autocannon.Client, lost: (begun: boolean) => void): void {
  const internals = client as unknown as ClientInternals;
  const connect = internals._connect.bind(client);
  internals._connect = () => {
    const pending = internals.pipelinedRequests.peek();
    if (pending) lost(pending.headers.statusCode !== undefined);
    internals.pipelinedRequests.clear();
    internals.parser.initialize('RESPONSE');
    connect();
  };
}

const SAMPLED_PRODUCTS = 600;
const PROBED_PRODUCTS = 150;
const ENOUGH_UNLIMITED = 12;

/**
 * The shop's pages from its sitemaps: listings (categories and brands), a spread of 600 products, and products
 * to add, found by asking for product pages until 12 never run out (or none is left to ask).
 */
export async function shopperPages(url: string, host: string): Promise<ShopperPages> {
  const urls = await sitemapUrls(url, host);
  const allProducts = urls.filter((entry) => entry.kind === 'product').map((entry) => entry.path);
  const products = everyNth(allProducts, Math.ceil(allProducts.length / SAMPLED_PRODUCTS));
  const unlimited: string[] = [];
  const stocked: string[] = [];
  const probed = everyNth(allProducts, Math.ceil(allProducts.length / PROBED_PRODUCTS));
  for (let start = 0; start < probed.length && unlimited.length < ENOUGH_UNLIMITED; start += 4) {
    await Promise.all(
      probed.slice(start, start + 4).map(async (path) => {
        const offer = addToCartForm((await exchange(new URL(path, url), { host })).text);
        if (offer) (offer.unlimited ? unlimited : stocked).push(path);
      }),
    );
  }
  const addable = unlimited.length >= 4 ? unlimited : [...unlimited, ...stocked];
  if (addable.length === 0) throw new Error(`none of ${probed.length} product pages offers add to cart`);
  return {
    categories: urls
      .filter((entry) => entry.kind === 'page' && /^\/(?:en\/)?[^/]+\.html$/.test(entry.path))
      .map((entry) => entry.path)
      .filter((path) => !/\/agb\.html$/.test(path)),
    products,
    addable,
    searches: SEARCH_WORDS.map((word) => `/search/${encodeURIComponent(word)}`),
  };
}

/**
 * Issue 40's mixed load: shoppers browsing (80 %), searching (10 %), adding to the cart and looking at it (8 %)
 * and checking out as guests with prepayment (2 %), each with its own cookies, all through plain forms as without
 * JavaScript. A submit answered 502 (its instance died) is sent once more with the same checkout key, as a
 * shopper would. 3xx counts as success: plain forms answer 303.
 */
export async function mixedLoad(options: MixedLoadOptions): Promise<MixedLoad> {
  const { url, host, seconds, connections = 12 } = options;
  const pages = options.pages ?? (await shopperPages(url, host));
  const record = newLoadRecord();
  let shoppers = 0;
  let clients = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    setupClient(client) {
      const shopper = new Shopper(pages, host, record, () => ++shoppers);
      freshConnections(client, (begun) => shopper.lost(begun));
      // Each connection's first shopper joins at another step, so even a short load has the whole mix at once.
      const first = Math.floor((clients++ * STEPS_PER_SHOPPER) / connections);
      client.setRequests(
        Array.from({ length: STEPS_PER_SHOPPER }, (_unused, n) => (first + n) % STEPS_PER_SHOPPER).map(
          (index) => ({
            setupRequest: (request) => ({ ...request, ...shopper.request(index, performance.now()) }),
            onResponse: (status, body, _context, headers) =>
              shopper.answered(index, status, body, headers ?? {}, performance.now()),
          }),
        ),
      );
    },
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    routes: record.tally.figures(),
    checkouts: record.checkouts,
    answeredBy: Object.fromEntries(record.answeredBy),
    retried: record.retried,
    receivedTwice: record.receivedTwice,
  };
}
