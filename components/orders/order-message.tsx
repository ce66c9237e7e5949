import { useTranslations } from 'next-intl';
import type { OrderPageMessage } from '@/lib/orders/order-page-message';

/** What the last form on an order page did: an error at once, a notice politely. */
export function OrderMessage({ message }: { message: OrderPageMessage }) {
  const t = useTranslations();
  return (
    <p
      className={`form-message form-message--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="order-message"
    >
      {t(message.key as 'Errors.request.tooMany', message.values)}
    </p>
  );
}
