import { readFeedOffers } from './feed-prices';
import { listenAsStore } from './fetch-bytes.testing';

/** A feed whose Romanian title straddles the server's write boundaries, byte by byte. */
const item = (id: string, price: string) =>
  `<item><g:id>${id}</g:id><g:title>Baterie lavoar ȘȚĂÎÂ</g:title><g:link>https://ro.example/${id}</g:link><g:price>${price}</g:price><g:availability>in_stock</g:availability></item>`;
const feed = `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel>${item('SE-1', '499.00 RON')}${item('ȘE-2', '12.50 RON')}</channel></rss>`;

describe('readFeedOffers', () => {
  let store: Awaited<ReturnType<typeof listenAsStore>>;
  const origin = () => `http://ro.localhost:${store.port}`;

  beforeAll(async () => {
    store = await listenAsStore((port) => ({
      [`ro.localhost:${port}/feeds/google-merchant.xml`]: (response) => {
        response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        const bytes = Buffer.from(feed);
        // One byte per write: every multi-byte letter arrives split.
        const send = (at: number) => {
          if (at >= bytes.length) return response.end();
          response.write(bytes.subarray(at, at + 1), () => send(at + 1));
        };
        send(0);
      },
      [`ro.localhost:${port}/en/feeds/google-merchant.xml`]: (response) => {
        response.writeHead(301, { location: '/feeds/google-merchant.xml' });
        response.end();
      },
    }));
  });
  afterAll(() => store.close());

  it('reads the store’s feed over HTTP, letters split across packets intact, and keeps it a few minutes', async () => {
    const url = `${origin()}/feeds/google-merchant.xml`;
    const offers = await readFeedOffers(url, [origin()], undefined, 1_000);
    expect(Object.fromEntries(offers!)).toEqual({
      'SE-1': { price: '499.00 RON', link: 'https://ro.example/SE-1', availability: 'in_stock' },
      'ȘE-2': { price: '12.50 RON', link: 'https://ro.example/ȘE-2', availability: 'in_stock' },
    });
    const asked = store.requests.length;
    expect(await readFeedOffers(url, [origin()], undefined, 1_000 + 60_000)).toBe(offers);
    expect(store.requests.length).toBe(asked);
    await readFeedOffers(url, [origin()], undefined, 1_000 + 6 * 60_000);
    expect(store.requests.length).toBe(asked + 1);
  });

  it('follows the store’s redirect, and reads nothing off the stores or from a missing feed', async () => {
    const moved = await readFeedOffers(`${origin()}/en/feeds/google-merchant.xml`, [origin()]);
    expect(moved?.size).toBe(2);
    const asked = store.requests.length;
    expect(await readFeedOffers('https://elsewhere.example/feed.xml', [origin()])).toBeNull();
    expect(store.requests.length).toBe(asked);
    expect(await readFeedOffers(`${origin()}/de/feeds/google-merchant.xml`, [origin()])).toBeNull();
  });
});
