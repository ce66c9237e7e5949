import { messageKeyOf } from './message-schema';

/** What a message form's handler answers, as the page and the form's script show it. */
export interface MessageOutcome {
  kind: 'notice' | 'error';
  /** A full message key (ContactForm.… or Errors.…). */
  key: string;
  values: Record<string, number>;
}

export const MESSAGE_SENT = 'contactForm.sent';
/** Sent to the shop, but the copy was not: the sender's address had its share of copies for the day. */
export const MESSAGE_SENT_WITHOUT_COPY = 'contactForm.sentWithoutCopy';
const notices = [MESSAGE_SENT, MESSAGE_SENT_WITHOUT_COPY];
/** Codes an answer may carry; anything else in the page's query is ignored. */
const errors = [
  'contactForm.invalid',
  'contactForm.failed',
  'captcha.missing',
  'captcha.invalid',
  'captcha.expired',
  'captcha.replayed',
  'request.tooMany',
];

/** The message of an answer's code, with the seconds to wait when it is the rate limit's. */
export function messageOutcome(
  kind: 'notice' | 'error',
  code: string,
  seconds?: number,
): MessageOutcome | null {
  if (!(kind === 'notice' ? notices : errors).includes(code)) return null;
  const values: Record<string, number> =
    seconds !== undefined && Number.isSafeInteger(seconds) && seconds > 0 ? { seconds } : {};
  // Notices are the form's own texts; errors its own or the shop's shared ones.
  const key = kind === 'notice' ? `ContactForm.${code.slice('contactForm.'.length)}` : messageKeyOf(code);
  return { kind, key, values };
}

/** The message a plain form's 303 carries in the page's query (`?error=request.tooMany&seconds=40`). */
export function messageOutcomeOf(
  query: Record<string, string | string[] | undefined>,
): MessageOutcome | null {
  const first = (name: string) => [query[name]].flat()[0];
  const notice = first('notice');
  if (notice) return messageOutcome('notice', notice);
  const error = first('error');
  return error ? messageOutcome('error', error, Number(first('seconds'))) : null;
}
