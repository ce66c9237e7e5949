import { getSitemapFile } from '@/lib/catalog/sitemaps';
import { decodeMarket } from '@/lib/i18n/market';
import { parseSitemapFileName } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ market: string; file: string }> },
) {
  const { market: segment, file: name } = await params;
  const market = decodeMarket(segment);
  const file = parseSitemapFileName(name);
  const xml = market && file ? await getSitemapFile(market, file) : null;
  if (!xml) return new Response('Not found', { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
