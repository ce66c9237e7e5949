import { positiveId } from '@/lib/seo/params';
import { listingRoute } from '../../../_listing/listing-route';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

const route = listingRoute('id', (value) => {
  const id = positiveId(value);
  return id === null ? null : { kind: 'landing', contentId: id };
});

export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
