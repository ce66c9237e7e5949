import { SEARCH } from './resolve-path';

/** docs/product.md §2 /search/{value}: the result page of a text, under the page's language prefix. */
export function searchPagePath(linkPrefix: string, text: string): string {
  return `${linkPrefix}/${SEARCH}/${encodeURIComponent(text.trim())}`;
}

/**
 * Where the header's search form leads without JavaScript: it can only ask `/search?q=…`, which redirects to
 * the result page of the text, or home when nothing was typed. Null for every other path.
 */
export function searchFormLocation(path: string, query: URLSearchParams, linkPrefix: string): string | null {
  if (path !== SEARCH) return null;
  const text = query.get('q')?.trim();
  return text ? searchPagePath(linkPrefix, text) : `${linkPrefix}/`;
}
