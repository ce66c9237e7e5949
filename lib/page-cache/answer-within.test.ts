import { stat } from 'node:fs/promises';
import { answerWithin } from './answer-within';

/** Blocks the event loop, as a render filling the core does. */
function stall(milliseconds: number): void {
  const until = Date.now() + milliseconds;
  while (Date.now() < until);
}

describe('answerWithin', () => {
  it('passes on an answer given in time', async () => {
    expect(await answerWithin(Promise.resolve('PONG'), 500)).toEqual({ answered: true, value: 'PONG' });
  });

  it('gives up on an answer that does not come', async () => {
    expect(await answerWithin(new Promise(() => undefined), 50)).toEqual({ answered: false });
  });

  it('passes on a failure, and drops one that comes after giving up', async () => {
    await expect(answerWithin(Promise.reject(new Error('refused')), 500)).rejects.toThrow('refused');
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 100));
    expect(await answerWithin(late, 20)).toEqual({ answered: false });
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('counts an answer that arrived while the event loop stood still as in time', async () => {
    // The stat completes on libuv's thread pool during the stall; its callback waits for the loop's poll phase.
    // Stalling in the check phase (as a render continued from setImmediate does), the next loop turn runs the
    // timer that fell due meanwhile before that poll phase.
    const judged = await new Promise<ReturnType<typeof answerWithin>>((resolve) =>
      setImmediate(() => {
        const judging = answerWithin(stat(__filename), 100);
        stall(400);
        resolve(judging);
      }),
    );
    expect(await judged).toMatchObject({ answered: true, value: { size: expect.any(Number) } });
  });
});
