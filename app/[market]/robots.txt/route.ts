import { getRobotsTxt } from '@/lib/catalog/sitemaps';
import { marketDocument } from '../_shared/market-document';

export const dynamic = 'force-static';
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** robots.txt per host, naming that host's sitemap. */
export const GET = marketDocument('text/plain; charset=utf-8', getRobotsTxt);
