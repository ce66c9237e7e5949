import { useTranslations } from 'next-intl';
import { StackedTableHead } from '@/components/ui/stacked-table-head';
import type { TeamDay } from '@/lib/installations/installations-page';

/** Each team's appointments of the day, a table per team, in the order it drives to them. */
export function TeamDays({
  teams,
  locale,
  timeZone,
}: {
  teams: TeamDay[];
  locale: string;
  timeZone: string;
}) {
  const t = useTranslations('Installations');
  if (teams.length === 0) return <p>{t('noAppointments')}</p>;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const columns = [t('time'), t('service'), t('customer'), t('address'), t('phone'), t('status')];
  return teams.map((team) => (
    <table
      key={`${team.areaId}-${team.team}`}
      className="installations__table stacked-table"
      role="table"
      data-testid="team-day"
    >
      <caption>{t('teamCaption', { area: team.areaName, team: team.team })}</caption>
      <StackedTableHead columns={columns} />
      <tbody role="rowgroup">
        {team.appointments.map((appointment) => (
          <tr key={appointment.id} role="row" data-testid="installation">
            <th scope="row" role="rowheader">
              <time dateTime={appointment.startsAt.toISOString()}>
                {t('timeRange', {
                  from: time.format(appointment.startsAt),
                  to: time.format(appointment.endsAt),
                })}
              </time>
            </th>
            <td role="cell" data-label={t('service')}>
              {t(`services.${appointment.serviceKind as 'fitting'}`)}
            </td>
            <td role="cell" data-label={t('customer')}>
              {appointment.name}
            </td>
            <td role="cell" data-label={t('address')}>
              {`${appointment.street}, ${appointment.postcode} ${appointment.city}`}
            </td>
            <td role="cell" data-label={t('phone')}>
              {appointment.phone && (
                <a href={`tel:${appointment.phone.replace(/[^\d+]/g, '')}`}>{appointment.phone}</a>
              )}
            </td>
            <td role="cell" data-label={t('status')}>
              {t(`statuses.${appointment.status}`)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ));
}
