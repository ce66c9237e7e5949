import { reviewErrors, reviewSchema } from './review-schema';

const valid = { saleElementId: '12', rating: '4', title: 'Gut', comment: 'Ein guter Wasserhahn.' };

describe('reviewSchema', () => {
  it('accepts a review as the plain form sends it, trimmed', () => {
    expect(reviewSchema.parse({ ...valid, title: '  Gut  ' })).toEqual({
      saleElementId: 12,
      rating: 4,
      title: 'Gut',
      comment: 'Ein guter Wasserhahn.',
    });
  });

  it('keeps markup as typed: it is shown as text, never interpreted', () => {
    const title = '<img src=x onerror=alert(1)>';
    expect(reviewSchema.parse({ ...valid, title }).title).toBe(title);
  });

  it('keeps line breaks as a form sends them, as LF', () => {
    expect(reviewSchema.parse({ ...valid, comment: 'Erste Zeile\r\nZweite Zeile' }).comment).toBe(
      'Erste Zeile\nZweite Zeile',
    );
  });

  it('keeps Unicode and line breaks in the comment', () => {
    const comment = 'Cadă foarte bună 👍\nÄußerst leise.';
    expect(reviewSchema.parse({ ...valid, comment }).comment).toBe(comment);
  });

  it.each([
    [{ rating: '0' }, { rating: 'ratingRequired' }],
    [{ rating: '6' }, { rating: 'ratingRequired' }],
    [{ rating: '4.5' }, { rating: 'ratingRequired' }],
    [{ rating: undefined }, { rating: 'ratingRequired' }],
    [{ title: ' ' }, { title: 'titleRequired' }],
    [{ title: 'x'.repeat(121) }, { title: 'titleTooLong' }],
    [{ title: 'a\u0007b' }, { title: 'titleInvalid' }],
    [{ comment: 'kurz' }, { comment: 'commentTooShort' }],
    [{ comment: 'y'.repeat(2001) }, { comment: 'commentTooLong' }],
    [{ comment: 'Gut gemacht\u0000 wirklich' }, { comment: 'commentInvalid' }],
  ])('refuses %p with %p', (change, errors) => {
    expect(reviewErrors({ ...valid, ...change })).toEqual(errors);
  });

  it('refuses a missing or forged sale element', () => {
    expect(reviewSchema.safeParse({ ...valid, saleElementId: '-1' }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...valid, saleElementId: '1e12' }).success).toBe(false);
  });
});
