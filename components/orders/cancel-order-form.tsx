import { useTranslations } from 'next-intl';
import type { LanguageCode } from '@/lib/shop/codes';

/** Cancelling an unpaid order from the account: a plain form, which works without JavaScript. */
export function CancelOrderForm({ orderId, language }: { orderId: number; language: LanguageCode }) {
  const t = useTranslations('Order');
  return (
    <form method="post" action="/api/orders/cancel" className="order-cancel">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="language" value={language} />
      <p>{t('cancelHint')}</p>
      <button type="submit" className="button button--secondary">
        {t('cancelOrder')}
      </button>
    </form>
  );
}
