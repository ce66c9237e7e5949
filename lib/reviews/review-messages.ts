/** The outcomes a review form or the moderation page lands on, as `?notice=` codes. */
export const REVIEW_SUBMITTED = 'reviews.submitted';
export const REVIEW_APPROVED = 'reviews.approved';
export const REVIEW_REJECTED = 'reviews.rejected';

const notices = [REVIEW_SUBMITTED, REVIEW_APPROVED, REVIEW_REJECTED];
const errors = [
  'reviews.invalid',
  'reviews.customersOnly',
  'reviews.notBought',
  'reviews.alreadyReviewed',
  'reviews.unknownProduct',
  'reviews.saveFailed',
  'reviews.moderationFailed',
  'reviews.adminsOnly',
  'request.tooMany',
];

export interface ReviewMessage {
  kind: 'notice' | 'error';
  /** The key under the Reviews messages: `notices.submitted`, `errors.notBought`. */
  key: string;
  values: Record<string, string>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The message a page's query names, when it is one of ours; anything else shows nothing. */
export function reviewMessage(query: Record<string, string | string[] | undefined>): ReviewMessage | null {
  const notice = first(query.notice);
  if (notice && notices.includes(notice))
    return { kind: 'notice', key: `notices.${notice.split('.')[1]}`, values: {} };
  const error = first(query.error);
  if (!error || !errors.includes(error)) return null;
  const seconds = first(query.seconds);
  return {
    kind: 'error',
    key: `errors.${error.replace('.', '_')}`,
    values: seconds && /^\d{1,6}$/.test(seconds) ? { seconds } : { seconds: '60' },
  };
}
