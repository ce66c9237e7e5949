import { isAuthorized, revalidationSchema } from './revalidation';

const token = 'a'.repeat(40);

describe('isAuthorized', () => {
  it('accepts the configured bearer token only', () => {
    expect(isAuthorized(`Bearer ${token}`, token)).toBe(true);
    expect(isAuthorized(`Bearer ${'b'.repeat(40)}`, token)).toBe(false);
    expect(isAuthorized(`Bearer ${token}x`, token)).toBe(false);
    expect(isAuthorized(token, token)).toBe(false);
    expect(isAuthorized(null, token)).toBe(false);
  });

  it('accepts nothing when no token is configured', () => {
    expect(isAuthorized('Bearer ', undefined)).toBe(false);
    expect(isAuthorized('Bearer undefined', undefined)).toBe(false);
  });
});

describe('revalidationSchema', () => {
  it('revalidates the whole catalogue when no tag is named', () => {
    expect(revalidationSchema.parse({})).toEqual({ tags: ['catalogue'] });
  });

  it('takes the shop’s tags and refuses others', () => {
    expect(revalidationSchema.parse({ tags: ['product:12', 'listings'] }).tags).toEqual([
      'product:12',
      'listings',
    ]);
    expect(revalidationSchema.safeParse({ tags: ['_N_T_/layout'] }).success).toBe(false);
    expect(revalidationSchema.safeParse({ tags: 'catalogue' }).success).toBe(false);
  });
});
