import { and, eq } from 'drizzle-orm';
import type { ViewDescription } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import {
  brand,
  brandI18n,
  category,
  categoryI18n,
  content,
  contentI18n,
  folder,
  folderI18n,
  product,
  productI18n,
  productSaleElements,
} from '../schema';
import { translated } from './joins';

// Views that need nothing beyond "visible, with texts in the locale".
const plainViews = {
  product: [product, productI18n],
  category: [category, categoryI18n],
  brand: [brand, brandI18n],
  folder: [folder, folderI18n],
} as const;

async function isShown(
  db: ShopDatabase,
  view: keyof typeof plainViews,
  id: number,
  locale: string,
): Promise<boolean> {
  const [table, i18n] = plainViews[view];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .innerJoin(i18n, translated(i18n, table.id, locale))
    .where(and(eq(table.id, id), eq(table.visible, true)));
  return row !== undefined;
}

/** Whether a view a rewritten URL names can be shown: it exists, is visible and has texts in the locale. */
export async function describeView(
  db: ShopDatabase,
  view: ViewDescription['view'],
  id: number,
  locale: string,
): Promise<ViewDescription | null> {
  if (view === 'pse') {
    const [row] = await db
      .select({ productId: product.id })
      .from(productSaleElements)
      .innerJoin(product, and(eq(product.id, productSaleElements.productId), eq(product.visible, true)))
      .innerJoin(productI18n, translated(productI18n, product.id, locale))
      .where(eq(productSaleElements.id, id));
    return row ? { view, id, productId: row.productId } : null;
  }
  if (view === 'content') {
    const [row] = await db
      .select({ postscriptum: contentI18n.postscriptum })
      .from(content)
      .innerJoin(contentI18n, translated(contentI18n, content.id, locale))
      .where(and(eq(content.id, id), eq(content.visible, true)));
    return row ? { view, id, postscriptum: row.postscriptum } : null;
  }
  return (await isShown(db, view, id, locale)) ? { view, id } : null;
}
