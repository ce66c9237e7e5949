/**
 * A store's rating at ShopVote (docs/product.md §3 "Review widget data") in the shop's words: what the badge shows. Shared by
 * the server, which maps the provider's answer to it, and the browser, which keeps a copy for the session.
 */
export interface ShopRating {
  /** The average, 1 to 5. */
  ratingValue: number;
  ratingCount: number;
  /** The seal's colour as #rgb or #rrggbb; null when the provider sent none we can paint. */
  sealColour: string | null;
  /** The shop's review page at ShopVote (https only); null when the provider sent none. */
  reviewPageUrl: string | null;
  /** The averages of the single criteria (delivery, service …) in the store's language. */
  criteria: Array<{ name: string; value: number }>;
}
