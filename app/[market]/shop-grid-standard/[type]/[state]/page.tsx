import { listingRoute } from '../../../_listing/listing-route';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** docs/product.md §2 /shop-grid-standard/{type}: a badge's products (new, offer, …), or all of them. */
const route = listingRoute('type', (value) =>
  /^[a-z0-9-]{1,32}$/.test(value) ? { kind: 'badge', code: value } : null,
);

export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
