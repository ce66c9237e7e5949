import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GuideListing, guideListingMetadata } from '../../guide-listing-route';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ market: string; page: string }> };

/** The listing's page 2 and on; page 1 is /blog itself. */
async function pageOf(params: Props['params']): Promise<number> {
  const { page } = await params;
  if (!/^[1-9]\d{0,3}$/.test(page) || page === '1') notFound();
  return Number(page);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return guideListingMetadata(params, await pageOf(params));
}

export default async function GuidePageRoute({ params }: Props) {
  return <GuideListing params={params} page={await pageOf(params)} />;
}
