import { categoryTree, type CategoryDefinition } from '../adapters/embedded/seed/categories';
import { slugify } from '../slug';
import { languageCodes, storeCodes } from '../shop/codes';
import { guideArticles, translationsOf } from './guide-index';
import { guideLibrary } from './guide-library';

/** The demo catalogue's category titles as the guide names them, per language. */
function categorySlugs(language: (typeof languageCodes)[number]): Set<string> {
  const walk = (nodes: CategoryDefinition[]): string[] =>
    nodes.flatMap((node) => [slugify(node.title[language]), ...walk(node.children ?? [])]);
  return new Set(walk(categoryTree));
}

describe('the guide’s articles as shipped (content/guide)', () => {
  const articles = guideLibrary();

  it('has an article on each of the six topics in every store and language', async () => {
    const all = await articles;
    for (const store of storeCodes)
      for (const language of [store === 'ro' ? 'ro' : 'de', 'en'] as const) {
        const topics = new Set(guideArticles(all, store, language).map((article) => article.topic));
        for (const topic of ['radiators', 'heat-pumps', 'showers', 'wc', 'water', 'maintenance'])
          expect({ store, language, topic, shown: topics.has(topic as never) }).toMatchObject({
            shown: true,
          });
      }
  });

  it('names only categories the catalogue has, in the article’s language', async () => {
    for (const article of await articles) {
      const known = categorySlugs(article.language);
      expect({
        article: article.slug,
        unknown: article.categories.filter((slug) => !known.has(slug)),
      }).toEqual({
        article: article.slug,
        unknown: [],
      });
    }
  });

  it('links only to articles the same readers can open', async () => {
    const all = await articles;
    for (const article of all)
      for (const [, slug] of article.body.matchAll(/\]\(([^)]*)\)/g)) {
        const target = /^\/blog\/([a-z0-9-]+)$/.exec(slug!)?.[1];
        const reachable = all.some(
          (other) =>
            other.slug === target &&
            other.language === article.language &&
            // Every store showing the linking article shows the linked one too.
            (article.stores ?? storeCodes).every((store) => !other.stores || other.stores.includes(store)),
        );
        expect({ from: article.slug, to: slug, reachable }).toEqual({
          from: article.slug,
          to: slug,
          reachable: true,
        });
      }
  });

  it('pairs each article with its translations both ways, as hreflang must', async () => {
    const all = await articles;
    for (const article of all)
      for (const translation of translationsOf(all, article)) {
        const other = all.find(
          (candidate) => candidate.slug === translation.slug && candidate.language === translation.language,
        )!;
        const back = translationsOf(all, other).map((entry) => `${entry.language}/${entry.slug}`);
        expect({ from: other.slug, back }).toEqual({
          from: other.slug,
          back: expect.arrayContaining([`${article.language}/${article.slug}`]),
        });
      }
  });
});
