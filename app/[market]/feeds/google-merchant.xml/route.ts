import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { merchantFeedFile } from '@/lib/feeds/feed-file';
import { decodeMarket } from '@/lib/i18n/market';

// The feed is a file on disk, generated when the catalogue changed: Next must neither prerender nor keep it.
export const dynamic = 'force-dynamic';

/**
 * A store's product feed for Google Merchant Center in the page's language (proxy.ts routes
 * /feeds/google-merchant.xml and /en/feeds/google-merchant.xml of each host here). `X-Feed-Cache` tells
 * operators whether this request generated it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ market: string }> }) {
  const market = decodeMarket((await params).market);
  if (!market) return new Response('Not found', { status: 404 });
  const { path, cached } = await merchantFeedFile(market.store, market.language);
  // Opened before answering: a newer generation may remove the file, never what an open handle reads.
  const file = await open(path);
  const body = Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'X-Feed-Cache': cached ? 'hit' : 'miss',
    },
  });
}
