import { sql, type SQL } from 'drizzle-orm';
import type { SitemapView } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { facetBase } from './facet-keys';
import { int } from './listing-conditions';
import { selectRows } from './raw';

/** Views a sitemap lists, and when one is worth listing: shown, translated, and for listings not empty. */
function listedWhen(view: SitemapView, locale: string): SQL {
  switch (view) {
    case 'product':
      return sql`EXISTS (SELECT 1 FROM product_listing_i18n t WHERE t.product_id = r.view_id AND t.locale = ${locale})`;
    case 'category':
      return sql`EXISTS (SELECT 1 FROM category c JOIN category_i18n i ON i.id = c.id AND i.locale = ${locale}
        WHERE c.id = r.view_id AND c.visible)
        AND EXISTS (SELECT 1 FROM product_listing l WHERE l.facet_keys @> ARRAY[${int(facetBase('category'))} + r.view_id])`;
    case 'brand':
      return sql`EXISTS (SELECT 1 FROM brand b JOIN brand_i18n i ON i.id = b.id AND i.locale = ${locale}
        WHERE b.id = r.view_id AND b.visible)
        AND EXISTS (SELECT 1 FROM product_listing l WHERE l.brand_id = r.view_id)`;
    case 'content':
      return sql`EXISTS (SELECT 1 FROM content c JOIN content_i18n i ON i.id = c.id AND i.locale = ${locale}
        WHERE c.id = r.view_id AND c.visible)`;
  }
}

function current(view: SitemapView, locale: string): SQL {
  return sql`r.view = ${view} AND r.view_locale = ${locale} AND r.redirected IS NULL AND ${listedWhen(view, locale)}`;
}

export async function selectSitemapEntries(
  db: ShopDatabase,
  view: SitemapView,
  locale: string,
  page: { offset: number; limit: number } | undefined,
): Promise<Array<{ id: number; url: string }>> {
  const paging = page ? sql`LIMIT ${int(page.limit)} OFFSET ${int(page.offset)}` : sql``;
  const rows = await selectRows<{ id: number; url: string }>(
    db,
    sql`SELECT r.view_id AS id, r.url FROM rewriting_url r WHERE ${current(view, locale)} ORDER BY r.view_id ${paging}`,
  );
  return rows.map((row) => ({ id: Number(row.id), url: row.url }));
}

export async function countSitemapEntries(
  db: ShopDatabase,
  view: SitemapView,
  locale: string,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM rewriting_url r WHERE ${current(view, locale)}`,
  );
  return Number(row?.n ?? 0);
}
