import type { MarketContext } from '../catalog/market-context';
import { appointmentInvite } from '../appointments/invite';
import { composeMail, storeSender, type MailTranslator } from '../mail/compose';
import type { Appointment } from '../shop/appointment-book';
import type { LanguageCode } from '../shop/codes';
import type { OutgoingMail } from '../storefront';

/** The appointment's time as the customer reads it: their store's wall clock, in their language. */
export function appointmentTime(
  appointment: Pick<Appointment, 'startsAt' | 'endsAt'>,
  locale: string,
  timeZone: string,
) {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(appointment.startsAt);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  return { day, from: time.format(appointment.startsAt), to: time.format(appointment.endsAt) };
}

/**
 * The confirmation (or cancellation) with an iCalendar invite whose UID and SEQUENCE let the customer's calendar
 * add, move or remove the one event; the link to see, move or cancel it until 24 hours before.
 */
export function appointmentMail(
  appointment: Appointment,
  kind: 'booked' | 'cancelled',
  context: Pick<MarketContext, 'store' | 'formatLocale'>,
  timeZone: string,
  manageUrl: string,
  t: MailTranslator,
): OutgoingMail {
  const storeName = context.store.config.storeName;
  const service = t(`services.${appointment.serviceKind}`);
  const when = appointmentTime(appointment, context.formatLocale, timeZone);
  const title = t('eventTitle', { service, storeName });
  const invite = appointmentInvite({
    uid: appointment.uid,
    sequence: appointment.sequence,
    method: kind === 'booked' ? 'REQUEST' : 'CANCEL',
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    title,
    description: t('eventDescription', { service, storeName, phone: context.store.info.phone }),
    location: `${appointment.street}, ${appointment.postcode} ${appointment.city}`,
    organizer: { name: storeName, email: context.store.info.email },
    attendee: { name: appointment.name, email: appointment.email },
    url: manageUrl,
  });
  return composeMail({
    from: storeSender(context),
    to: appointment.email,
    language: appointment.language as LanguageCode,
    subject: t(`${kind}.subject`, { service, day: when.day, storeName }),
    paragraphs: [
      t(`${kind}.intro`, { service, day: when.day, from: when.from, to: when.to }),
      ...(kind === 'booked' ? [t('booked.manage')] : []),
    ],
    link: kind === 'booked' ? manageUrl : undefined,
    closing: [t('closing', { storeName, phone: context.store.info.phone })],
    attachments: [
      {
        filename: kind === 'booked' ? 'termin.ics' : 'absage.ics',
        content: Buffer.from(invite),
        contentType: `text/calendar; charset=utf-8; method=${kind === 'booked' ? 'REQUEST' : 'CANCEL'}`,
      },
    ],
  });
}
