import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormMessage } from '@/components/ui/form-message';
import { MoveForm } from '@/components/appointment/move-form';
import { canChange, changeDeadline } from '@/lib/appointments/changes';
import { DEFAULT_SCHEDULES, type ServiceKind } from '@/lib/appointments/schedule';
import { serviceAreaById, type AppointmentStore } from '@/lib/appointments/service-area';
import { readPageMessage } from '@/lib/api/page-message';
import { appointmentTime } from '@/lib/booking/appointment-mail';
import { appointmentOfToken } from '@/lib/booking/manage-appointment';
import { DAYS_SHOWN, LAST_SLOT_PAGE, searchSlots, slotPageOf } from '@/lib/booking/slot-search';
import { getMarketContext } from '@/lib/catalog/market-context';
import { personalPageMetadata } from '../../../_shared/personal-page-metadata';
import { pageMarket } from '../../../_shared/market-param';
import '@/app/styles/appointment.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string; token: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Appointment', 'manageMetaTitle');

const vocabulary = {
  notices: ['appointment.booked', 'appointment.cancelled', 'appointment.moved'],
  errors: [
    'appointment.slotTaken',
    'appointment.slotUnavailable',
    'appointment.sameTime',
    'appointment.slotRequired',
    'appointment.linkInvalid',
    'appointment.tooLate',
    'appointment.alreadyCancelled',
    'appointment.failed',
    'request.tooMany',
  ],
  valueNames: ['seconds'],
  noticeKeys: {
    'appointment.booked': 'Appointment.booked',
    'appointment.cancelled': 'Appointment.cancelled',
    'appointment.moved': 'Appointment.moved',
  },
};

/**
 * An appointment's own page, reached by the signed link of its confirmation: when and what, and a way to cancel
 * until 24 hours before. A link that is not ours, or names no appointment, is the ordinary 404.
 */
export default async function ManageAppointmentPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const { token } = await params;
  const now = new Date();
  const [context, query, appointment, translate] = await Promise.all([
    getMarketContext(market),
    searchParams,
    appointmentOfToken(token, now),
    getTranslations(),
  ]);
  if (!appointment || appointment.store !== market.store) notFound();
  const t = (key: string, values?: Record<string, string | number>) =>
    (translate as unknown as (key: string, values?: Record<string, string | number>) => string)(key, values);
  const store = appointment.store as AppointmentStore;
  const timeZone = DEFAULT_SCHEDULES[store].timeZone;
  const when = appointmentTime(appointment, context.formatLocale, timeZone);
  const deadline = appointmentTime(
    { startsAt: changeDeadline(appointment.startsAt), endsAt: appointment.endsAt },
    context.formatLocale,
    timeZone,
  );
  const message = readPageMessage(query, vocabulary);
  const cancelled = appointment.status === 'cancelled';
  const changeable = !cancelled && canChange(appointment.startsAt, now);
  const page = slotPageOf(String(query.page ?? ''));
  const area = serviceAreaById(store, appointment.areaId);
  const kind = appointment.serviceKind as ServiceKind;
  // Its own time is no move, though another team may be free then.
  const slots = (
    changeable && area ? await searchSlots(store, area, kind, now, page * DAYS_SHOWN) : []
  ).filter((slot) => slot.startsAt.getTime() !== appointment.startsAt.getTime());
  const pageHref = (to: number) => `${context.linkPrefix}/appointment/manage/${token}?page=${to}#booking`;
  return (
    <main id="main" className="appointment">
      <h1>{t('Appointment.manageTitle')}</h1>
      {message && (
        <FormMessage kind={message.kind} testId="appointment-message">
          {t(message.key, message.values)}
        </FormMessage>
      )}
      <dl className="appointment-summary" data-testid="appointment-summary">
        <dt>{t('Appointment.service')}</dt>
        <dd>{t(`Appointment.services.${appointment.serviceKind}`)}</dd>
        <dt>{t('Appointment.when')}</dt>
        <dd>{t('Appointment.whenValue', { day: when.day, from: when.from, to: when.to })}</dd>
        <dt>{t('Appointment.where')}</dt>
        <dd>
          {appointment.street}, {appointment.postcode} {appointment.city}
        </dd>
        <dt>{t('Appointment.who')}</dt>
        <dd>
          {appointment.name}, {appointment.email}
        </dd>
        <dt>{t('Appointment.status')}</dt>
        <dd data-testid="appointment-status">{t(`Appointment.statuses.${appointment.status}`)}</dd>
      </dl>
      {changeable && (
        <MoveForm
          token={token}
          language={market.language}
          slots={slots}
          error={message?.key === 'Errors.appointment.slotRequired' ? t(message.key) : undefined}
          locale={context.formatLocale}
          timeZone={timeZone}
          pageLink={{
            earlier: page > 0 ? pageHref(page - 1) : null,
            later: page < LAST_SLOT_PAGE ? pageHref(page + 1) : null,
          }}
        />
      )}
      {!cancelled &&
        (changeable ? (
          <form method="post" action="/api/appointments/manage" className="appointment__cancel">
            <input type="hidden" name="action" value="cancel" />
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="language" value={market.language} />
            <p>{t('Appointment.cancelUntil', { day: deadline.day, time: deadline.from })}</p>
            <button type="submit" className="button button--secondary">
              {t('Appointment.cancel')}
            </button>
          </form>
        ) : (
          <p>{t('Appointment.tooLateToChange', { phone: context.store.info.phone })}</p>
        ))}
    </main>
  );
}
