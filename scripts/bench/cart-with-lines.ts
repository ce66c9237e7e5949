import { request } from 'node:http';

/** One HTTP exchange with the Host header as given (fetch would put the server's address in its place). */
function exchange(
  url: URL,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; setCookie: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: body ? 'POST' : 'GET', headers }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, setCookie: incoming.headers['set-cookie'] ?? [], text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

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
    const session = answer.setCookie.map((line) => /^((?:__Host-)?sid=[^;]+)/.exec(line)?.[1]).find(Boolean);
    if (session) cookie = session;
    if (answer.status === 200) added += 1;
  }
  if (!cookie || added < lines) throw new Error(`could not put ${lines} products into a cart`);
  return cookie;
}
