import { useTranslations } from 'next-intl';
import { SlotChoice } from '@/components/appointment/slot-choice';
import { SlotSearchFields } from '@/components/appointment/slot-search-form';
import { FormMessage } from '@/components/ui/form-message';
import { appointmentTime } from '@/lib/booking/appointment-mail';
import type { CheckoutAppointmentData } from '@/lib/booking/checkout-appointment';
import { checkoutServiceKinds } from '@/lib/booking/checkout-hold';

/**
 * A button of the order form that sends the whole form to the appointment's handler with one action: the handler
 * keeps what the shopper typed in the order form (the checkout's draft) before it searches, holds or releases, so
 * nothing typed is lost without JavaScript; with it, CheckoutBehaviour sends it in place.
 */
function AppointmentButton({
  action,
  secondary = false,
  children,
}: {
  action: 'search' | 'hold' | 'release';
  secondary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name="action"
      value={action}
      formAction="/api/appointments/hold"
      formMethod="post"
      formNoValidate
      data-appointment
      className={secondary ? 'button button--secondary' : 'button booking-form__submit'}
    >
      {children}
    </button>
  );
}

/**
 * The checkout's question for a cart with fitting or maintenance: when the installers come. A slot chosen here is
 * held for the cart for 15 minutes and confirmed with the order at its delivery address; without one the order
 * goes all the same, and the confirmation's way to /appointment books later.
 */
export function CheckoutAppointment({ data, locale }: { data: CheckoutAppointmentData; locale: string }) {
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
        <>
          <p data-testid="appointment-hold">
            {t('holdSummary', {
              service: t(`services.${hold.appointment.serviceKind}`),
              ...appointmentTime(hold.appointment, locale, search.timeZone),
              until: time(hold.appointment.heldUntil!),
            })}
          </p>
          <AppointmentButton action="release" secondary>
            {t('release')}
          </AppointmentButton>
        </>
      ) : (
        <>
          <p>{hold ? t('holdLapsed') : t('checkoutIntro')}</p>
          <div className="appointment-search">
            <SlotSearchFields
              service={search.service}
              postcode={search.postcode}
              postcodeError={
                search.postcodeProblem ? translate(`appointment.${search.postcodeProblem}`) : null
              }
              kinds={checkoutServiceKinds}
              required={false}
            />
            <AppointmentButton action="search">{t('showSlots')}</AppointmentButton>
          </div>
          {search.area && search.slots.length > 0 && (
            <div className="booking-form">
              <SlotChoice
                slots={search.slots}
                chosen={undefined}
                error={undefined}
                legend={t('slotsHeading', { area: search.area.name })}
                locale={locale}
                timeZone={search.timeZone}
                required={false}
              />
              <AppointmentButton action="hold">{t('hold')}</AppointmentButton>
            </div>
          )}
          {search.area && search.slots.length === 0 && <p data-testid="no-slots">{t('noSlots')}</p>}
          {hold && (
            <AppointmentButton action="release" secondary>
              {t('withoutAppointment')}
            </AppointmentButton>
          )}
        </>
      )}
    </section>
  );
}
