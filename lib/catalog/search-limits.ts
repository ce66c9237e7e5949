// Plain numbers, without the schema: the header's search box loads these with every page, zod only once used.

/** docs/product.md §9: the overlay searches from 4 characters and loads results in chunks of 6. */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_CHUNK = 6;
/** docs/product.md §7: content search returns up to 5 links. */
export const SEARCH_CONTENT_LINKS = 5;

/** docs/product.md §9: the overlay searches 300 ms after the last keystroke and loads more 1500 px before the end. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_SCROLL_THRESHOLD_PX = 1500;
/** docs/product.md §9: counts from here on read "10,000+", as a search engine's totals stop being exact there. */
export const SEARCH_COUNT_CAP = 10_000;

/** The overlay's performance measure from its debounced request to the results on screen (npm run bench). */
export const SEARCH_RESULTS_MEASURE = 'search:keystroke-to-results';
