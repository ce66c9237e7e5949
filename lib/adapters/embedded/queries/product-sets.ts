import { asc, eq, inArray } from 'drizzle-orm';
import type { ProductSummary, SetPart } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { productI18n, productPrice, productSaleElements, productSetPart } from '../schema';
import { priceIn, toSaleElement, translated } from './joins';
import { hydrateSummaries } from './product-summaries';
import { currentUrls } from './urls';

/** The sale elements of a product, as a subquery. */
const elementsOf = (db: ShopDatabase, productId: number) =>
  db
    .select({ id: productSaleElements.id })
    .from(productSaleElements)
    .where(eq(productSaleElements.productId, productId));

/**
 * What each set sale element of the product holds, in the set's order. A part not shown on its own (a hidden
 * product) keeps its title but has no page and no card, so nobody is offered it, or a saving against it, alone.
 */
export async function setPartsOf(
  db: ShopDatabase,
  productId: number,
  locale: string,
  currencyId: number,
): Promise<SetPart[]> {
  const rows = await db
    .select({
      setSaleElementId: productSetPart.setSaleElementId,
      quantity: productSetPart.quantity,
      pse: productSaleElements,
      price: productPrice,
      title: productI18n.title,
    })
    .from(productSetPart)
    .innerJoin(productSaleElements, eq(productSaleElements.id, productSetPart.partSaleElementId))
    .innerJoin(productPrice, priceIn(currencyId))
    .leftJoin(productI18n, translated(productI18n, productSaleElements.productId, locale))
    .where(inArray(productSetPart.setSaleElementId, elementsOf(db, productId)))
    .orderBy(asc(productSetPart.setSaleElementId), asc(productSetPart.position), asc(productSaleElements.id));
  if (rows.length === 0) return [];
  const [products, variantUrls] = await Promise.all([
    hydrateSummaries(db, [...new Set(rows.map((row) => row.pse.productId))], locale, currencyId),
    currentUrls(
      db,
      'pse',
      rows.map((row) => row.pse.id),
      locale,
    ),
  ]);
  const shown = new Map(products.map((summary) => [summary.id, summary]));
  return rows.map(({ setSaleElementId, quantity, pse, price, title }) => {
    const product: ProductSummary | null = shown.get(pse.productId) ?? null;
    return {
      setSaleElementId,
      quantity,
      title: product?.title ?? title ?? pse.ref,
      url: product ? (variantUrls.get(pse.id) ?? product.url) : null,
      product,
      saleElement: toSaleElement(pse, price),
    };
  });
}

/** The shown sets that hold one of the product's sale elements: offered on the part's page. */
export async function setsHolding(
  db: ShopDatabase,
  productId: number,
  locale: string,
  currencyId: number,
): Promise<ProductSummary[]> {
  const rows = await db
    .selectDistinct({ id: productSaleElements.productId })
    .from(productSetPart)
    .innerJoin(productSaleElements, eq(productSaleElements.id, productSetPart.setSaleElementId))
    .where(inArray(productSetPart.partSaleElementId, elementsOf(db, productId)));
  if (rows.length === 0) return [];
  return hydrateSummaries(
    db,
    rows.map((row) => row.id).sort((a, b) => a - b),
    locale,
    currencyId,
  );
}
