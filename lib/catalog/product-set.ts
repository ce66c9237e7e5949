import type { Money } from '../pricing/money';
import type { ProductDetail } from '../shop/types';
import { localHref } from '../seo/public-urls';
import type { MarketContext } from './market-context';
import { shownPrices } from './shown-prices';

export interface SetPartView {
  title: string;
  href: string;
  ref: string;
  /** How many of the part one set holds. */
  quantity: number;
  /** The part's own price today, as its page shows it (gross, or net where VAT is excluded). */
  unitPrice: Money;
}

/** What a set holds, and what it saves against buying its parts one by one at their prices today. */
export interface ProductSetView {
  parts: SetPartView[];
  partsTotal: Money;
  /** Null when the set costs no less than its parts (then nothing is claimed). */
  saving: { amount: Money; percent: number } | null;
}

/**
 * The saving of a set against its parts, both in minor units as shown; null unless the set is cheaper. The percent
 * is rounded down, so the claim never exceeds what the shopper saves.
 */
export function setSaving(setPrice: number, partsTotal: number): { amount: number; percent: number } | null {
  if (partsTotal <= 0 || setPrice >= partsTotal) return null;
  const amount = partsTotal - setPrice;
  return { amount, percent: Math.floor((amount * 100) / partsTotal) };
}

/**
 * The set view of a product's page, or null when it is not a set. Compared with the parts' own current prices in
 * the same shop and market (no former price of the set is claimed, so the 30-day rule of a reduction does not apply).
 */
export function productSetView(
  context: MarketContext,
  product: Pick<ProductDetail, 'setParts'>,
  setPrice: Money | null,
): ProductSetView | null {
  if (product.setParts.length === 0) return null;
  const currency = context.store.currency.code;
  const parts = product.setParts.map(({ quantity, product: part, saleElement }): SetPartView => {
    const { amount } = shownPrices(context, part, saleElement.prices, saleElement.measure).price;
    return {
      title: part.title,
      href: localHref(context.linkPrefix, part.url),
      ref: saleElement.ref,
      quantity,
      unitPrice: { amount, currency },
    };
  });
  const partsTotal = parts.reduce((sum, part) => sum + part.unitPrice.amount * part.quantity, 0);
  const saving = setPrice && setSaving(setPrice.amount, partsTotal);
  return {
    parts,
    partsTotal: { amount: partsTotal, currency },
    saving: saving ? { amount: { amount: saving.amount, currency }, percent: saving.percent } : null,
  };
}
