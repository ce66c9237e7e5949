import type { Money } from './money';

const formats = new Map<string, Intl.NumberFormat>();

/** Money the way the locale writes it: "€ 1.234,50" (de-AT), "1.234,50 €" (de-DE), "1.234,50 lei" (ro-RO). */
export function formatMoney(money: Money, locale: string): string {
  const key = `${locale}|${money.currency}`;
  let format = formats.get(key);
  if (!format) {
    // narrowSymbol writes the leu as "lei", as Romanian shops do, instead of the ISO code RON.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      currencyDisplay: 'narrowSymbol',
    });
    formats.set(key, format);
  }
  return format.format(money.amount / 100);
}
