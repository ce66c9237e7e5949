import { createChallenge } from 'altcha-lib/v1';
import { solvePow } from './captcha-solver';
import type { PowChallenge } from './captcha-types';

let pow: PowChallenge;

beforeAll(async () => {
  const { challenge, salt, signature } = await createChallenge({
    hmacKey: 'key',
    maxnumber: 1_000,
    number: 500,
  });
  pow = { algorithm: 'SHA-256', challenge, salt, maxnumber: 1_000, signature };
});

const numberIn = (payload: string | null) => payload && JSON.parse(atob(payload)).number;

/** A browser's worker as far as the solver sees it: answers a posted challenge with `reply`. */
function fakeWorker(reply: (target: EventTarget) => void) {
  return class extends EventTarget {
    terminate = jest.fn();
    postMessage() {
      setTimeout(() => reply(this));
    }
  };
}

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

describe('solvePow', () => {
  it('takes the number the worker finds', async () => {
    globalThis.Worker = fakeWorker((worker) =>
      worker.dispatchEvent(new MessageEvent('message', { data: 500 })),
    ) as never;
    expect(numberIn(await solvePow(pow, new AbortController().signal))).toBe(500);
  });

  it('searches on the main thread when the worker fails to start', async () => {
    globalThis.Worker = fakeWorker((worker) => worker.dispatchEvent(new Event('error'))) as never;
    expect(numberIn(await solvePow(pow, new AbortController().signal))).toBe(500);
  });

  it('searches on the main thread in a browser without workers', async () => {
    expect(numberIn(await solvePow(pow, new AbortController().signal))).toBe(500);
  });

  it('gives nothing when the worker finds nothing, or when aborted', async () => {
    globalThis.Worker = fakeWorker((worker) =>
      worker.dispatchEvent(new MessageEvent('message', { data: null })),
    ) as never;
    expect(await solvePow(pow, new AbortController().signal)).toBeNull();
    const controller = new AbortController();
    const solving = solvePow(pow, controller.signal);
    controller.abort();
    expect(await solving).toBeNull();
  });
});
