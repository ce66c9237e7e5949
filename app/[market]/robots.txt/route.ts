import { getRobotsTxt } from '@/lib/catalog/sitemaps';
import { decodeMarket } from '@/lib/i18n/market';

export const dynamic = 'force-static';
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** robots.txt per host, naming that host's sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ market: string }> }) {
  const market = decodeMarket((await params).market);
  if (!market) return new Response('Not found', { status: 404 });
  return new Response(await getRobotsTxt(market), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
