import { useTranslations } from 'next-intl';
import type { EnergyLabelView } from '@/lib/catalog/energy-labels';
import { EnergyArrowView } from '../energy-arrow';

/**
 * The energy label beside the product page's price, as distance selling asks: the class arrow opening the
 * label, the label's second class, the product information sheet and the model's EPREL registration.
 */
export function EnergyLabelInfo({ label }: { label: EnergyLabelView }) {
  const t = useTranslations('EnergyLabel');
  const product = useTranslations('Product');
  const { second, eprel } = label;
  return (
    <div className="energy-label-info" data-testid="energy-label">
      <EnergyArrowView arrow={label} t={t} size="page" />
      {second && (
        <p className="energy-label-info__line">
          {t('secondClass', {
            function: t(`functions.${second.function}`),
            energyClass: second.energyClass,
            best: second.best,
            worst: second.worst,
          })}
        </p>
      )}
      <p className="energy-label-info__line">
        <a href={label.sheetHref} type="application/pdf">
          {t('sheet')} <span className="documents__type">({product('pdf')})</span>
        </a>
      </p>
      {eprel && (
        <p className="energy-label-info__line">
          {t('eprel')}{' '}
          <a href={eprel.href} data-testid="eprel-number">
            {eprel.number}
          </a>
        </p>
      )}
    </div>
  );
}
