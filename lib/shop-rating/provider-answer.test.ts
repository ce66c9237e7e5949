import { austrianRating, shopvoteAnswers } from '../testing/fake-shopvote';
import { shopRatingOf } from './provider-answer';

const recorded = shopvoteAnswers['18231'] as Record<string, unknown>;
const answer = (change: Record<string, unknown>) => ({ ...recorded, ...change });

describe('shopRatingOf', () => {
  it('maps the recorded answer to the shop’s words', () => {
    expect(shopRatingOf(recorded)).toEqual(austrianRating);
  });

  it('reads numbers as numbers or text, with a decimal point or comma', () => {
    expect(shopRatingOf(answer({ ratingvalue: 4.5, ratingcount: 12 }))).toMatchObject({
      ratingValue: 4.5,
      ratingCount: 12,
    });
    expect(shopRatingOf(answer({ ratingvalue: ' 4,2 ' }))?.ratingValue).toBe(4.2);
  });

  it.each([
    ['nothing', null],
    ['an error page', '<html>Service Unavailable</html>'],
    ['an error object', { error: 'unknown shop' }],
    ['no average', answer({ ratingvalue: undefined })],
    ['an average above 5', answer({ ratingvalue: '5.1' })],
    ['an average below 1', answer({ ratingvalue: 0 })],
    ['an average that is no number', answer({ ratingvalue: '4.8 stars' })],
    ['an empty average', answer({ ratingvalue: '' })],
    ['no reviews', answer({ ratingcount: '0' })],
    ['a count with a fraction', answer({ ratingcount: 12.5 })],
    ['a negative count', answer({ ratingcount: '-3' })],
  ])('refuses %s', (_, junk) => {
    expect(shopRatingOf(junk)).toBeNull();
  });

  it.each([
    ['http', 'http://www.shopvote.de/bewertung_sanitaerwelt_at_18231.html'],
    ['a script', 'javascript:alert(1)'],
    ['no URL', 'www.shopvote.de/bewertung'],
    ['a number', 18231],
  ])('leaves out a review page that is %s', (_, reviewpage) => {
    const rating = shopRatingOf(answer({ reviewpage }));
    expect(rating?.reviewPageUrl).toBeNull();
    expect(rating?.ratingValue).toBe(4.81);
  });

  it.each([['gold'], ['#12345'], ['url(https://x)'], [null]])(
    'leaves out a seal colour of %p',
    (sealcolor) => {
      expect(shopRatingOf(answer({ sealcolor }))?.sealColour).toBeNull();
    },
  );

  it('keeps the criteria whose name and average are sound, and none when the lists are junk', () => {
    expect(
      shopRatingOf(
        answer({
          criterianames: ['Lieferzeit', '', 7, 'Service', 'Preis', 'Verpackung'],
          criteriavalues: ['4.5', '4.0', '4.0', '9', 'viel', '3,5', '5'],
        }),
      )?.criteria,
    ).toEqual([
      { name: 'Lieferzeit', value: 4.5 },
      { name: 'Verpackung', value: 3.5 },
    ]);
    expect(
      shopRatingOf(answer({ criterianames: 'Lieferzeit', criteriavalues: undefined }))?.criteria,
    ).toEqual([]);
  });
});
