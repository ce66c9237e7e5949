import type { GuideArticle } from './article-source';
import {
  articlesAbout,
  guideArticles,
  guidePage,
  guidePageCount,
  rivalTranslations,
  shownIn,
  translationsOf,
} from './guide-index';

const article = (overrides: Partial<GuideArticle>): GuideArticle => ({
  language: 'de',
  slug: 'heizkoerper',
  title: 'Heizkörper',
  description: '',
  published: '2026-05-01',
  topic: 'radiators',
  categories: [],
  stores: null,
  body: '',
  ...overrides,
});

const radiatorsDe = article({ categories: ['heizung', 'heizkoerper'] });
const fundingAt = article({
  slug: 'foerderung-at',
  topic: 'funding',
  stores: ['at'],
  published: '2026-10-01',
});
const fundingDe = article({
  slug: 'foerderung-de',
  topic: 'funding',
  stores: ['de'],
  published: '2026-10-02',
});
const radiatorsRo = article({ language: 'ro', slug: 'calorifere', categories: ['calorifere'] });
const radiatorsEn = article({ language: 'en', slug: 'radiators' });
const showersDe = article({
  slug: 'dusche',
  topic: 'showers',
  published: '2026-09-01',
  categories: ['badezimmer'],
});
const all = [radiatorsDe, fundingAt, fundingDe, radiatorsRo, radiatorsEn, showersDe];

describe('the guide of a store', () => {
  it('shows an article in the stores read in its language, and a store’s own article only there', () => {
    expect(shownIn(radiatorsDe, 'at', 'de')).toBe(true);
    expect(shownIn(radiatorsDe, 'de', 'de')).toBe(true);
    expect(shownIn(radiatorsDe, 'ro', 'de')).toBe(false);
    expect(shownIn(radiatorsEn, 'ro', 'en')).toBe(true);
    expect(shownIn(fundingAt, 'de', 'de')).toBe(false);
  });

  it('lists the newest first', () => {
    expect(guideArticles(all, 'at', 'de').map((entry) => entry.slug)).toEqual([
      'foerderung-at',
      'dusche',
      'heizkoerper',
    ]);
    expect(guideArticles(all, 'de', 'de').map((entry) => entry.slug)).toContain('foerderung-de');
  });

  it('pages six articles at a time, with a first page even when empty', () => {
    const many = Array.from({ length: 13 }, (_, index) => article({ slug: `a${index}` }));
    expect(guidePageCount(13)).toBe(3);
    expect(guidePageCount(0)).toBe(1);
    expect(guidePage(many, 3).map((entry) => entry.slug)).toEqual(['a12']);
  });

  it('links a page to the articles of its categories, the most specific first', () => {
    const shown = guideArticles(all, 'at', 'de');
    expect(articlesAbout(shown, ['badezimmer', 'duschkabinen'], 3)).toEqual([showersDe]);
    expect(articlesAbout(shown, ['heizung', 'heizkoerper', 'flachheizkoerper'], 3)).toEqual([radiatorsDe]);
    expect(articlesAbout(shown, ['klima'], 3)).toEqual([]);
  });

  it('names a second article of a topic in the same language and stores, which hreflang could not pair', () => {
    expect(rivalTranslations(all)).toEqual([]);
    expect(
      rivalTranslations([...all, article({ slug: 'heizkoerper-2', categories: ['heizkoerper'] })]),
    ).toEqual(["content/guide/de/heizkoerper-2.md: topic radiators is heizkoerper's already"]);
    // The same topic for one store only is its own place.
    expect(rivalTranslations([...all, article({ slug: 'heizkoerper-at', stores: ['at'] })])).toEqual([]);
  });

  it('finds an article’s translations in every store, and a store’s own article only in its store', () => {
    expect(translationsOf(all, radiatorsDe)).toEqual([
      { store: 'at', language: 'de', slug: 'heizkoerper' },
      { store: 'at', language: 'en', slug: 'radiators' },
      { store: 'de', language: 'de', slug: 'heizkoerper' },
      { store: 'de', language: 'en', slug: 'radiators' },
      { store: 'ro', language: 'ro', slug: 'calorifere' },
      { store: 'ro', language: 'en', slug: 'radiators' },
    ]);
    expect(translationsOf(all, fundingAt)).toEqual([{ store: 'at', language: 'de', slug: 'foerderung-at' }]);
  });
});
