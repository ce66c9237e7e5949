import { withoutControlCharacters } from '@/lib/validation/plain-text';
import { listingRoute } from '../../../_listing/listing-route';

// Rendered per request: caching every text a visitor or a bot makes up would fill the disk with pages that
// are hardly ever asked for again (the catalogue reads around the results stay cached).
export const dynamic = 'force-dynamic';

/**
 * docs/product.md §2 /search/{value}: the products a search text finds, with the listings' filters and orders, never
 * indexed. proxy.ts put the text into the path base64url-encoded (lib/seo/internal-path.ts).
 */
const route = listingRoute('text', (value) => {
  const text = withoutControlCharacters(Buffer.from(value, 'base64url').toString('utf8')).trim();
  return text ? { kind: 'search', text } : null;
});

export const generateMetadata = route.generateMetadata;
export default route.ListingPage;
