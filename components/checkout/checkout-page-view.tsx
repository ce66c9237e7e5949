import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { CheckoutPageData } from '@/lib/checkout/checkout-page';
import { FormField } from '../account/form-field';
import { useFieldError } from '../account/field-error';
import { CheckoutAddresses } from './checkout-addresses';
import { CheckoutBehaviour } from './checkout-behaviour';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryOptions } from './delivery-options';
import { GuestCaptchaField } from './guest-captcha-field';
import { HintedCheck } from './hinted-check';
import { PaymentOptions } from './payment-options';
import { TaxConditionCheck } from './tax-condition-check';
import '@/app/styles/checkout.css';
import { FormMessage } from '@/components/ui/form-message';

/**
 * Prices the order again with what the form holds; never checks the form's required fields, as it orders nothing.
 */
function UpdateButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value="update"
      className="button button--secondary"
      data-update
      formNoValidate
    >
      {children}
    </button>
  );
}

export interface CheckoutPageViewProps extends CheckoutPageData {
  locale: string;
  language: string;
  linkPrefix: string;
  /**
   * The installation appointment's section, part of the order form after the delivery: its buttons send the whole
   * form to the appointment's handler, which keeps what was typed.
   */
  appointment?: React.ReactNode;
}

/**
 * docs/product.md §2 /checkout on one page, as one plain form (docs/architecture.md "Every mutation works without JavaScript"):
 * contact, addresses, delivery, coupon, payment, summary, note, terms and the order button. "Update" buttons price
 * choices again; Enter in a field presses the first of them, so it never places an order by accident.
 */
