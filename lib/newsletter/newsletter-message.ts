/** What a newsletter form's answer says: a notice of what happened or an error, each a text under Newsletter.messages. */
export const newsletterNotices = [
  'checkMailbox',
  'confirmed',
  'alreadyRegistered',
  'unsubscribed',
  'alreadyUnsubscribed',
  'emailNotFound',
] as const;
export const newsletterErrors = [
  'emailInvalid',
  'invalid',
  'linkInvalid',
  'linkExpired',
  'linkReplaced',
  'loginRequired',
  'tooMany',
  'failed',
] as const;
export type NewsletterNotice = (typeof newsletterNotices)[number];
export type NewsletterError = (typeof newsletterErrors)[number];

export interface NewsletterMessage {
  kind: 'notice' | 'error';
  /** The key under Newsletter.messages. */
  key: NewsletterNotice | NewsletterError;
  seconds?: number;
}

const first = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value);

/** A message code as a handler answers it (`newsletter.linkExpired`), if it is one of ours. */
export function newsletterMessage(
  kind: 'notice' | 'error',
  code: string | null | undefined,
  seconds?: number | string | null,
): NewsletterMessage | null {
  const key = code?.startsWith('newsletter.') ? code.slice('newsletter.'.length) : null;
  const known: readonly string[] = kind === 'notice' ? newsletterNotices : newsletterErrors;
  if (!key || !known.includes(key)) return null;
  const wait = Number(seconds);
  return {
    kind,
    key: key as NewsletterMessage['key'],
    ...(key === 'tooMany' && Number.isInteger(wait) && wait > 0 ? { seconds: wait } : {}),
  };
}

/** The message a page's query carries after a plain form's 303; unknown codes show nothing. */
export function newsletterMessageOf(
  query: Record<string, string | string[] | undefined>,
): NewsletterMessage | null {
  const error = first(query.error);
  if (error) return newsletterMessage('error', error, first(query.seconds));
  return newsletterMessage('notice', first(query.notice));
}
