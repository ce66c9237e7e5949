import { createCaptchaSolution } from './captcha-solution';
import { solvePow } from './captcha-solver';
import type { PowChallenge } from './captcha-types';

jest.mock('./captcha-solver', () => ({ solvePow: jest.fn() }));
const solve = jest.mocked(solvePow);
const pow = { algorithm: 'SHA-256', challenge: 'c', salt: 's', maxnumber: 1, signature: 'x' } as PowChallenge;

/** A solver that never finds anything and gives up only when told to. */
const endless = (_: PowChallenge, signal: AbortSignal) =>
  new Promise<string | null>((resolve) => signal.addEventListener('abort', () => resolve(null)));

afterEach(() => jest.useRealTimers());

describe('createCaptchaSolution', () => {
  it('gives up after 20 seconds, so a waiting form sends the answer instead', async () => {
    jest.useFakeTimers();
    solve.mockImplementationOnce(endless);
    const solution = createCaptchaSolution();
    solution.start(pow);
    const submitted = solution.whenSolved();
    await jest.advanceTimersByTimeAsync(19_999);
    expect(solution.getState()).toEqual({ status: 'solving' });
    await jest.advanceTimersByTimeAsync(1);
    expect(solution.getState()).toEqual({ status: 'failed' });
    await expect(submitted).resolves.toBe('');
  });

  it('tells its listeners of every change, and no more after they leave', async () => {
    solve.mockResolvedValueOnce('payload');
    const solution = createCaptchaSolution();
    const listener = jest.fn();
    const leave = solution.subscribe(listener);
    solution.start(pow);
    expect(await solution.whenSolved()).toBe('payload');
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    solve.mockImplementationOnce(endless);
    solution.start(pow)();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
