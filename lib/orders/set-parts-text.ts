import type { OrderSetPart } from '../shop/order-types';

/**
 * A set's parts on one line, as an invoice, its e-invoice and the order mail print them under the set:
 * "1 × Wand-WC Klar K313 (TOI-000015-1), 1 × …". Null for a line that is not a set.
 */
export function setPartsText(parts: OrderSetPart[]): string | null {
  if (parts.length === 0) return null;
  return parts.map((part) => `${part.quantity} × ${part.title} (${part.ref})`).join(', ');
}
