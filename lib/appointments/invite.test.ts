import { appointmentInvite, calendarFeed, CALENDAR_PRODUCT_ID, type AppointmentInviteInput } from './invite';

/** The content lines of an iCalendar text, folded lines joined again (RFC 5545 §3.1). */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const valueOf = (text: string, name: string) =>
  linesOf(text)
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1));

const booking: AppointmentInviteInput = {
  uid: 'appointment-42@shop.example',
  sequence: 0,
  method: 'REQUEST',
  startsAt: new Date('2026-03-30T05:00:00Z'),
  endsAt: new Date('2026-03-30T09:00:00Z'),
  title: 'Heizkörpermontage',
  description: 'Zwei Heizkörper tauschen; Zugang über den Hof',
  location: 'Mariahilfer Straße 1, 1060 Wien',
  organizer: { name: 'Installateur-Service', email: 'termine@shop.example' },
  attendee: { name: 'Anna Muster', email: 'anna@example.at' },
  url: 'https://shop.example/at/de/account/appointments/42',
};

describe('appointmentInvite', () => {
  it('writes a REQUEST with the UID, SEQUENCE and UTC times a calendar matches it by', () => {
    const text = appointmentInvite(booking);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(valueOf(text, 'METHOD')).toEqual(['REQUEST']);
    expect(valueOf(text, 'PRODID')).toEqual([CALENDAR_PRODUCT_ID]);
    expect(valueOf(text, 'UID')).toEqual(['appointment-42@shop.example']);
    expect(valueOf(text, 'SEQUENCE')).toEqual(['0']);
    expect(valueOf(text, 'DTSTART')).toEqual(['20260330T050000Z']);
    expect(valueOf(text, 'DTEND')).toEqual(['20260330T090000Z']);
    expect(valueOf(text, 'STATUS')).toEqual(['CONFIRMED']);
    expect(valueOf(text, 'SUMMARY')).toEqual(['Heizkörpermontage']);
    expect(valueOf(text, 'DESCRIPTION')).toEqual(['Zwei Heizkörper tauschen\\; Zugang über den Hof']);
    expect(valueOf(text, 'ORGANIZER')).toEqual(['MAILTO:termine@shop.example']);
    expect(valueOf(text, 'ATTENDEE')[0]).toBe('mailto:anna@example.at');
    expect(linesOf(text).find((line) => line.startsWith('ATTENDEE'))).toContain('RSVP=TRUE');
  });

  it('moves the same event with a higher SEQUENCE and cancels it with METHOD:CANCEL', () => {
    const moved = appointmentInvite({
      ...booking,
      sequence: 1,
      startsAt: new Date('2026-03-31T09:30:00Z'),
      endsAt: new Date('2026-03-31T13:30:00Z'),
    });
    expect(valueOf(moved, 'UID')).toEqual([booking.uid]);
    expect(valueOf(moved, 'SEQUENCE')).toEqual(['1']);
    expect(valueOf(moved, 'DTSTART')).toEqual(['20260331T093000Z']);
    const cancelled = appointmentInvite({ ...booking, sequence: 2, method: 'CANCEL' });
    expect(valueOf(cancelled, 'METHOD')).toEqual(['CANCEL']);
    expect(valueOf(cancelled, 'UID')).toEqual([booking.uid]);
    expect(valueOf(cancelled, 'SEQUENCE')).toEqual(['2']);
    expect(valueOf(cancelled, 'STATUS')).toEqual(['CANCELLED']);
  });

  it('throws a clear error when ics refuses the event', () => {
    const badEmail = { ...booking, organizer: { name: 'x', email: 'not an address' } };
    expect(() => appointmentInvite(badEmail)).toThrow(
      /Invitation appointment-42@shop.example could not be written/,
    );
    expect(() => appointmentInvite({ ...booking, url: 'not a link' })).toThrow(/could not be written: url/);
    expect(() => appointmentInvite({ ...booking, sequence: -1 })).toThrow(/sequence/);
    expect(() => appointmentInvite({ ...booking, endsAt: booking.startsAt })).toThrow(
      /ending after it starts/,
    );
    expect(() => appointmentInvite({ ...booking, startsAt: new Date(Number.NaN) })).toThrow(/valid times/);
  });
});

describe('calendarFeed', () => {
  it("publishes an installer's appointments under the calendar's name", () => {
    const text = calendarFeed(
      [
        {
          uid: 'appointment-42@shop.example',
          sequence: 1,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          title: 'A',
        },
        {
          uid: 'appointment-43@shop.example',
          sequence: 3,
          startsAt: new Date('2026-03-30T09:30:00Z'),
          endsAt: new Date('2026-03-30T13:30:00Z'),
          title: 'B',
          location: '1060 Wien',
          cancelled: true,
        },
      ],
      'Team Wien 1',
    );
    expect(valueOf(text, 'METHOD')).toEqual(['PUBLISH']);
    expect(valueOf(text, 'X-WR-CALNAME')).toEqual(['Team Wien 1']);
    expect(valueOf(text, 'UID')).toEqual(['appointment-42@shop.example', 'appointment-43@shop.example']);
    expect(valueOf(text, 'SEQUENCE')).toEqual(['1', '3']);
    expect(valueOf(text, 'STATUS')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(valueOf(text, 'DTSTART')).toEqual(['20260330T050000Z', '20260330T093000Z']);
  });

  it('is a valid, empty calendar when there is nothing booked', () => {
    const text = calendarFeed([]);
    expect(linesOf(text)).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'END:VCALENDAR']));
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});
