import type { SaleElement } from '../shop/types';

export interface VariantOption<S> {
  id: number;
  title: string;
  /** The sale element this option leads to. */
  saleElement: S;
  selected: boolean;
}

export interface VariantPickers<S> {
  colours: Array<VariantOption<S> & { swatch: string | null }>;
  /** Sizes within the selected colour (docs/product.md §4: a size's stock is its stock within the colour). */
  sizes: Array<VariantOption<S>>;
}

type Variant = Pick<SaleElement, 'id' | 'colour' | 'size'>;

/**
 * The colour and size choices of a product around its selected sale element. Choosing a colour keeps the size
 * when that colour comes in it, else takes the colour's first size; the sizes offered are those of the selected
 * colour. Each option names the sale element it selects, so the page can link to that variant's address.
 */
export function variantPickers<S extends Variant>(
  saleElements: readonly S[],
  selected: S,
): VariantPickers<S> {
  const colours = new Map<number, S>();
  for (const element of saleElements) {
    if (!element.colour || colours.has(element.colour.id)) continue;
    const sameSize = saleElements.find(
      (candidate) => candidate.colour?.id === element.colour?.id && candidate.size?.id === selected.size?.id,
    );
    colours.set(element.colour.id, sameSize ?? element);
  }
  const sizes = new Map<number, S>();
  for (const element of saleElements) {
    if (!element.size || sizes.has(element.size.id)) continue;
    if (element.colour?.id !== selected.colour?.id) continue;
    sizes.set(element.size.id, element);
  }
  return {
    colours: [...colours].map(([id, element]) => ({
      id,
      title: element.colour!.title,
      swatch: element.colour!.swatch,
      saleElement: element,
      selected: selected.colour?.id === id,
    })),
    sizes: [...sizes].map(([id, element]) => ({
      id,
      title: element.size!.title,
      saleElement: element,
      selected: selected.size?.id === id,
    })),
  };
}
