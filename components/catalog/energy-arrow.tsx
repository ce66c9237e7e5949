import type { EnergyArrow } from '@/lib/catalog/energy-labels';
import type { Translate } from './card-texts';

/**
 * The class arrow of distance selling (Regulation (EU) 2017/1369): the product's class in its colour with its
 * scale's range, a plain link to the full label so it opens without JavaScript. Plus signs stay on the line.
 */
export function EnergyArrowView({
  arrow,
  t,
  size = 'card',
}: {
  arrow: EnergyArrow;
  /** The `EnergyLabel` messages. */
  t: Translate;
  size?: 'card' | 'page';
}) {
  const { energyClass, best, worst } = arrow;
  return (
    <a
      href={arrow.labelHref}
      className={`energy-arrow energy-arrow--${size}`}
      aria-label={t('arrowName', { energyClass, best, worst })}
      data-testid="energy-arrow"
    >
      <span className="energy-arrow__class" style={{ backgroundColor: arrow.background, color: arrow.text }}>
        {energyClass}
      </span>
      <span className="energy-arrow__range">{t('range', { best, worst })}</span>
    </a>
  );
}
