import { RouteTally } from './load-record';

describe('the figures per route of a mixed load', () => {
  it('counts answers, failures, refused forms and requests left without an answer apart', () => {
    const tally = new RouteTally();
    for (let ms = 1; ms <= 100; ms += 1) tally.answered('browse', 200, ms);
    tally.answered('cart', 303, 40);
    tally.answered('cart', 303, 50, true);
    tally.answered('checkout', 502, 3);
    tally.unanswered('checkout');
    tally.unanswered('browse', true);
    tally.answered('checkout', 429, 5);
    const figures = tally.figures();
    expect(figures.browse).toEqual({
      requests: 101,
      failed: 0,
      refused: 0,
      cut: 1,
      errors: 0,
      p50: 50,
      p95: 95,
    });
    expect(figures.cart).toMatchObject({ requests: 2, failed: 0, refused: 1, errors: 0 });
    expect(figures.checkout).toMatchObject({ requests: 3, failed: 2, errors: 1 });
    expect(figures.search).toEqual({ requests: 0, failed: 0, refused: 0, cut: 0, errors: 0, p50: 0, p95: 0 });
  });
});
