// The browser's proof-of-work search off the main thread, so typing in the form never waits for it.
import { findPowNumber } from './captcha-pow-solve';
import type { PowChallenge } from './captcha-types';

addEventListener('message', (event: MessageEvent<PowChallenge>) => {
  // No number (null) also when WebCrypto is missing, e.g. on plain http: the field then asks its question.
  findPowNumber(event.data).then(
    (number) => postMessage(number),
    () => postMessage(null),
  );
});
