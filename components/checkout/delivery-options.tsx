import { useTranslations } from 'next-intl';
import type { CheckoutQuote } from '@/lib/checkout/quote';
import { formatMoney } from '@/lib/pricing/format';
import { FieldError } from '@/components/ui/field-error';
import { ShipmentOptions } from './shipment-options';

interface DeliveryOptionsProps {
  quote: CheckoutQuote;
  values: Record<string, string>;
  errorFor: (field: string) => string | null;
  locale: string;
  deliveryCountry: string;
}

/**
 * docs/product.md §4 delivery choice as real radio buttons: each offered module with its postage for this cart (free at 0,
 * net when VAT is excluded) and delivery time; pickup with its locations; the undeliverable lines with the
 * confirmation docs/product.md §5 asks for.
 */
export function DeliveryOptions({ quote, values, errorFor, locale, deliveryCountry }: DeliveryOptionsProps) {
  const t = useTranslations('Checkout');
  const errors = useTranslations('Errors.delivery');
  const chosen = quote.delivery?.module.id;
  const pickupError = errorFor('pickupLocationId');
  const undeliverableError = errorFor('confirmUndeliverable');
  if (quote.deliveryProblem && quote.deliveryProblem !== 'empty')
    return (
      <p className="checkout-problem" role="alert">
        {errors(quote.deliveryProblem)}
      </p>
    );
  return (
    <>
      <fieldset
        className="checkout-choices"
        aria-describedby={errorFor('deliveryModuleId') ? 'delivery-error' : undefined}
      >
        <legend>{t('deliveryMethod', { country: deliveryCountry })}</legend>
        <FieldError id="delivery-error" error={errorFor('deliveryModuleId')} />
        {quote.deliveries.map(({ module, shown }) => (
          <div key={module.id} className="checkout-choice">
            <input
              type="radio"
              id={`delivery-${module.id}`}
              name="deliveryModuleId"
              value={module.id}
              defaultChecked={module.id === chosen}
              data-refresh="delivery"
              aria-describedby={`delivery-${module.id}-text`}
            />
            <label htmlFor={`delivery-${module.id}`}>
              <span className="checkout-choice__title">{module.title}</span>
              <span className="checkout-choice__price">
                {shown.amount === 0 ? t('free') : formatMoney(shown, locale)}
              </span>
            </label>
            <p id={`delivery-${module.id}-text`} className="checkout-choice__text">
              {module.description}{' '}
              {module.kind !== 'pickup' &&
                t('deliveryDays', { min: module.deliveryDays.min, max: module.deliveryDays.max })}
              {module.requiresPhone && ` ${t('phoneNeeded')}`}
            </p>
            {module.kind === 'pickup' && module.pickupLocations.length > 0 && (
              <fieldset
                className="checkout-pickup"
                aria-describedby={pickupError ? 'pickup-error' : undefined}
              >
                <legend>{t('pickupLocation')}</legend>
                <FieldError id="pickup-error" error={pickupError} />
                {module.pickupLocations.map((location) => (
                  <div key={location.id} className="checkout-choice">
                    <input
                      type="radio"
                      id={`pickup-${location.id}`}
                      name="pickupLocationId"
                      value={location.id}
                      defaultChecked={values.pickupLocationId === String(location.id)}
                    />
                    <label htmlFor={`pickup-${location.id}`}>
                      <span className="checkout-choice__title">{location.title}</span>
                      <span className="checkout-choice__text">
                        {location.street}, {location.postcode} {location.city} · {location.openingHours}
                      </span>
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
          </div>
        ))}
      </fieldset>
      {quote.shipments && (
        <ShipmentOptions shipments={quote.shipments} currency={quote.currency} locale={locale} />
      )}
      {quote.undeliverable.length > 0 && (
        <div className={undeliverableError ? 'checkout-warning form-field--invalid' : 'checkout-warning'}>
          <p id="undeliverable-text">{errors('someUndeliverable')}</p>
          <ul>
            {quote.undeliverable.map((line) => (
              <li key={line.view.id}>{line.view.title}</li>
            ))}
          </ul>
          <div className="checkout-check">
            <input
              type="checkbox"
              id="confirm-undeliverable"
              name="confirmUndeliverable"
              defaultChecked={values.confirmUndeliverable === 'on' || values.confirmUndeliverable === 'true'}
              aria-describedby={
                undeliverableError ? 'undeliverable-text undeliverable-error' : 'undeliverable-text'
              }
            />
            <label htmlFor="confirm-undeliverable">{t('confirmUndeliverable')}</label>
          </div>
          <FieldError id="undeliverable-error" error={undeliverableError} />
        </div>
      )}
    </>
  );
}