export function CheckoutPageView(props: CheckoutPageViewProps) {
  const { quote, values, message, linkPrefix } = props;
  const t = useTranslations('Checkout');
  const errors = useTranslations();
  const messageFor = useFieldError(message);
  const errorFor = (field: string) => {
    const own = props.fieldMessages[field];
    return own ? errors(`Errors.${own}` as 'Account.loggedIn', message?.values) : messageFor(field);
  };
  const captchaError = errorFor('captcha_answer');
  const checked = (name: string, byDefault: boolean) =>
    values[name] === undefined ? byDefault : values[name] === 'on' || values[name] === 'true';
  return (
    <main id="main" className="checkout">
      <h1>{t('title')}</h1>
      {message && (
        <FormMessage kind="error" id="checkout-message" testId="checkout-message">
          <p>{errors(message.key as 'Account.loggedIn', message.values)}</p>
        </FormMessage>
      )}
      {props.countrySwitch && (
        <form
          method="post"
          action="/api/delivery-country"
          className="site-country-offer"
          data-testid="country-switch"
        >
          <input type="hidden" name="countryId" value={props.countrySwitch.id} />
          <p>{t('countrySwitchHint', { country: props.countrySwitch.title })}</p>
          <button type="submit" className="button button--secondary">
            {t('countrySwitch', { country: props.countrySwitch.title })}
          </button>
        </form>
      )}
      <form method="post" action="/api/checkout" id="checkout-form" className="checkout-form">
        <input type="hidden" name="checkoutKey" value={props.checkoutKey} />
        <input type="hidden" name="language" value={props.language} />
        <input type="hidden" name="shownTotal" value={quote.totals.total.gross} />
        <section aria-labelledby="checkout-contact">
          <h2 id="checkout-contact">{t('contact')}</h2>
          {props.customerEmail ? (
            <p data-testid="checkout-email">{t('orderAs', { email: props.customerEmail })}</p>
          ) : (
            <>
              <FormField
                name="email"
                label={t('email')}
                type="email"
                autoComplete="email"
                defaultValue={values.email}
                error={errorFor('email')}
                scope="checkout"
                hint={t('emailHint')}
              />
              <p className="checkout-hint">
                {t.rich('loginHint', {
                  login: (chunks) => <a href={`${linkPrefix}/login-register?from=checkout`}>{chunks}</a>,
                })}
              </p>
            </>
          )}
        </section>
        <section aria-labelledby="checkout-delivery-address">
          <h2 id="checkout-delivery-address">{t('deliveryAddress')}</h2>
          <p className="checkout-hint">
            {t('deliveryCountryHint', { country: props.deliveryCountry.title })}
          </p>
          <CheckoutAddresses
            group="delivery"
            book={props.addresses}
            values={values}
            errorFor={errorFor}
            countries={props.invoiceCountries}
            states={props.states}
            phoneRequired={props.phoneRequired}
          />
          <div className="checkout-check">
            <input
              type="checkbox"
              id="invoice-same"
              name="invoiceSame"
              defaultChecked={checked('invoiceSame', true)}
            />
            <label htmlFor="invoice-same">{t('invoiceSame')}</label>
          </div>
          <details className="checkout-invoice" open={!checked('invoiceSame', true)}>
            <summary>{t('invoiceAddress')}</summary>
            <CheckoutAddresses
              group="invoice"
              book={props.addresses}
              values={values}
              errorFor={errorFor}
              countries={props.invoiceCountries}
              states={props.states}
              phoneRequired={false}
            />
          </details>
        </section>
        <section aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">{t('deliveryTitle')}</h2>
          <DeliveryOptions
            quote={quote}
            values={values}
            errorFor={errorFor}
            locale={props.locale}
            deliveryCountry={props.deliveryCountry.title}
          />
          <UpdateButton>{t('update')}</UpdateButton>
        </section>
        {props.appointment}
        <section aria-labelledby="checkout-coupon">
          <h2 id="checkout-coupon">{t('couponTitle')}</h2>
          <div className="checkout-coupon">
            <FormField
              name="couponCode"
              label={t('couponCode')}
              autoComplete="off"
              required={false}
              defaultValue={values.couponCode}
              error={errorFor('couponCode')}
              scope="checkout"
            />
            <UpdateButton>{t('redeem')}</UpdateButton>
          </div>
          {quote.coupon && !quote.coupon.refusal && (
            <p role="status" data-testid="coupon-applied">
              {t('couponApplied', { code: quote.coupon.code })}
            </p>
          )}
        </section>
        <section aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">{t('paymentTitle')}</h2>
          <PaymentOptions
            payments={props.payments}
            chosen={values.paymentMethod}
            error={errorFor('paymentMethod')}
          />
        </section>
        <TaxConditionCheck
          conditions={quote.taxConditions}
          checked={checked}
          update={<UpdateButton>{t('update')}</UpdateButton>}
        />
        <CheckoutSummary quote={quote} locale={props.locale} includesVat={props.includesVat} />
        <section aria-labelledby="checkout-finish">
          <h2 id="checkout-finish">{t('finish')}</h2>
          <div className={errorFor('note') ? 'form-field form-field--invalid' : 'form-field'}>
            <label htmlFor="checkout-note">{t('note')}</label>
            <textarea id="checkout-note" name="note" rows={3} maxLength={1000} defaultValue={values.note} />
          </div>
          {props.captcha && (
            <GuestCaptchaField challenge={props.captcha} error={captchaError} waitsFor="place" />
          )}
          <div className={errorFor('acceptTerms') ? 'checkout-check form-field--invalid' : 'checkout-check'}>
            <input
              type="checkbox"
              id="accept-terms"
              name="acceptTerms"
              defaultChecked={checked('acceptTerms', false)}
              aria-describedby={props.consumerWithdrawal ? 'terms-text' : undefined}
            />
            <label htmlFor="accept-terms">
              {t.rich('acceptTerms', {
                terms: (chunks) => <a href={`${linkPrefix}/agb.html`}>{chunks}</a>,
                privacy: (chunks) => <a href={`${linkPrefix}/datenschutz`}>{chunks}</a>,
              })}
            </label>
          </div>
          {props.consumerWithdrawal && (
            <p id="terms-text" className="checkout-hint">
              {t.rich('withdrawalHint', {
                withdrawal: (chunks) => <a href={`${linkPrefix}/widerrufsrecht`}>{chunks}</a>,
              })}
            </p>
          )}
          {props.offerNewsletter && (
            <HintedCheck
              id="checkout-newsletter"
              name="newsletter"
              label={t('newsletter')}
              hint={t('newsletterHint')}
              defaultChecked={checked('newsletter', false)}
            />
          )}
          <button
            type="submit"
            name="intent"
            value="place"
            className="button checkout-place"
            data-testid="place-order"
          >
            {t('placeOrder')}
          </button>
        </section>
      </form>
      <CheckoutBehaviour />
    </main>
  );
}
