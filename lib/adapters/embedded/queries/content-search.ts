import { sql, type SQL } from 'drizzle-orm';
import type { ContentLink } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';
import { CONFIG, textQuery, type SearchPlan } from './search';
import { currentUrls } from './urls';

/** Content pages `c` with their text `i` and their default folder `f`, `fi` (if visible), in a locale. */
export function contentsWithFolder(locale: string): SQL {
  return sql`content c
    JOIN content_i18n i ON i.id = c.id AND i.locale = ${locale}
    LEFT JOIN content_folder cf ON cf.content_id = c.id AND cf.default_folder
    LEFT JOIN folder f ON f.id = cf.folder_id AND f.visible
    LEFT JOIN folder_i18n fi ON fi.id = f.id AND fi.locale = ${locale}`;
}

/** The columns `linkedContents` reads, from `contentsWithFolder`. */
export const contentLinkColumns = sql`c.id, i.title, f.id AS folder_id, fi.title AS folder_title`;

interface ContentLinkRow {
  id: number;
  title: string;
  folder_id: number | null;
  folder_title: string | null;
}

/** Each row with its link: current URL and folder; a page without a current URL is left out. */
export async function linkedContents<R extends ContentLinkRow>(
  db: ShopDatabase,
  rows: R[],
  locale: string,
): Promise<Array<{ row: R; link: ContentLink }>> {
  const urls = await currentUrls(
    db,
    'content',
    rows.map((row) => Number(row.id)),
    locale,
  );
  return rows.flatMap((row) => {
    const url = urls.get(Number(row.id));
    if (!url) return [];
    const folder = row.folder_id !== null && row.folder_title !== null;
    return [
      {
        row,
        link: {
          id: Number(row.id),
          title: row.title,
          url,
          folder: folder ? { id: Number(row.folder_id), title: row.folder_title! } : null,
        },
      },
    ];
  });
}

/**
 * Content pages for a search plan, by title and teaser, folded and stemmed like the products' documents. A
 * shop has dozens of pages, not thousands, so their documents are built in the query instead of stored.
 */
export async function selectContentLinks(
  db: ShopDatabase,
  plan: SearchPlan,
  limit: number,
): Promise<ContentLink[]> {
  const query = textQuery(plan);
  if (!query) return [];
  const config = CONFIG[plan.language];
  // The title weighs most: a page named "Lieferung" before one that mentions delivery in its teaser.
  const document = sql`setweight(to_tsvector(${config}, shop_fold(i.title)), 'A')
    || setweight(to_tsvector('simple', shop_fold(i.title)), 'A')
    || setweight(to_tsvector(${config}, shop_fold(i.chapo)), 'D')
    || setweight(to_tsvector('simple', shop_fold(i.chapo)), 'D')`;
  const rows = await selectRows<ContentLinkRow>(
    db,
    sql`SELECT ${contentLinkColumns} FROM ${contentsWithFolder(plan.locale)}
        WHERE c.visible AND ${document} @@ (${query})
        ORDER BY ts_rank(${document}, ${query}) DESC, c.position, c.id
        LIMIT ${sql.raw(String(Math.max(1, Math.min(limit, 20))))}`,
  );
  return (await linkedContents(db, rows, plan.locale)).map(({ link }) => link);
}
