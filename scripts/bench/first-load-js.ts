import { gzipSync } from 'node:zlib';

/**
 * Sum of the gzip sizes of the scripts a page loads on first visit (what a shopper's phone downloads); the
 * `nomodule` polyfills are left out, as no current browser fetches them. A shopper's own page (the checkout) is
 * asked for with their session cookie.
 */
export async function firstLoadJs(
  pageUrl: string,
  host: string,
  cookie?: string,
): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl, { headers: { host, ...(cookie ? { cookie } : {}) } })).text();
  const tags = [...html.matchAll(/<script[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? []))];
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, gzipBytes };
}
