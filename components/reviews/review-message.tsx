import { useTranslations } from 'next-intl';
import type { ReviewMessage } from '@/lib/reviews/review-messages';

/** A review form's or the moderation's outcome: a notice politely, an error at once. */
export function ReviewMessageBox({ message }: { message: ReviewMessage }) {
  const t = useTranslations('Reviews');
  return (
    <div
      className={`form-message form-message--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="review-message"
    >
      <p>{t(message.key as 'notices.submitted', message.values)}</p>
    </div>
  );
}
