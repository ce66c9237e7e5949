import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/lib/shop/order-types';
import { FieldError } from '@/components/ui/field-error';

/** docs/product.md §5 "payment method must be chosen": the store's methods as radio buttons, none chosen in advance. */
export function PaymentOptions({
  payments,
  chosen,
  error,
}: {
  payments: PaymentMethod[];
  chosen: string | undefined;
  error: string | null;
}) {
  const t = useTranslations('Checkout');
  return (
    <fieldset className="checkout-choices" aria-describedby={error ? 'payment-error' : undefined}>
      <legend>{t('paymentMethod')}</legend>
      <FieldError id="payment-error" error={error} />
      {payments.map((method) => (
        <div key={method} className="checkout-choice">
          <input
            type="radio"
            id={`payment-${method}`}
            name="paymentMethod"
            value={method}
            defaultChecked={chosen === method}
            aria-describedby={`payment-${method}-text`}
          />
          <label htmlFor={`payment-${method}`}>
            <span className="checkout-choice__title">{t(`payment.${method}`)}</span>
          </label>
          <p id={`payment-${method}-text`} className="checkout-choice__text">
            {t(`payment.${method}Text`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
