/** What the comparison shows of one product (from its product page's data). */
export interface ComparedProduct {
  id: number;
  priceAmount: number | null;
  stockKind: string;
  deliveryTime: string | null;
  brand: string | null;
  articleNumber: string;
  specifications: Array<{ title: string; value: string }>;
}

export interface SpecificationRow {
  title: string;
  /** One cell per product, in the products' order; null where a product has no such specification. */
  values: Array<string | null>;
  differs: boolean;
}

const differ = (values: ReadonlyArray<unknown>) =>
  new Set(values.map((value) => JSON.stringify(value))).size > 1;

/** Whether the fixed rows (price, availability, delivery time, brand) differ across the products. */
export function fixedRowsDiffer(products: ComparedProduct[]) {
  return {
    price: differ(products.map((product) => product.priceAmount)),
    stock: differ(products.map((product) => product.stockKind)),
    deliveryTime: differ(products.map((product) => product.deliveryTime)),
    brand: differ(products.map((product) => product.brand)),
  };
}

/**
 * Every specification of any compared product, one row each in the order they first appear, with a cell per
 * product; a row differs when any two cells do (a missing value differs from a given one).
 */
export function specificationRows(products: ComparedProduct[]): SpecificationRow[] {
  const titles: string[] = [];
  for (const product of products)
    for (const { title } of product.specifications) if (!titles.includes(title)) titles.push(title);
  return titles.map((title) => {
    const values = products.map(
      (product) => product.specifications.find((entry) => entry.title === title)?.value ?? null,
    );
    return { title, values, differs: differ(values) };
  });
}
