/** docs/product.md §9: the cart icon's count reads "Nk" from 1000 and is set smaller above 99. */
export function cartCountLabel(count: number): { text: string; small: boolean } {
  return { text: count < 1000 ? String(count) : `${Math.floor(count / 1000)}k`, small: count > 99 };
}
