import { createServer, type Server } from 'node:http';
import type { ShopRating } from '../shop-rating/types';
import { listenOnLoopback } from './loopback';

/** The shop id whose provider is down: ShopVote's server answers 503 with an HTML error page. */
export const FAILING_SHOP_ID = '40404';

/**
 * ShopVote's review-widget answers by shop id, with the fields of docs/product.md §3 "Review widget data" (the Austrian demo
 * shop's id is the seed's 18231).
 */
export const shopvoteAnswers: Record<string, unknown> = {
  '18231': {
    shopid: 18231,
    ratingvalue: '4.81',
    ratingcount: '1287',
    sealcolor: '#1c6e3d',
    reviewpage: 'https://www.shopvote.de/bewertung_sanitaerwelt_at_18231.html',
    criterianames: ['Lieferzeit', 'Kundenservice', 'Preis-Leistung', 'Verpackung'],
    criteriavalues: ['4.86', '4.79', '4.72', '4.90'],
  },
};

/** What the shop makes of the Austrian shop's recorded answer, in its own words. */
export const austrianRating: ShopRating = {
  ratingValue: 4.81,
  ratingCount: 1287,
  sealColour: '#1c6e3d',
  reviewPageUrl: 'https://www.shopvote.de/bewertung_sanitaerwelt_at_18231.html',
  criteria: [
    { name: 'Lieferzeit', value: 4.86 },
    { name: 'Kundenservice', value: 4.79 },
    { name: 'Preis-Leistung', value: 4.72 },
    { name: 'Verpackung', value: 4.9 },
  ],
};

export interface FakeShopvote {
  url: string;
  /** The queries asked, in order (shopid, type, src, lang). */
  asked: Array<Record<string, string>>;
  close(): Promise<void>;
}

/** A local stand-in for ShopVote's widget data on a free port (or `port`): the shop's own client asks it. */
export async function startFakeShopvote(port = 0): Promise<FakeShopvote> {
  const asked: FakeShopvote['asked'] = [];
  const server: Server = createServer((request, response) => {
    const query = Object.fromEntries(new URL(request.url ?? '/', 'http://fake').searchParams);
    asked.push(query);
    if (query.shopid === FAILING_SHOP_ID) {
      response.writeHead(503, { 'Content-Type': 'text/html' });
      response.end('<html><body>Service Unavailable</body></html>');
      return;
    }
    const known = request.method === 'GET' && query.shopid ? shopvoteAnswers[query.shopid] : undefined;
    response.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(known ?? { error: 'unknown shop' }));
  });
  const { origin, close } = await listenOnLoopback(server, port);
  return { url: `${origin}/api/v1/shop-rating`, asked, close };
}
