import { createTranslator } from 'use-intl/core';
import de from '../../messages/de.json';
import type { MailTranslator } from '../mail/compose';
import type { Appointment } from '../shop/appointment-book';
import { appointmentMail, type AppointmentMailKind } from './appointment-mail';

const t = createTranslator({
  locale: 'de',
  messages: de,
  namespace: 'AppointmentMail',
}) as unknown as MailTranslator;
const context = {
  store: {
    config: { storeName: 'Sanitärwelt' },
    info: { email: 'service@sanitaerwelt.at', phone: '+43 732 90 80' },
  },
  formatLocale: 'de-AT',
} as Parameters<typeof appointmentMail>[2];
const appointment: Appointment = {
  id: 7,
  uid: 'b5c2@www.sanitaerwelt.at',
  sequence: 2,
  store: 'at',
  language: 'de',
  areaId: 'at-wien-noe',
  team: 1,
  serviceKind: 'maintenance',
  startsAt: new Date('2026-12-15T07:00:00Z'),
  endsAt: new Date('2026-12-15T09:00:00Z'),
  status: 'confirmed',
  heldUntil: null,
  orderId: null,
  customerId: null,
  name: 'Anna Berger',
  email: 'anna@example.at',
  phone: null,
  street: 'Graben 1',
  postcode: '1010',
  city: 'Wien',
  note: null,
};
const link = 'https://www.sanitaerwelt.at/appointment/manage/abc.def';
const mail = (kind: AppointmentMailKind, changeable = true) =>
  appointmentMail(appointment, kind, context, 'Europe/Vienna', link, t, changeable);
const calendar = (kind: AppointmentMailKind) => mail(kind).attachments![0]!.content.toString('utf8');

describe('mails about an appointment', () => {
  it('moves the one event: a request with the same UID and the appointment’s sequence, and the link', () => {
    const moved = mail('moved');
    expect(moved.subject).toBe('Verschoben: Wartung am Dienstag, 15. Dezember 2026');
    expect(moved.text).toContain(
      'Ihr Termin ist verschoben: Wartung am Dienstag, 15. Dezember 2026, 08:00–10:00 Uhr.',
    );
    expect(moved.text).toContain(link);
    expect(moved.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendar('moved')).toMatch(/^UID:b5c2@www\.sanitaerwelt\.at\r$/m);
    expect(calendar('moved')).toMatch(/^SEQUENCE:2\r$/m);
  });

  it('reminds with the place and no calendar part; once too late to change online, with the phone', () => {
    const early = mail('reminder');
    expect(early.subject).toBe('Erinnerung: Wartung am Dienstag, 15. Dezember 2026');
    expect(early.text).toContain('bei Graben 1, 1010 Wien.');
    expect(early.attachments ?? []).toEqual([]);
    expect(early.text).toContain(link);
    const late = mail('reminder', false);
    expect(late.text).not.toContain(link);
    expect(late.text).toContain('Für eine Änderung rufen Sie uns bitte an: +43 732 90 80.');
  });

  it('cancels with a CANCEL of the same event and no link to a page that can change nothing', () => {
    const cancelled = mail('cancelled');
    expect(cancelled.text).not.toContain(link);
    expect(cancelled.attachments![0]!.filename).toBe('absage.ics');
    expect(calendar('cancelled')).toMatch(/^METHOD:CANCEL\r$/m);
  });
});
