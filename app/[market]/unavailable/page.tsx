// proxy.ts sends a request here when the backend could not resolve its path: the error boundary shows the
// maintenance-style server-error screen (docs/product.md §2) with a 500 status, and nothing of it is cached.
export const dynamic = 'force-dynamic';

export default function Unavailable(): never {
  throw new Error('The shop backend did not answer while resolving the requested path');
}
