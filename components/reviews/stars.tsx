import './reviews.css';
import { starsOf } from '@/lib/catalog/rating';

/**
 * A rating as five stars, read out as its label ("4.5 of 5 stars"); the stars themselves are decoration. No
 * hooks, so cards, the search overlay and server pages can all show it.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label} data-rating={rating}>
      {starsOf(rating).map((kind, index) => (
        <span key={index} className={`stars__star stars__star--${kind}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
