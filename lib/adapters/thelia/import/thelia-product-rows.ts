import type { components } from '../openapi/thelia-open-api';
import { theliaAmountToCents } from '../thelia-money';
import { hasId, textRows, type Localised } from './thelia-texts';
import { addressWishes, rewrittenPath } from './thelia-urls';
import { variantRows } from './thelia-variant-rows';

type Schemas = components['schemas'];
type Product = Schemas['Product'];
type SaleElement = Schemas['ProductSaleElement'];

interface ProductContext {
  /** Where Thelia's front is served (shopRootOf), for its rewritten URLs. */
  shopRoot: string;
  /** The categories and brands the import wrote: a product's link to anything else would have no row to point at. */
  categoryIds: ReadonlySet<number>;
  brandIds: ReadonlySet<number>;
}

/** A sale element with a price: the module sends the first price row Thelia has; without one it cannot be sold. */
type Priced = SaleElement & { id: number; price: { untaxed: number } };
const isPriced = (element: SaleElement): element is Priced =>
  hasId(element) && typeof element.price?.untaxed === 'number';

/** Only codes a GTIN can be (EAN-8, UPC-A, EAN-13): Thelia's ean_code is free text, the index's 13 characters. */
export function gtinOf(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  return /^(\d{8}|\d{12,13})$/.test(trimmed) ? trimmed : null;
}

/** Thelia's stock is a decimal that may run below zero; the index counts whole pieces on hand. */
export const piecesOf = (quantity: number | null | undefined) => Math.max(0, Math.floor(quantity ?? 0));

/**
 * What one Thelia product (read in every locale) becomes in the index's catalogue tables, with Thelia's ids.
 * Prices are Thelia's untaxed ones, which the index keeps as net euro cents; references are the ones wanted and
 * still have to be made unique (ReferenceClaims).
 */
export function productRows(item: Localised<Product>, context: ProductContext) {
  const { primary } = item;
  const id = primary.id;
  const linked = [primary.defaultCategory?.id, ...(primary.categories ?? []).map((c) => c.id)];
  const categoryIds = [...new Set(linked)].filter(
    (categoryId): categoryId is number => categoryId !== undefined && context.categoryIds.has(categoryId),
  );
  const defaultCategoryId = categoryIds[0];
  const all = primary.productSaleElements ?? [];
  const elements = all.filter(isPriced);
  const defaultElement = elements.find((element) => element.default === true) ?? elements[0];
  const brandId = primary.brand?.id;
  const reference = primary.reference || `thelia-${id}`;
  return {
    product: {
      id,
      ref: reference,
      brandId: brandId !== undefined && context.brandIds.has(brandId) ? brandId : null,
      visible: primary.visible === true,
    },
    i18n: textRows(id, item, (model) => model.i18n),
    categories: categoryIds.map((categoryId) => ({
      productId: id,
      categoryId,
      defaultCategory: categoryId === defaultCategoryId,
    })),
    saleElements: elements.map((element) => ({
      id: element.id,
      productId: id,
      ref: element.reference || reference,
      quantity: piecesOf(element.quantity),
      promo: element.promo === true,
      newness: element.newness === true,
      weightGrams: Math.round((element.weight ?? 0) * 1000),
      isDefault: element === defaultElement,
      eanCode: gtinOf(element.ean),
    })),
    prices: elements.map((element) => ({
      saleElementId: element.id,
      price: theliaAmountToCents(element.price.untaxed),
      promoPrice: theliaAmountToCents(element.promoPrice?.untaxed ?? element.price.untaxed),
      onPromo: element.promo === true,
    })),
    unpriced: all.length - elements.length,
    variants: variantRows(item, new Set(elements.map((element) => element.id))),
    addresses: addressWishes(
      'product',
      id,
      item,
      (model) => rewrittenPath(model.url, context.shopRoot),
      (model) => model.i18n,
    ),
  };
}

export type ProductRows = ReturnType<typeof productRows>;
