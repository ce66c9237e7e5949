import { listingRoute } from '../../../_listing/listing-route';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/**
 * SPEC §2 /search/{value}: the products a search text finds, with the listings' filters and orders, never
 * indexed. proxy.ts put the text into the path base64url-encoded (lib/seo/internal-path.ts), so every text and
 * state is its own cached page.
 */
const route = listingRoute('text', (value) => {
  const text = Buffer.from(value, 'base64url').toString('utf8').trim();
  return text ? { kind: 'search', text } : null;
});

export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
