import { getSitemapIndex } from '@/lib/catalog/sitemaps';
import { decodeMarket } from '@/lib/i18n/market';

export const dynamic = 'force-static';
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** The host's sitemap index (proxy.ts routes /sitemap.xml of each host here). */
export async function GET(_request: Request, { params }: { params: Promise<{ market: string }> }) {
  const market = decodeMarket((await params).market);
  if (!market) return new Response('Not found', { status: 404 });
  return new Response(await getSitemapIndex(market), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
