import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { languageOfContentLocale } from '../../../shop/languages';
import type { LanguageCode, UrlResolution, UrlView } from '../../../shop/types';
import type { ShopDatabase } from '../database';
import { rewritingUrl } from '../schema';
import type { ValueOrPlaceholder } from './joins';

/** A rewritten URL row that is current (not redirected) for a view type in a locale. */
function isCurrent(view: UrlView, locale: ValueOrPlaceholder<string>) {
  return and(
    eq(rewritingUrl.view, view),
    eq(rewritingUrl.viewLocale, locale),
    isNull(rewritingUrl.redirected),
  );
}

/** Current rewritten URL per view id, for one view type and locale; the ids listed or selected by a subquery. */
export async function currentUrls(
  db: ShopDatabase,
  view: UrlView,
  viewIds: number[] | SQLWrapper,
  locale: string,
): Promise<Map<number, string>> {
  if (Array.isArray(viewIds) && viewIds.length === 0) return new Map();
  const rows = await db
    .select({ viewId: rewritingUrl.viewId, url: rewritingUrl.url })
    .from(rewritingUrl)
    .where(and(isCurrent(view, locale), inArray(rewritingUrl.viewId, viewIds)));
  return new Map(rows.map((row) => [row.viewId, row.url]));
}

/** A correlated subquery for a select list: the current URL of the view whose id is `viewId`, or null. */
export function currentUrlOf(view: UrlView, viewId: AnyPgColumn, locale: ValueOrPlaceholder<string>) {
  return sql<string | null>`(SELECT ${rewritingUrl.url} FROM ${rewritingUrl}
    WHERE ${and(isCurrent(view, locale), eq(rewritingUrl.viewId, viewId))} LIMIT 1)`;
}

/** The current URL of a view in every language it has one in. */
export async function urlsByLanguage(
  db: ShopDatabase,
  view: UrlView,
  viewId: number,
): Promise<Partial<Record<LanguageCode, string>>> {
  const rows = await db
    .select({ locale: rewritingUrl.viewLocale, url: rewritingUrl.url })
    .from(rewritingUrl)
    .where(
      and(eq(rewritingUrl.view, view), eq(rewritingUrl.viewId, viewId), isNull(rewritingUrl.redirected)),
    );
  return Object.fromEntries(
    rows.flatMap((row) => {
      const language = languageOfContentLocale(row.locale);
      return language ? [[language, row.url]] : [];
    }),
  );
}

const urlViews: readonly UrlView[] = ['product', 'pse', 'category', 'brand', 'content', 'folder'];

export async function resolveRewrittenUrl(
  db: ShopDatabase,
  path: string,
  locale: string,
): Promise<UrlResolution | null> {
  // No rewritten URL holds a NUL, and PostgreSQL refuses to compare text that does.
  if (path.includes('\u0000')) return null;
  const [row] = await db
    .select()
    .from(rewritingUrl)
    .where(and(eq(rewritingUrl.url, path), eq(rewritingUrl.viewLocale, locale)))
    .limit(1);
  if (!row || !urlViews.includes(row.view as UrlView)) return null;
  const view = row.view as UrlView;
  if (row.redirected === null) return { kind: 'current', view, viewId: row.viewId };
  const [current] = await db
    .select({ url: rewritingUrl.url })
    .from(rewritingUrl)
    .where(eq(rewritingUrl.id, row.redirected))
    .limit(1);
  return current ? { kind: 'retired', view, viewId: row.viewId, currentUrl: current.url } : null;
}
