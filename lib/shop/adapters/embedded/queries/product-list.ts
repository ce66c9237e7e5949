import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductPage, ProductQuery } from '../../../types';
import type { ShopDatabase } from '../database';
import {
  category,
  product,
  productCategory,
  productI18n,
  productPrice,
  productSaleElements,
} from '../schema';
import { defaultSaleElementOfProduct, priceIn, translated } from './joins';
import { hydrateSummaries } from './product-summaries';

/** A category and everything below it: listing a category shows the products of its subcategories too. */
async function categoryAndDescendants(db: ShopDatabase, rootId: number): Promise<number[]> {
  const rows = await db
    .select({ id: category.id, parent: category.parent })
    .from(category)
    .where(eq(category.visible, true));
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent);
    if (siblings) siblings.push(row.id);
    else children.set(row.parent, [row.id]);
  }
  const ids: number[] = [];
  const queue = rows.some((row) => row.id === rootId) ? [rootId] : [];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    ids.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return ids;
}

const effectiveNetPrice = sql`CASE WHEN ${productSaleElements.promo} THEN ${productPrice.promoPrice} ELSE ${productPrice.price} END`;

function orderFor(sort: ProductQuery['sort']): SQL[] {
  switch (sort) {
    case 'priceAsc':
      return [asc(effectiveNetPrice), asc(product.id)];
    case 'priceDesc':
      return [desc(effectiveNetPrice), asc(product.id)];
    case 'nameAsc':
      return [asc(productI18n.title), asc(product.id)];
    case 'nameDesc':
      return [desc(productI18n.title), asc(product.id)];
    case 'newest':
      return [desc(product.createdAt), desc(product.id)];
    default:
      return [desc(product.salesCount), asc(product.position), asc(product.id)];
  }
}

export async function selectProductPage(
  db: ShopDatabase,
  query: ProductQuery,
  locale: string,
  defaultCurrencyId: number,
): Promise<ProductPage> {
  const conditions: SQL[] = [eq(product.visible, true)];
  if (query.brandId !== undefined) conditions.push(eq(product.brandId, query.brandId));
  if (query.productIds !== undefined) {
    if (query.productIds.length === 0) return { items: [], total: 0 };
    conditions.push(inArray(product.id, query.productIds));
  }
  if (query.categoryId !== undefined) {
    const categoryIds = await categoryAndDescendants(db, query.categoryId);
    if (categoryIds.length === 0) return { items: [], total: 0 };
    const inCategory = db
      .selectDistinct({ id: productCategory.productId })
      .from(productCategory)
      .where(inArray(productCategory.categoryId, categoryIds));
    conditions.push(inArray(product.id, inCategory));
  }
  const base = () =>
    db
      .select({ id: product.id })
      .from(product)
      .innerJoin(productI18n, translated(productI18n, product.id, locale))
      .innerJoin(productSaleElements, defaultSaleElementOfProduct)
      .innerJoin(productPrice, priceIn(defaultCurrencyId))
      .where(and(...conditions));
  const [page, [totalRow]] = await Promise.all([
    base()
      .orderBy(...orderFor(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(base().as('matching')),
  ]);
  const items = await hydrateSummaries(
    db,
    page.map((row) => row.id),
    locale,
    defaultCurrencyId,
  );
  return { items, total: totalRow?.total ?? 0 };
}
