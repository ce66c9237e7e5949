import { useTranslations } from 'next-intl';
import type { OpenSlot } from '@/lib/appointments/slots';
import { SlotChoice } from './slot-choice';

/**
 * Another open slot of the appointment's area, as a plain form to POST /api/appointments/manage: the signed link
 * is the key, the handler checks the time against the book again. Earlier and later slots page by plain links.
 */
export function MoveForm({
  token,
  language,
  slots,
  error,
  locale,
  timeZone,
  pageLink,
}: {
  token: string;
  language: string;
  slots: OpenSlot[];
  error: string | undefined;
  locale: string;
  timeZone: string;
  pageLink: { earlier: string | null; later: string | null };
}) {
  const t = useTranslations('Appointment');
  return (
    <section className="appointment__move" aria-labelledby="appointment-move-heading">
      <h2 id="appointment-move-heading">{t('moveHeading')}</h2>
      {slots.length > 0 ? (
        <form method="post" action="/api/appointments/manage" className="booking-form" id="booking">
          <input type="hidden" name="action" value="move" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="language" value={language} />
          <SlotChoice
            slots={slots}
            chosen={undefined}
            error={error}
            legend={t('moveSlots')}
            locale={locale}
            timeZone={timeZone}
          />
          <button type="submit" className="button booking-form__submit">
            {t('move')}
          </button>
        </form>
      ) : (
        <p data-testid="no-slots">{t('noSlots')}</p>
      )}
      <nav className="appointment__pages" aria-label={t('pages')}>
        {pageLink.earlier && <a href={pageLink.earlier}>{t('earlier')}</a>}
        {pageLink.later && <a href={pageLink.later}>{t('later')}</a>}
      </nav>
    </section>
  );
}
