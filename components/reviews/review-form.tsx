import { useTranslations } from 'next-intl';
import type { KeptReview } from '@/lib/reviews/review-flash';
import { COMMENT_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/reviews/review-schema';

interface ReviewFormProps {
  saleElementId: number;
  language: string;
  kept: KeptReview;
  /** Fields the last try was refused for, with their messages' keys under Reviews.errors. */
  invalid: string[];
}

/**
 * The review form (docs/product.md §3 review: rating, title, comment), a plain form that works without JavaScript: the
 * handler answers 303 back to this page with the outcome, the values kept when refused.
 */
export function ReviewForm({ saleElementId, language, kept, invalid }: ReviewFormProps) {
  const t = useTranslations('Reviews');
  const describedBy = (field: string) => (invalid.includes(field) ? `review-${field}-error` : undefined);
  const error = (field: string) =>
    invalid.includes(field) && (
      <p id={`review-${field}-error`} className="form-field__error">
        {t(`fieldErrors.${field}` as 'fieldErrors.title')}
      </p>
    );
  return (
    <form method="post" action="/api/reviews" className="review-form" data-testid="review-form">
      <input type="hidden" name="saleElementId" value={saleElementId} />
      <input type="hidden" name="language" value={language} />
      <fieldset aria-describedby={describedBy('rating')}>
        <legend>{t('ratingLabel')}</legend>
        <div className="review-form__ratings">
          {[5, 4, 3, 2, 1].map((rating) => (
            <label key={rating}>
              <input
                type="radio"
                name="rating"
                value={rating}
                required
                defaultChecked={kept.rating === String(rating)}
              />
              {t('stars', { rating })}
            </label>
          ))}
        </div>
        {error('rating')}
      </fieldset>
      <p>
        <label htmlFor="review-title">{t('titleLabel')}</label>
        <input
          id="review-title"
          name="title"
          type="text"
          required
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          defaultValue={kept.title}
          aria-invalid={invalid.includes('title') || undefined}
          aria-describedby={describedBy('title')}
        />
        {error('title')}
      </p>
      <p>
        <label htmlFor="review-comment">{t('commentLabel')}</label>
        <textarea
          id="review-comment"
          name="comment"
          rows={6}
          required
          maxLength={COMMENT_MAX_LENGTH}
          autoComplete="off"
          defaultValue={kept.comment}
          aria-invalid={invalid.includes('comment') || undefined}
          aria-describedby={describedBy('comment')}
        />
        {error('comment')}
      </p>
      <p>{t('moderationNote')}</p>
      <button type="submit" className="button">
        {t('submit')}
      </button>
    </form>
  );
}
