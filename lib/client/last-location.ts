/** docs/product.md §4: the browser's own record of the last page visited, where a login returns to. */
export const LAST_LOCATION_KEY = 'lastLocation';
