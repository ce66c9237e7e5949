import { decodeMarket, type Market } from '@/lib/i18n/market';

/** The GET of a route that answers one text document per market (robots.txt, the sitemap index). */
export function marketDocument(contentType: string, render: (market: Market) => Promise<string>) {
  return async function GET(_request: Request, { params }: { params: Promise<{ market: string }> }) {
    const market = decodeMarket((await params).market);
    if (!market) return new Response('Not found', { status: 404 });
    return new Response(await render(market), { headers: { 'Content-Type': contentType } });
  };
}
