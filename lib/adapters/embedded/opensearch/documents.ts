import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import { int } from '../queries/listing-conditions';
import { selectRows } from '../queries/raw';
import { listedCategoryIds, productCodes, titlesOfFacet } from '../queries/search-refresh';
import { contentLinkColumns, linkedContents, contentsWithFolder } from '../queries/content-search';

export interface ProductDocument {
  product_id: number;
  title: string;
  keywords: string;
  ref: string;
  codes: string[];
  categories: string;
  category_ids: number[];
  brand: string;
  rating: number;
  sales: number;
  visible: boolean;
}

export interface ContentDocument {
  content_id: number;
  title: string;
  chapo: string;
  url: string;
  folder_id: number | null;
  folder_title: string | null;
  position: number;
  visible: boolean;
}

/**
 * One batch of product documents in a locale, after `afterId` in id order (keyset paging: a 100,000-product
 * catalogue is read in constant memory), or those of some products. Only listed, i.e. visible, products; the
 * keywords carry the badges. Ratings are not in the data model yet (reviews come later), so every product
 * rates 0.
 */
export async function selectProductDocuments(
  db: ShopDatabase,
  locale: string,
  batch: { afterId: number; limit: number } | { productIds: readonly number[] },
): Promise<ProductDocument[]> {
  const which =
    'productIds' in batch
      ? sql`l.product_id = ANY(${sql.param([...batch.productIds])}::int[]) ORDER BY l.product_id`
      : sql`l.product_id > ${int(batch.afterId)} ORDER BY l.product_id LIMIT ${int(batch.limit)}`;
  const rows = await selectRows<Omit<ProductDocument, 'visible'>>(
    db,
    sql`SELECT l.product_id, i.title, p.ref, c.codes, l.sales_count AS sales,
          coalesce(r.rating_sum::real / nullif(r.review_count, 0), 0) AS rating,
          concat_ws(' ', i.meta_keywords, ${titlesOfFacet('badge', sql`associated_keyword_i18n`)}) AS keywords,
          coalesce(${titlesOfFacet('category', sql`category_i18n`)}, '') AS categories,
          ${listedCategoryIds} AS category_ids,
          coalesce(b.title, '') AS brand
        FROM product_listing l
        JOIN product p ON p.id = l.product_id
        JOIN product_i18n i ON i.id = l.product_id AND i.locale = ${locale}
        LEFT JOIN brand_i18n b ON b.id = l.brand_id AND b.locale = i.locale
        LEFT JOIN product_rating r ON r.product_id = l.product_id
        CROSS JOIN LATERAL ${productCodes} c
        WHERE ${which}`,
  );
  return rows.map((row) => ({
    ...row,
    product_id: Number(row.product_id),
    sales: Number(row.sales),
    codes: row.codes ?? [],
    category_ids: (row.category_ids ?? []).map(Number),
    rating: Number(row.rating),
    visible: true,
  }));
}

/** Every visible content page of a locale with its address and folder; a shop has dozens, not thousands. */
export async function selectContentDocuments(db: ShopDatabase, locale: string): Promise<ContentDocument[]> {
  const rows = await selectRows<{
    id: number;
    title: string;
    chapo: string;
    position: number;
    folder_id: number | null;
    folder_title: string | null;
  }>(
    db,
    sql`SELECT ${contentLinkColumns}, coalesce(i.chapo, '') AS chapo, c.position
        FROM ${contentsWithFolder(locale)} WHERE c.visible ORDER BY c.id`,
  );
  return (await linkedContents(db, rows, locale)).map(({ row, link }) => ({
    content_id: link.id,
    title: link.title,
    chapo: row.chapo,
    url: link.url,
    folder_id: link.folder?.id ?? null,
    folder_title: link.folder?.title ?? null,
    position: Number(row.position),
    visible: true,
  }));
}
