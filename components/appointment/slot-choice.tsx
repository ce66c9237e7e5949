import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/ui/field-error';
import type { OpenSlot } from '@/lib/appointments/slots';

/**
 * The open slots by day, each a radio button named `startsAt`: the choice the booking form and the moving form
 * share. Days are groups a screen reader announces; the places left stand beside each time.
 */
export function SlotChoice({
  slots,
  chosen,
  error,
  legend,
  locale,
  timeZone,
  required = true,
}: {
  slots: OpenSlot[];
  chosen: string | undefined;
  error: string | undefined;
  legend: string;
  locale: string;
  timeZone: string;
  /** False where the choice is part of a form that may go without one (the checkout's). */
  required?: boolean;
}) {
  const t = useTranslations('Appointment');
  const days = new Map<string, OpenSlot[]>();
  for (const slot of slots) days.set(slot.localDate, [...(days.get(slot.localDate) ?? []), slot]);
  const dayTitle = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return (
    <fieldset
      className="booking-form__slots"
      id="appointment-startsAt"
      tabIndex={-1}
      aria-describedby={error ? 'appointment-startsAt-error' : undefined}
    >
      <legend>{legend}</legend>
      <FieldError id="appointment-startsAt-error" error={error} />
      {[...days.entries()].map(([day, daySlots]) => (
        <div
          key={day}
          className="booking-form__day"
          role="group"
          aria-label={dayTitle.format(daySlots[0]!.startsAt)}
        >
          <p className="booking-form__day-title" aria-hidden="true">
            {dayTitle.format(daySlots[0]!.startsAt)}
          </p>
          {daySlots.map((slot) => (
            <label key={slot.startsAt.toISOString()} className="booking-form__slot" data-testid="slot">
              <input
                type="radio"
                name="startsAt"
                value={slot.startsAt.toISOString()}
                defaultChecked={chosen === slot.startsAt.toISOString()}
                required={required}
              />
              <span>
                {t('slot', { from: time.format(slot.startsAt), to: time.format(slot.endsAt) })}
                <span className="booking-form__places">{t('places', { count: slot.remaining })}</span>
              </span>
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
