import { readConsent } from '../consent';

/** docs/product.md §7's addToCart event, as the page's add-to-cart form describes its product. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  price: number;
}

/**
 * Pushes addToCart to the data layer, and only after the shopper accepted analytics (docs/product.md §4 consent): without
 * consent nothing about the purchase leaves the page.
 */
export function reportAddToCart(item: AnalyticsItem, quantity: number): boolean {
  if (readConsent(document.cookie) !== 'granted') return false;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ event: 'addToCart', ecommerce: { items: [{ ...item, quantity }] } });
  return true;
}
