'use client';

// A client component only so pages do not carry 40 drops in their RSC payload: Next sends the not-found screen
// along with every route of the market.
const DROPS = 40;

/**
 * docs/product.md §2's rain of 40 drops behind the 404 screen. Positions and timings are spread deterministically so the
 * server and the browser render the same markup; the CSS stops it for shoppers who prefer reduced motion.
 */
export function Rain() {
  return (
    <div className="rain" aria-hidden="true" data-testid="rain">
      {Array.from({ length: DROPS }, (_, index) => (
        <span
          key={index}
          className="rain__drop"
          style={{
            left: `${(index * 37) % 100}%`,
            animationDelay: `${((index * 53) % 20) / 10}s`,
            animationDuration: `${0.8 + ((index * 29) % 7) / 10}s`,
          }}
        />
      ))}
    </div>
  );
}
