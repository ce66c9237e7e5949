import { StringDecoder } from 'node:string_decoder';
import { Parser } from 'htmlparser2';
import { absoluteTarget, followRedirects } from './crawl';
import { requestBytes, type ByteRequest } from './fetch-bytes';

/** What a store's merchant feed says one sale element costs: the price Google shows, and where. */
export interface FeedOffer {
  /** `g:sale_price` while a reduction runs, else `g:price`: what the shopper pays now ("1234.50 EUR"). */
  price: string;
  link: string;
  availability: string;
}

/** The feed's offers by `g:id` (the sale element's reference, which the product page's JSON-LD calls `sku`). */
export type FeedOffers = Map<string, FeedOffer>;

const FIELDS = ['g:id', 'g:price', 'g:sale_price', 'g:link', 'g:availability'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Reads a merchant feed as it streams in, keeping only each item's id, price, link and availability: a feed of
 * 100,000 items is larger than it is sensible to hold, its prices are not. Shipping rates have their own
 * `g:price` inside `g:shipping`; only an item's own fields count.
 */
export function feedOfferReader(): { write(chunk: string): void; end(): FeedOffers } {
  const offers: FeedOffers = new Map();
  const path: string[] = [];
  let item: Partial<Record<Field, string>> | null = null;
  let field: Field | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        path.push(name);
        if (name === 'item') item = {};
        else if (item && path.at(-2) === 'item' && (FIELDS as readonly string[]).includes(name)) {
          field = name as Field;
          item[field] = '';
        }
      },
      ontext(text) {
        if (item && field) item[field] += text;
      },
      onclosetag(name) {
        path.pop();
        if (name === field) field = null;
        if (name !== 'item' || !item) return;
        const { 'g:id': id, 'g:price': price, 'g:sale_price': salePrice } = item;
        if (id?.trim() && price?.trim())
          offers.set(id.trim(), {
            price: (salePrice?.trim() || price).trim(),
            link: item['g:link']?.trim() ?? '',
            availability: item['g:availability']?.trim() ?? '',
          });
        item = null;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  return {
    write: (chunk) => parser.write(chunk),
    end: () => {
      parser.end();
      return offers;
    },
  };
}

/** Google fetches feeds of up to 4 GB; a store's feed beyond this is not what the preview should hold. */
const MAX_FEED_BYTES = 512 * 1024 * 1024;
/** A feed is generated when the catalogue changes; reading it again for every preview would cost more than it tells. */
const KEPT_MS = 5 * 60_000;
/** A feed of 100,000 items is some 150 MB of XML, parsed as it arrives: more than a page's 10 s. */
const FEED_DEADLINE_MS = 120_000;
const kept = new Map<string, { offers: FeedOffers; readAt: number }>();

/**
 * The offers of the merchant feed at `feedUrl` (one of the stores' own), read as Merchant Center reads it over
 * HTTP and kept for a few minutes; null when it cannot be read.
 */
export async function readFeedOffers(
  feedUrl: string,
  origins: readonly string[],
  request: ByteRequest = requestBytes,
  now = Date.now(),
): Promise<FeedOffers | null> {
  const known = kept.get(feedUrl);
  if (known && now - known.readAt < KEPT_MS) return known.offers;
  const target = absoluteTarget(feedUrl, origins);
  if (typeof target === 'string') return null;
  const reader = feedOfferReader();
  const text = new StringDecoder('utf8');
  const read = await followRedirects(target, origins, (url) =>
    request(url, {
      accept: 'application/xml,text/xml;q=0.9,*/*;q=0.1',
      maxBytes: MAX_FEED_BYTES,
      wantsBody: (status) => status === 200,
      onData: (chunk) => reader.write(text.write(chunk)),
      deadlineMs: FEED_DEADLINE_MS,
    }),
  );
  if (read.kind === 'refused' || read.answer.status !== 200) return null;
  reader.write(text.end());
  const offers = reader.end();
  for (const [url, feed] of kept) if (now - feed.readAt >= KEPT_MS) kept.delete(url);
  kept.set(feedUrl, { offers, readAt: now });
  return offers;
}
