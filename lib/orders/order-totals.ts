import { divideHalfUp } from '../pricing/money';

/** An amount as paid and without its VAT, with the rate (basis points) that VAT was charged at. */
export interface TaxedAmount {
  gross: number;
  net: number;
  rate: number;
}

export interface OrderTotals {
  goods: { gross: number; net: number };
  discount: { gross: number; net: number };
  /** Per rate over goods after the discount and postage: base and tax; highest rate first, 0 % left out. */
  vat: Array<{ rate: number; net: number; vat: number }>;
  total: { gross: number; net: number };
}

/**
 * Splits a reduction of the goods over their VAT rates in proportion to what each rate's goods cost, the last
 * rate taking the rounding remainder, so the shares add up to the reduction exactly.
 */
function discountByRate(groups: Map<number, TaxedAmount>, discount: number, goods: number) {
  const shares = new Map<number, number>();
  let left = discount;
  const rates = [...groups.keys()].sort((a, b) => b - a);
  rates.forEach((rate, index) => {
    const share = index === rates.length - 1 ? left : divideHalfUp(discount * groups.get(rate)!.gross, goods);
    shares.set(rate, share);
    left -= share;
  });
  return shares;
}

/**
 * The totals of an order (docs/architecture.md "Money on the server"): the goods, a coupon's reduction of them, the
 * postage, the VAT each rate comes to after the reduction, and what is paid in all.
 */
export function orderTotals(lines: TaxedAmount[], postage: TaxedAmount, discountGross: number): OrderTotals {
  const groups = new Map<number, TaxedAmount>();
  for (const line of lines) {
    const group = groups.get(line.rate) ?? { gross: 0, net: 0, rate: line.rate };
    groups.set(line.rate, { ...group, gross: group.gross + line.gross, net: group.net + line.net });
  }
  const goodsGross = lines.reduce((sum, line) => sum + line.gross, 0);
  const goodsNet = lines.reduce((sum, line) => sum + line.net, 0);
  const discount = Math.min(discountGross, goodsGross);
  const shares = discount > 0 ? discountByRate(groups, discount, goodsGross) : new Map<number, number>();
  let discountNet = 0;
  const byRate = new Map<number, { net: number; vat: number }>();
  const add = (rate: number, gross: number, net: number) => {
    const entry = byRate.get(rate) ?? { net: 0, vat: 0 };
    byRate.set(rate, { net: entry.net + net, vat: entry.vat + gross - net });
  };
  for (const [rate, group] of groups) {
    const share = shares.get(rate) ?? 0;
    const shareNet = divideHalfUp(share * 10_000, 10_000 + rate);
    discountNet += shareNet;
    add(rate, group.gross - share, group.net - shareNet);
  }
  if (postage.gross > 0) add(postage.rate, postage.gross, postage.net);
  return {
    goods: { gross: goodsGross, net: goodsNet },
    discount: { gross: discount, net: discountNet },
    vat: [...byRate]
      .filter(([rate]) => rate > 0)
      .sort(([a], [b]) => b - a)
      .map(([rate, entry]) => ({ rate, ...entry })),
    total: {
      gross: goodsGross - discount + postage.gross,
      net: goodsNet - discountNet + postage.net,
    },
  };
}
