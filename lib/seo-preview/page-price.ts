import { Parser } from 'htmlparser2';

/**
 * What a product page shows a shopper as its price, read from its HTML as a crawler reads it: the first amount
 * inside the page's price box (`data-testid="product-price"`), which is the price the shopper pays now (a reduced
 * price when the page announces a reduction). The sale element it is for is the one the add-to-cart form adds,
 * whose article number the page shows.
 */
export interface ShownPagePrice {
  /** In the currency's smallest unit (cent, ban). */
  amountMinor: number;
  /** The amount as the page writes it: "€ 1.234,50". */
  text: string;
  /** The sale element the page's add-to-cart form adds; null on a page without the form. */
  saleElementId: number | null;
  /** Its article number as the page shows it, which the JSON-LD names `sku`; null when the page shows none. */
  sku: string | null;
}

/**
 * An amount as a locale writes it, in minor units: "€ 1.234,50", "1,234.50 lei", "1.234,50 €". The shop writes every
 * amount with two decimals, so the separator before the last two digits is the decimal one and any other groups.
 */
export function minorUnitsOf(text: string): number | null {
  const number = text.replace(/[^\d.,\u00a0\u202f' -]/g, '').trim();
  const match = /^(-?[\d.,\u00a0\u202f' ]*\d)[.,](\d{2})$/.exec(number.replace(/\s+$/, ''));
  if (!match) return null;
  const whole = match[1]!.replace(/[^\d-]/g, '');
  if (!/^-?\d+$/.test(whole)) return null;
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(match[2]));
}

/** The price a product page shows, or null for a page without one (price on request, not a product page). */
export function shownPagePrice(html: string): ShownPagePrice | null {
  let boxDepth = 0;
  let depth = 0;
  let text: string | null = null;
  let sku: string | null = null;
  let reading: 'price' | 'sku' | null = null;
  let saleElementId: number | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (attributes['data-testid'] === 'product-price' && boxDepth === 0) boxDepth = depth;
        if (boxDepth > 0 && text === null && attributes['data-testid'] === 'price') {
          reading = 'price';
          text = '';
        }
        if (sku === null && attributes['data-testid'] === 'article-number') {
          reading = 'sku';
          sku = '';
        }
        if (name === 'input' && attributes.name === 'saleElementId' && saleElementId === null) {
          const id = Number(attributes.value);
          if (Number.isSafeInteger(id) && id > 0) saleElementId = id;
        }
      },
      ontext(chunk) {
        if (reading === 'price') text += chunk;
        if (reading === 'sku') sku += chunk;
      },
      onclosetag() {
        reading = null;
        if (depth === boxDepth) boxDepth = -1;
        depth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  const shown = (text as string | null)?.replace(/\s+/g, ' ').trim() ?? '';
  const amountMinor = minorUnitsOf(shown);
  const shownSku = (sku as string | null)?.trim() || null;
  return amountMinor === null ? null : { amountMinor, text: shown, saleElementId, sku: shownSku };
}
