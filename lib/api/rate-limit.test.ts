import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { consume, isRejection } from './rate-limit';

describe('isRejection', () => {
  it('knows a rejection by its shape, from this copy of the library or another', () => {
    expect(isRejection(new RateLimiterRes(0, 1500))).toBe(true);
    // What a second bundled copy of rate-limiter-flexible answers: the same shape, another class.
    expect(
      isRejection({ remainingPoints: 0, msBeforeNext: 1500, consumedPoints: 21, isFirstInDuration: false }),
    ).toBe(true);
  });

  it('takes errors and anything else for what they are', () => {
    expect(isRejection(new Error('Redis is down'))).toBe(false);
    expect(isRejection(Object.assign(new Error('odd'), { msBeforeNext: 1, remainingPoints: 0 }))).toBe(false);
    expect(isRejection({ msBeforeNext: '1500', remainingPoints: 0 })).toBe(false);
    expect(isRejection(null)).toBe(false);
  });
});

describe('consume', () => {
  it('answers "not allowed" when a limiter made by another copy of the library says no', async () => {
    const holder = globalThis as Record<symbol, Map<string, unknown>>;
    const limiters = (holder[Symbol.for('storefront.rateLimiters')] ??= new Map());
    const foreign = new RateLimiterMemory({ points: 1, duration: 60 });
    limiters.set('guestOrder', {
      consume: (key: string) =>
        foreign.consume(key).catch((answer: RateLimiterRes) => Promise.reject(toPlain(answer))),
    });
    expect(await consume('guestOrder', 'a')).toEqual({ allowed: true });
    expect(await consume('guestOrder', 'a')).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });
});

function toPlain(answer: RateLimiterRes) {
  return { remainingPoints: answer.remainingPoints, msBeforeNext: answer.msBeforeNext };
}
