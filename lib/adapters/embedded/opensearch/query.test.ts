import { indexDefinition } from './indices';
import { contentQueryBody, productQuery, quickSearchBody } from './query';

const textOf = (query: NonNullable<ReturnType<typeof productQuery>>) =>
  JSON.stringify(query.function_score.query.bool.should);

describe('the OpenSearch product query', () => {
  it('sends only the words of the text, folded, never its syntax', () => {
    const query = productQuery('Wärme"pumpe" AND title:* \\ (x) {y} ^2 !', 'de')!;
    const texts = [...textOf(query).matchAll(/"query":"([^"]*)"/g)].map((found) => found[1]);
    expect(texts).toEqual(['waerme pumpe and title x y 2', 'waerme pumpe and title x y 2']);
  });

  it('asks for nothing when the text holds no word or code', () => {
    expect(productQuery('🚿 !! ¿', 'de')).toBeNull();
    expect(contentQueryBody('🚿 !! ¿', 'de', 5)).toBeNull();
  });

  it('bounds a pasted paragraph to eight words', () => {
    const query = productQuery(
      'wort '.repeat(2_000) + Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '),
      'de',
    )!;
    const words = JSON.parse(textOf(query))[0].multi_match.query.split(' ');
    expect(words.length).toBeLessThanOrEqual(8);
  });

  it('puts an exact reference or EAN first by a strong boost', () => {
    const query = productQuery('SW-10023', 'de')!;
    expect(query.function_score.query.bool.should).toContainEqual({
      term: { ref: { value: 'sw-10023', boost: 40 } },
    });
  });

  it('narrows the page by a post filter, so the category counts keep every category', () => {
    const body = quickSearchBody(productQuery('thermostat', 'de')!, {
      offset: 6,
      limit: 6,
      categoryId: 24,
      topCategoryIds: [1, 24],
    });
    expect(body).toMatchObject({
      from: 6,
      size: 6,
      min_score: 10,
      post_filter: { term: { category_ids: 24 } },
      aggs: { categories: { terms: { field: 'category_ids', include: [1, 24] } } },
    });
  });

  it('never asks past the result window, however far the shopper scrolls', () => {
    const body = quickSearchBody(productQuery('thermostat', 'de')!, { offset: 9_998, limit: 6 });
    expect(body.from + body.size).toBe(10_000);
    expect(quickSearchBody(productQuery('thermostat', 'de')!, { offset: 10_000, limit: 6 }).size).toBe(0);
  });
});

describe('the index definitions', () => {
  it('fold German umlauts and Romanian diacritics and stem per language', () => {
    const filters = (language: 'de' | 'ro' | 'en') =>
      indexDefinition('products', language).settings.analysis.analyzer.shop_text.filter;
    expect(filters('de')).toEqual(expect.arrayContaining(['german_normalization', 'shop_stem_de']));
    expect(filters('ro')).toEqual(expect.arrayContaining(['asciifolding', 'shop_stem_ro']));
    expect(filters('en')).toContain('shop_stem_en');
  });
});
