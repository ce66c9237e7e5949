import { percentiles, type Percentiles } from './percentiles';

/** Timed requests per figure: a p95 is then the tenth slowest. */
export const ROUNDS = 200;

/**
 * Times `ask` ROUNDS times, `concurrency` at once; `between` runs untimed after each batch (a cart emptied now and
 * then, say).
 */
export async function latency(
  ask: () => Promise<unknown>,
  concurrency: number,
  between: () => Promise<unknown> = async () => undefined,
): Promise<Percentiles> {
  const timings: number[] = [];
  for (let done = 0; done < ROUNDS; done += concurrency) {
    await between();
    timings.push(
      ...(await Promise.all(
        Array.from({ length: concurrency }, async () => {
          const started = performance.now();
          await ask();
          return performance.now() - started;
        }),
      )),
    );
  }
  return percentiles(timings);
}
