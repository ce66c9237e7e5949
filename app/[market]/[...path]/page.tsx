import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { getContentPage, resolveContentPath } from '@/lib/catalog/content-page';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ market: string; path: string[] }> };

/** The decoded path without its leading slash; a malformed percent-encoding is no page. */
function pathOf(segments: string[]): string | null {
  try {
    return segments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    return null;
  }
}

async function load(params: Props['params']) {
  const { market: segment, path: segments } = await params;
  const market = decodeMarket(segment);
  const path = pathOf(segments);
  if (!market || path === null) notFound();
  const target = await resolveContentPath(market, path);
  if (target.kind === 'redirect') (target.permanent ? permanentRedirect : redirect)(target.location);
  if (target.kind !== 'content') notFound();
  const page = await getContentPage(market, target.id);
  if (!page) notFound();
  return { market, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params);
  return { title: page.metaTitle, description: page.metaDescription };
}

export default async function ContentRoute({ params }: Props) {
  const { market, page } = await load(params);
  setRequestLocale(formatLocaleOf(market));
  return (
    <main id="main" className="content-page">
      <ContentArticle page={page} />
    </main>
  );
}
