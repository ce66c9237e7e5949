import { useTranslations } from 'next-intl';
import { appointmentTime } from '@/lib/booking/appointment-mail';
import type { ListedAppointment } from '@/lib/booking/customer-appointments';

/** On the order's page: the installation appointment the order confirmed, and its own page to move or cancel it. */
export function OrderAppointment({
  listed: { appointment, token, timeZone },
  locale,
  linkPrefix,
}: {
  listed: ListedAppointment;
  locale: string;
  linkPrefix: string;
}) {
  const t = useTranslations('Appointment');
  const when = appointmentTime(appointment, locale, timeZone);
  return (
    <section aria-labelledby="order-appointment" data-testid="order-appointment">
      <h2 id="order-appointment">{t('checkoutHeading')}</h2>
      <p>
        {t('orderAppointment', {
          service: t(`services.${appointment.serviceKind}`),
          day: when.day,
          from: when.from,
          to: when.to,
        })}
      </p>
      <p>
        <a href={`${linkPrefix}/appointment/manage/${token}`}>{t('accountManage')}</a>
      </p>
    </section>
  );
}
