/** docs/product.md §4: the tab's own record (sessionStorage) of the last page visited, where a login returns to. */
export const LAST_LOCATION_KEY = 'lastLocation';
