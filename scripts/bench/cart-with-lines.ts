import { exchange, sessionCookieOf } from './http-exchange';

/**
 * A shopper's session with a cart of `lines` lines, made over HTTP the way the product page's enhanced form does
 * (JSON to /api/cart from the shop's own origin), so Lighthouse can open /cart as that shopper. Products whose
 * sale element cannot be added (price on request, out of stock) are passed over. Returns the Cookie header.
 */
export async function cartWithLines(
  serverUrl: string,
  host: string,
  productPaths: string[],
  lines = 3,
): Promise<string> {
  let cookie: string | null = null;
  let added = 0;
  for (const path of productPaths) {
    if (added === lines) break;
    const page = await exchange(new URL(path, serverUrl), { host });
    const saleElementId = /name="saleElementId" value="(\d+)"/.exec(page.text)?.[1];
    if (!saleElementId) continue;
    const answer = await exchange(
      new URL('/api/cart', serverUrl),
      { host, origin: `http://${host}`, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      JSON.stringify({ action: 'add', saleElementId: Number(saleElementId), quantity: 1 }),
    );
    cookie = sessionCookieOf(answer) ?? cookie;
    if (answer.status === 200) added += 1;
  }
  if (!cookie || added < lines) throw new Error(`could not put ${lines} products into a cart`);
  return cookie;
}
