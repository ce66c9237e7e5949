export type Answer<T> = { answered: true; value: T } | { answered: false };

/**
 * Waits up to `milliseconds` for `pending`. A process whose event loop stalled past the limit (a render filling
 * both cores) runs its due timers before it reads the sockets that meanwhile received the answer, so a plain timer
 * race calls a Redis that answered in time late. The verdict is therefore given only after the loop has also read
 * what arrived (setImmediate runs after the poll phase). A rejection is passed on; one after the verdict is
 * dropped.
 */
export function answerWithin<T>(pending: Promise<T>, milliseconds: number): Promise<Answer<T>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!settled) resolve({ answered: false });
          settled = true;
        }),
      milliseconds,
    );
    pending.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ answered: true, value });
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
