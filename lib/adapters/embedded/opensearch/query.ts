import type { LanguageCode } from '../../../shop/types';
import { codeOf, searchWords } from '../../../shop/search-text';

/** docs/product.md §7: hits scoring lower are not results (nor counted by the category aggregation). */
export const MIN_SCORE = 10;
/** The engine counts exactly up to here; the overlay shows "10,000+" from here on (docs/product.md §9). */
export const TOTAL_HITS_CAP = 10_000;

/**
 * docs/product.md §7's product query: the words weighted over title, keywords, reference, categories and brand, tolerant of
 * one typo from four letters on, prefixes of the title while typing, an exact reference or EAN first; only
 * visible products; the score lifted by rating and sales. The shopper's text reaches the engine only as the
 * words of searchWords (letters and digits) inside match queries, never as query-string syntax, so the docs/product.md §5
 * escaping is not needed. Null when the text holds nothing to search for.
 */
export function productQuery(text: string, language: LanguageCode) {
  const words = searchWords(text, language).join(' ');
  const code = codeOf(text);
  if (!words && !code) return null;
  const textClauses = words
    ? [
        {
          multi_match: {
            query: words,
            type: 'best_fields',
            fields: ['title^5', 'keywords^3', 'categories^2', 'brand^2'],
            operator: 'and',
            fuzziness: 'AUTO:4,50',
            prefix_length: 1,
          },
        },
        // While typing: "wasc" is an edge n-gram of "Waschtischmischer" (indices.ts).
        { match: { 'title.prefix': { query: words, operator: 'and', boost: 4 } } },
      ]
    : [];
  const codeClauses = code
    ? [{ term: { ref: { value: code, boost: 40 } } }, { term: { codes: { value: code, boost: 30 } } }]
    : [];
  return {
    function_score: {
      query: {
        bool: {
          filter: [{ term: { visible: true } }],
          should: [...textClauses, ...codeClauses],
          minimum_should_match: 1,
        },
      },
      functions: [
        { weight: 1 },
        { field_value_factor: { field: 'sales', modifier: 'log1p', factor: 0.1, missing: 0 } },
        { field_value_factor: { field: 'rating', modifier: 'none', factor: 0.05, missing: 0 } },
      ],
      score_mode: 'sum',
      boost_mode: 'multiply',
    },
  };
}

type ProductQuery = NonNullable<ReturnType<typeof productQuery>>;

const byRelevance = ['_score', { sales: 'desc' }, { product_id: 'asc' }];

/**
 * One chunk of the overlay: the page (narrowed by `post_filter`, which leaves the aggregation alone), the total
 * up to the cap, and with `topCategoryIds` the matches per top-level category.
 */
export function quickSearchBody(
  query: ProductQuery,
  chunk: { offset: number; limit: number; categoryId?: number; topCategoryIds?: number[] },
) {
  // An index serves at most its result window (10,000 by default) of from + size.
  const from = Math.min(chunk.offset, TOTAL_HITS_CAP);
  return {
    from,
    size: Math.min(chunk.limit, TOTAL_HITS_CAP - from),
    _source: false,
    track_total_hits: TOTAL_HITS_CAP,
    min_score: MIN_SCORE,
    query,
    sort: byRelevance,
    ...(chunk.categoryId === undefined ? {} : { post_filter: { term: { category_ids: chunk.categoryId } } }),
    ...(chunk.topCategoryIds
      ? {
          aggs: {
            categories: {
              terms: {
                field: 'category_ids',
                include: chunk.topCategoryIds,
                size: Math.max(1, chunk.topCategoryIds.length),
              },
            },
          },
        }
      : {}),
  };
}

/** Every match's id by relevance, up to the cap: the search page filters, counts and pages them itself. */
export function rankingBody(query: ProductQuery) {
  return {
    size: TOTAL_HITS_CAP,
    _source: false,
    track_total_hits: false,
    min_score: MIN_SCORE,
    query,
    sort: byRelevance,
  };
}

/** Content pages by title and teaser; docs/product.md §7 asks for up to 5 links. */
export function contentQueryBody(text: string, language: LanguageCode, size: number) {
  const words = searchWords(text, language).join(' ');
  if (!words) return null;
  return {
    size,
    _source: ['content_id', 'title', 'url', 'folder_id', 'folder_title'],
    query: {
      bool: {
        filter: [{ term: { visible: true } }],
        must: [
          {
            multi_match: {
              query: words,
              type: 'bool_prefix',
              fields: ['title^3', 'chapo'],
              operator: 'and',
              fuzziness: 'AUTO:4,50',
              prefix_length: 1,
            },
          },
        ],
      },
    },
    sort: ['_score', { position: 'asc' }, { content_id: 'asc' }],
  };
}
