import { getSitemapIndex } from '@/lib/catalog/sitemaps';
import { marketDocument } from '../_shared/market-document';

export const dynamic = 'force-static';
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** The host's sitemap index (proxy.ts routes /sitemap.xml of each host here). */
export const GET = marketDocument('application/xml; charset=utf-8', getSitemapIndex);
