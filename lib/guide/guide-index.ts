import { storeDefaults } from '../i18n/stores';
import { storeCodes, type LanguageCode, type StoreCode } from '../shop/codes';
import type { GuideArticle } from './article-source';

/** docs/product.md §2 /blog: the guide's listing and its articles live under this path in every language. */
export const GUIDE_PATH = 'blog';

/** Articles a listing page shows. */
export const GUIDE_PAGE_SIZE = 6;

/** Whether a store's guide in a language shows the article: its language is one the store is read in. */
export function shownIn(article: GuideArticle, store: StoreCode, language: LanguageCode): boolean {
  const storeLanguages: LanguageCode[] = [storeDefaults[store].language, 'en'];
  return (
    article.language === language &&
    storeLanguages.includes(language) &&
    (article.stores === null || article.stores.includes(store))
  );
}

/** The articles of a store's guide in a language, newest first (then by title, so the order is stable). */
export function guideArticles(
  articles: readonly GuideArticle[],
  store: StoreCode,
  language: LanguageCode,
): GuideArticle[] {
  return articles
    .filter((article) => shownIn(article, store, language))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

/** How many listing pages the articles fill; an empty guide still has its first page. */
export const guidePageCount = (count: number): number => Math.max(1, Math.ceil(count / GUIDE_PAGE_SIZE));

/** One listing page's articles (from 1). */
export function guidePage(shown: readonly GuideArticle[], page: number): GuideArticle[] {
  return shown.slice((page - 1) * GUIDE_PAGE_SIZE, page * GUIDE_PAGE_SIZE);
}

/**
 * The articles a category or product page links to: those naming one of its categories (the page's own and
 * its parents, as title slugs), the most specific match first, then the newest.
 */
export function articlesAbout(
  shown: readonly GuideArticle[],
  categorySlugs: readonly string[],
  limit: number,
): GuideArticle[] {
  const rank = (article: GuideArticle) => {
    const matches = categorySlugs.map((slug) => article.categories.includes(slug));
    const deepest = matches.lastIndexOf(true);
    return deepest === -1 ? null : deepest;
  };
  return shown
    .flatMap((article) => {
      const depth = rank(article);
      return depth === null ? [] : [{ article, depth }];
    })
    .sort((a, b) => b.depth - a.depth)
    .slice(0, limit)
    .map((entry) => entry.article);
}

/** Articles written for the same stores: a store's own article (its country's funding) is no other's translation. */
const storesOf = (article: GuideArticle) => [...(article.stores ?? [])].sort().join();
const sameStores = (a: GuideArticle, b: GuideArticle) => storesOf(a) === storesOf(b);

/**
 * Articles that would claim the same place among the translations: two of one topic in one language for the same
 * stores. hreflang pairs articles by topic, so the guide refuses them (named), rather than pair the wrong ones.
 */
export function rivalTranslations(articles: readonly GuideArticle[]): string[] {
  const seen = new Map<string, string>();
  return articles.flatMap((article) => {
    const key = `${article.topic}|${article.language}|${storesOf(article)}`;
    const first = seen.get(key);
    seen.set(key, first ?? article.slug);
    return first
      ? [`content/guide/${article.language}/${article.slug}.md: topic ${article.topic} is ${first}'s already`]
      : [];
  });
}

/**
 * The same article elsewhere: every store and language whose guide shows an article of its topic written for the
 * same stores, the translations hreflang names. A topic has one such article per language, so the pairs are mutual.
 */
export function translationsOf(
  articles: readonly GuideArticle[],
  article: GuideArticle,
): Array<{ store: StoreCode; language: LanguageCode; slug: string }> {
  return storeCodes.flatMap((store) =>
    ([storeDefaults[store].language, 'en'] as LanguageCode[]).flatMap((language) => {
      const same = articles.find(
        (candidate) =>
          candidate.topic === article.topic &&
          sameStores(candidate, article) &&
          shownIn(candidate, store, language),
      );
      return same ? [{ store, language, slug: same.slug }] : [];
    }),
  );
}
