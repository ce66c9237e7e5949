import { request } from 'node:http';

/** One GET of a feed with the Host header, its body counted and dropped: seconds, bytes and the cache header. */
function timedGet(url: URL, host: string): Promise<{ seconds: number; megabytes: number; cache: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { host } }, (incoming) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
      incoming.on('end', () => {
        if (incoming.statusCode !== 200) reject(new Error(`${url.href} answered ${incoming.statusCode}`));
        resolve({
          seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
          megabytes: Number((bytes / 1_000_000).toFixed(1)),
          cache: String(incoming.headers['x-feed-cache']),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The Austrian store's feed through the server: the first request generates it, the next ones read its file. */
export async function feedOverHttp(serverUrl: string, host: string) {
  const url = new URL('/feeds/google-merchant.xml', serverUrl);
  const first = await timedGet(url, host);
  const cached = [await timedGet(url, host), await timedGet(url, host)];
  return { first, cached };
}
