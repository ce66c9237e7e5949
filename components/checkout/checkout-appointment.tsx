import { useTranslations } from 'next-intl';
import { SlotChoice } from '@/components/appointment/slot-choice';
import { SlotSearchForm } from '@/components/appointment/slot-search-form';
import { FormMessage } from '@/components/ui/form-message';
import { appointmentTime } from '@/lib/booking/appointment-mail';
import type { CheckoutAppointmentData } from '@/lib/booking/checkout-appointment';
import { checkoutServiceKinds } from '@/lib/booking/checkout-hold';

/** A plain form to POST /api/appointments/hold with one action and what it needs. */
function HoldForm({
  language,
  action,
  children,
}: {
  language: string;
  action: 'hold' | 'release';
  children: React.ReactNode;
}) {
  return (
    <form method="post" action="/api/appointments/hold" className="booking-form">
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="language" value={language} />
      {children}
    </form>
  );
}

/**
 * The checkout's question for a cart with fitting or maintenance: when the installers come. A slot chosen here is
 * held for the cart for 15 minutes and confirmed with the order at its delivery address; without one the order
 * goes all the same, and the confirmation's way to /appointment books later.
 */
export function CheckoutAppointment({
  data,
  language,
  locale,
  checkoutHref,
}: {
  data: CheckoutAppointmentData;
  language: string;
  locale: string;
  checkoutHref: string;
}) {
  const t = useTranslations('Appointment');
  const errors = useTranslations('Errors');
  const { hold, search, message } = data;
  const translate = (key: string, values?: Record<string, number>) =>
    (errors as unknown as (key: string, values?: Record<string, number>) => string)(key, values);
  const time = (date: Date) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: search.timeZone }).format(date);
  return (
    <section
      id="appointment"
      className="checkout-appointment"
      aria-labelledby="appointment-heading"
      tabIndex={-1}
    >
      <h2 id="appointment-heading">{t('checkoutHeading')}</h2>
      {message && (
        <FormMessage kind={message.kind} testId="appointment-message">
          {message.kind === 'notice'
            ? t(message.key.replace(/^Appointment\./, '') as 'held')
            : translate(message.key.replace(/^Errors\./, ''), message.values)}
        </FormMessage>
      )}
      {hold?.lasts ? (
        <HoldForm language={language} action="release">
          <p data-testid="appointment-hold">
            {t('holdSummary', {
              service: t(`services.${hold.appointment.serviceKind}`),
              ...appointmentTime(hold.appointment, locale, search.timeZone),
              until: time(hold.appointment.heldUntil!),
            })}
          </p>
          <button type="submit" className="button button--secondary">
            {t('release')}
          </button>
        </HoldForm>
      ) : (
        <>
          <p>{hold ? t('holdLapsed') : t('checkoutIntro')}</p>
          <SlotSearchForm
            action={`${checkoutHref}#appointment`}
            service={search.service}
            postcode={search.postcode}
            postcodeError={search.postcodeProblem ? translate(`appointment.${search.postcodeProblem}`) : null}
            kinds={checkoutServiceKinds}
          />
          {search.area && search.slots.length > 0 && (
            <HoldForm language={language} action="hold">
              <input type="hidden" name="serviceKind" value={search.service} />
              <input type="hidden" name="postcode" value={search.postcode} />
              <SlotChoice
                slots={search.slots}
                chosen={undefined}
                error={undefined}
                legend={t('slotsHeading', { area: search.area.name })}
                locale={locale}
                timeZone={search.timeZone}
              />
              <button type="submit" className="button booking-form__submit">
                {t('hold')}
              </button>
            </HoldForm>
          )}
          {search.area && search.slots.length === 0 && <p data-testid="no-slots">{t('noSlots')}</p>}
          {hold && (
            <HoldForm language={language} action="release">
              <button type="submit" className="button button--secondary">
                {t('withoutAppointment')}
              </button>
            </HoldForm>
          )}
        </>
      )}
    </section>
  );
}
