import { contentLocaleOf } from '../../shop/languages';
import { quickSearchSchema } from '../../shop/schemas';
import type { LanguageCode, QuickSearchInput, QuickSearchResult } from '../../shop/types';
import type { ShopDatabase } from './database';
import type { ExternalSearch } from './opensearch/engine';
import { selectContentLinks } from './queries/content-search';
import { rankedMatch, textMatch, type ProductMatch } from './queries/product-match';
import { hydrateSummaries } from './queries/product-summaries';
import {
  categoriesHolding,
  selectQuickSearch,
  selectTopCategories,
  type StatementShape,
} from './queries/quick-search';
import { planSearch } from './queries/search';

export interface SearchPort {
  quickSearch(input: QuickSearchInput): Promise<QuickSearchResult>;
  /** What a listing's search text finds, for selectProductPage; null when it holds nothing to search for. */
  matchFor(text: string, language: LanguageCode): Promise<ProductMatch | null>;
}

/** Searches answered by the embedded database's full-text documents (the default). */
export function embeddedSearch(db: ShopDatabase, currencyId: number, shape: StatementShape): SearchPort {
  return {
    async quickSearch(input) {
      const query = quickSearchSchema.parse(input);
      const { overview } = query;
      const locale = contentLocaleOf(query.language);
      const [plan, countIn] = await Promise.all([
        planSearch(db, query.text, query.language, locale),
        overview ? selectTopCategories(db, locale) : null,
      ]);
      if (!plan)
        return { items: [], total: 0, categories: overview ? [] : null, contents: overview ? [] : null };
      const [page, contents] = await Promise.all([
        selectQuickSearch(db, plan, { ...query, countIn }, shape),
        overview ? selectContentLinks(db, plan, query.contentLimit) : null,
      ]);
      const items = await hydrateSummaries(db, page.ids, plan.locale, currencyId);
      return { items, total: page.total, categories: page.categories, contents };
    },
    async matchFor(text, language) {
      const plan = await planSearch(db, text, language, contentLocaleOf(language));
      return plan ? textMatch(plan) : null;
    },
  };
}

/**
 * Searches answered by an external engine (OpenSearch): it finds and ranks; the database prices, filters,
 * counts and describes what it found, as for any listing.
 */
export function externalSearch(db: ShopDatabase, currencyId: number, engine: ExternalSearch): SearchPort {
  return {
    async quickSearch(input) {
      const query = quickSearchSchema.parse(input);
      const locale = contentLocaleOf(query.language);
      const topCategories = query.overview ? await selectTopCategories(db, locale) : null;
      const [found, contents] = await Promise.all([
        engine.quickSearch({
          ...query,
          topCategoryIds: topCategories?.map((entry) => entry.id),
        }),
        query.overview ? engine.searchContents(query.text, query.language, query.contentLimit) : null,
      ]);
      return {
        items: await hydrateSummaries(db, found.ids, locale, currencyId),
        total: found.total,
        categories: topCategories
          ? categoriesHolding(topCategories, (id) => found.counts.get(id) ?? 0)
          : null,
        contents,
      };
    },
    async matchFor(text, language) {
      return rankedMatch(await engine.rankProducts(text, language));
    },
  };
}
