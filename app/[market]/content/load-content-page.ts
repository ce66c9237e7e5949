import { notFound } from 'next/navigation';
import { getContentPage } from '@/lib/catalog/content-page';
import { decodeMarket } from '@/lib/i18n/market';
import { positiveId } from '@/lib/seo/params';

/** The market and content page a content route's params name; a 404 when either does not exist. */
export async function loadContentPage(params: Promise<{ market: string; id: string }>) {
  const { market: segment, id } = await params;
  const market = decodeMarket(segment);
  const contentId = positiveId(id);
  if (!market || contentId === null) notFound();
  const page = await getContentPage(market, contentId);
  if (!page) notFound();
  return { market, page };
}
