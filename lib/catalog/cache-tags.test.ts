import { isCacheTag, tagOf } from './cache-tags';

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
