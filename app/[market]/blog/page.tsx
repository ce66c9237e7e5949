import type { Metadata } from 'next';
import { GuideListing, guideListingMetadata } from './guide-listing-route';

export const revalidate = 3600;

type Props = { params: Promise<{ market: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return guideListingMetadata(params, 1);
}

export default function GuideRoute({ params }: Props) {
  return <GuideListing params={params} page={1} />;
}
