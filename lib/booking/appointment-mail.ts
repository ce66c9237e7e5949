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

/** What a mail about an appointment tells: booked, moved, cancelled, or the evening-before reminder. */
export type AppointmentMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

/**
 * The calendar part: REQUEST adds or (with a higher SEQUENCE) moves the one event, CANCEL removes it; a reminder
 * changes nothing in the calendar and carries none.
 */
const inviteMethod = { booked: 'REQUEST', moved: 'REQUEST', cancelled: 'CANCEL', reminder: null } as const;
const inviteFile = { REQUEST: 'termin.ics', CANCEL: 'absage.ics' } as const;

/**
 * The mails about an appointment, in the language it was booked in, with an iCalendar invite whose UID and
 * SEQUENCE let the customer's calendar add, move or remove the one event, and the link to see, move or cancel it
 * while a change is still allowed (`changeable`); after that the phone number is the way.
 */
export function appointmentMail(
  appointment: Appointment,
  kind: AppointmentMailKind,
  context: Pick<MarketContext, 'store' | 'formatLocale'>,
  timeZone: string,
  manageUrl: string,
  t: MailTranslator,
  changeable = true,
): OutgoingMail {
  const storeName = context.store.config.storeName;
  const phone = context.store.info.phone;
  const service = t(`services.${appointment.serviceKind}`);
  const when = appointmentTime(appointment, context.formatLocale, timeZone);
  const location = `${appointment.street}, ${appointment.postcode} ${appointment.city}`;
  const method = inviteMethod[kind];
  const invite =
    method &&
    appointmentInvite({
      uid: appointment.uid,
      sequence: appointment.sequence,
      method,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      title: t('eventTitle', { service, storeName }),
      description: t('eventDescription', { service, storeName, phone }),
      location,
      organizer: { name: storeName, email: context.store.info.email },
      attendee: { name: appointment.name, email: appointment.email },
      url: manageUrl,
    });
  const offersLink = kind !== 'cancelled' && changeable;
  return composeMail({
    from: storeSender(context),
    to: appointment.email,
    language: appointment.language as LanguageCode,
    subject: t(`${kind}.subject`, { service, day: when.day, storeName }),
    paragraphs: [
      t(`${kind}.intro`, { service, day: when.day, from: when.from, to: when.to, location }),
      ...(offersLink ? [t('manage')] : kind === 'reminder' ? [t('reminder.byPhone', { phone })] : []),
    ],
    link: offersLink ? manageUrl : undefined,
    closing: [t('closing', { storeName, phone })],
    attachments: invite
      ? [
          {
            filename: inviteFile[method],
            content: Buffer.from(invite),
            contentType: `text/calendar; charset=utf-8; method=${method}`,
          },
        ]
      : [],
  });
}
