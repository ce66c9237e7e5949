import type { Money } from '../pricing/money';
import type { SetPart } from '../shop/types';
import { localHref } from '../seo/public-urls';
import type { MarketContext } from './market-context';
import { isPriceOnRequest, shownPrices } from './shown-prices';

export interface SetPartView {
  title: string;
  /** The part's own page; null when it is not sold on its own. */
  href: string | null;
  ref: string;
  /** How many of the part one set holds. */
  quantity: number;
  /** The part's own price today, as its page shows it; null when it has none to show (on request, not sold alone). */
  unitPrice: Money | null;
}

/** What a set holds, and what it saves against buying its parts one by one at their prices today. */
export interface ProductSetView {
  parts: SetPartView[];
  /** What the parts cost one by one; null when one of them has no price of its own to show. */
  partsTotal: Money | null;
  /** Null unless the set costs at least one percent less than its parts (then nothing is claimed). */
  saving: { amount: Money; percent: number } | null;
}

/**
 * The saving of a set against its parts, both in minor units as shown; null unless it is at least one percent (a
 * set priced as its parts in euro may come out a ban cheaper in lei, each price converted and rounded alone). The
 * percent is rounded down, so the claim never exceeds what the shopper saves.
 */
export function setSaving(setPrice: number, partsTotal: number): { amount: number; percent: number } | null {
  if (partsTotal <= 0 || setPrice >= partsTotal) return null;
  const amount = partsTotal - setPrice;
  const percent = Math.floor((amount * 100) / partsTotal);
  return percent >= 1 ? { amount, percent } : null;
}

/**
 * The set view of the sale element shown, or null when it is not a set. Compared with the parts' own current prices
 * in the same shop and market (no former price of the set is claimed, so the 30-day rule of a reduction does not
 * apply), and only when every part has a price of its own to compare with.
 */
export function productSetView(
  context: MarketContext,
  setParts: SetPart[],
  saleElementId: number,
  setPrice: Money | null,
): ProductSetView | null {
  const held = setParts.filter((part) => part.setSaleElementId === saleElementId);
  if (held.length === 0) return null;
  const currency = context.store.currency.code;
  const parts = held.map(({ quantity, title, url, product, saleElement }): SetPartView => {
    const priced = product && !isPriceOnRequest(context, product.id);
    const amount = priced
      ? shownPrices(context, product, saleElement.prices, saleElement.measure).price.amount
      : null;
    return {
      title,
      href: url === null ? null : localHref(context.linkPrefix, url),
      ref: saleElement.ref,
      quantity,
      unitPrice: amount === null ? null : { amount, currency },
    };
  });
  const prices = parts.map((part) => (part.unitPrice ? part.unitPrice.amount * part.quantity : null));
  const partsTotal = prices.every((price) => price !== null)
    ? prices.reduce<number>((sum, price) => sum + price!, 0)
    : null;
  const saving = setPrice && partsTotal !== null ? setSaving(setPrice.amount, partsTotal) : null;
  return {
    parts,
    partsTotal: partsTotal === null ? null : { amount: partsTotal, currency },
    saving: saving ? { amount: { amount: saving.amount, currency }, percent: saving.percent } : null,
  };
}
