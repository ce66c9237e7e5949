import { useTranslations } from 'next-intl';
import { appointmentTime } from '@/lib/booking/appointment-mail';
import type { ListedAppointment } from '@/lib/booking/customer-appointments';

/**
 * The account's upcoming installer appointments, each with what, when and where and its own page to move or
 * cancel it; below them the way to book another.
 */
export function AppointmentList({
  appointments,
  locale,
  linkPrefix,
}: {
  appointments: ListedAppointment[];
  locale: string;
  linkPrefix: string;
}) {
  const t = useTranslations('Appointment');
  return (
    <section aria-labelledby="appointments" className="account-appointments">
      <h2 id="appointments">{t('accountTitle')}</h2>
      {appointments.length === 0 ? (
        <p>{t('accountNone')}</p>
      ) : (
        <ul className="account-appointments__list" data-testid="account-appointments">
          {appointments.map(({ appointment, token, timeZone }) => {
            const when = appointmentTime(appointment, locale, timeZone);
            return (
              <li key={appointment.id} className="account-appointments__item">
                <p className="account-appointments__what">
                  <strong>{t(`services.${appointment.serviceKind}`)}</strong>
                  {' · '}
                  <time dateTime={appointment.startsAt.toISOString()}>
                    {t('whenValue', { day: when.day, from: when.from, to: when.to })}
                  </time>
                </p>
                <p>
                  {appointment.street}, {appointment.postcode} {appointment.city}
                </p>
                <a href={`${linkPrefix}/appointment/manage/${token}`}>{t('accountManage')}</a>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <a href={`${linkPrefix}/appointment`}>{t('accountBook')}</a>
      </p>
    </section>
  );
}
