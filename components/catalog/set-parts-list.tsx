import { useTranslations } from 'next-intl';
import type { OrderSetPart } from '@/lib/shop/order-types';

/** Under a set's line in the cart, the checkout and an order: what one set of it holds. */
export function SetPartsList({ parts }: { parts: OrderSetPart[] }) {
  const t = useTranslations('ProductSet');
  if (parts.length === 0) return null;
  return (
    <div className="set-parts" data-testid="set-parts">
      <span className="set-parts__label">{t('holds')}</span>
      <ul>
        {parts.map((part) => (
          <li key={part.saleElementId}>
            {t('part', { quantity: part.quantity, title: part.title, ref: part.ref })}
          </li>
        ))}
      </ul>
    </div>
  );
}
