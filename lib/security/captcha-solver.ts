import { encodePowPayload, findPowNumber } from './captcha-pow-solve';
import type { PowChallenge } from './captcha-types';

/** The search in a worker; rejects when the browser cannot start one (none, or forbidden by a CSP). */
function searchInWorker(pow: PowChallenge, signal: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      resolve(null);
    };
    signal.addEventListener('abort', abort);
    worker.addEventListener('message', (event: MessageEvent<number | null>) => {
      finish();
      resolve(event.data);
    });
    worker.addEventListener('error', (error) => {
      finish();
      reject(error);
    });
    worker.postMessage(pow);
  });
}

/**
 * Hands the page its turn between slices of a main-thread search. A timeout rather than `scheduler.yield()`:
 * measured in Chromium, the page painted a frame every 17 ms with it, with the latter only every 100 ms.
 */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The proof of work's payload for the form, or null when it cannot be solved here (or `signal` aborts).
 * A worker when the browser gives one, else the main thread in slices.
 */
export async function solvePow(pow: PowChallenge, signal: AbortSignal): Promise<string | null> {
  const number = await searchInWorker(pow, signal).catch(() =>
    findPowNumber(pow, { signal, yieldToPage }).catch(() => null),
  );
  return number === null || signal.aborted ? null : encodePowPayload(pow, number);
}
