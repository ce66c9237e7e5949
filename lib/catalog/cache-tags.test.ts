import { isCacheTag, tagOf, withDependentTags } from './cache-tags';

describe('isCacheTag', () => {
  it.each([
    'catalogue',
    'listings',
    'feeds',
    tagOf.product(12),
    tagOf.category(3),
    tagOf.brand(1),
    tagOf.content(7),
    tagOf.store('ro'),
  ])('accepts %s', (tag) => expect(isCacheTag(tag)).toBe(true));

  it.each([
    '',
    'product:',
    'product:0',
    'product:abc',
    'store:fr',
    '_N_T_/layout',
    'catalogue ',
    'feeds:at',
    'x'.repeat(300),
  ])('refuses %j', (tag) => expect(isCacheTag(tag)).toBe(false));
});

describe('withDependentTags', () => {
  it('adds the listings to a product, whose price and name they show', () => {
    expect(withDependentTags([tagOf.product(12), tagOf.product(13)])).toEqual([
      'product:12',
      'product:13',
      'listings',
    ]);
  });

  it('leaves other tags as named, each once', () => {
    expect(withDependentTags(['catalogue', tagOf.brand(2), 'listings', 'listings'])).toEqual([
      'catalogue',
      'brand:2',
      'listings',
    ]);
  });
});
