import { createEvent, createEvents, type EventAttributes, type ReturnObject } from 'ics';

/** PRODID of every calendar the shop sends, so a support case can tell its invitations from others. */
export const CALENDAR_PRODUCT_ID = 'sanitaer-storefront/appointments';

export interface CalendarPerson {
  readonly name: string;
  readonly email: string;
}

export interface AppointmentInviteInput {
  /** Stable for the appointment's life (say `appointment-42@shop.example`): a calendar matches updates by it. */
  readonly uid: string;
  /** 0 when booked, one more on every change or cancellation: a calendar applies only a higher SEQUENCE. */
  readonly sequence: number;
  readonly method: 'REQUEST' | 'CANCEL';
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly organizer: CalendarPerson;
  readonly attendee: CalendarPerson;
  readonly url?: string;
}

/** One appointment of an installer's subscription feed; a cancelled one stays in it so calendars drop it. */
export interface FeedEvent {
  readonly uid: string;
  readonly sequence: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly title: string;
  readonly description?: string;
  readonly location?: string;
  readonly url?: string;
  readonly cancelled?: boolean;
}

// In UTC both ways: a DTSTART with a zone would need a VTIMEZONE block, which ics does not write.
function eventOf(event: FeedEvent): EventAttributes {
  if (!Number.isInteger(event.sequence) || event.sequence < 0) {
    throw new Error(
      `Calendar event ${event.uid}: sequence must be a whole number from 0, not ${event.sequence}`,
    );
  }
  if (!(event.endsAt.getTime() > event.startsAt.getTime())) {
    throw new Error(`Calendar event ${event.uid}: it needs valid times, ending after it starts`);
  }
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    ...(event.description === undefined ? {} : { description: event.description }),
    ...(event.location === undefined ? {} : { location: event.location }),
    ...(event.url === undefined ? {} : { url: event.url }),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: CALENDAR_PRODUCT_ID,
  };
}

function textOf({ error, value }: ReturnObject, what: string): string {
  if (error || value === null) {
    throw new Error(`${what} could not be written: ${error?.message ?? 'no text'}`, { cause: error });
  }
  return value;
}

/**
 * The iCalendar text of an appointment mail's attachment (text/calendar; method=… in the mail's content type):
 * REQUEST books or moves it, CANCEL takes it out of the customer's calendar.
 */
export function appointmentInvite(invite: AppointmentInviteInput): string {
  const event: EventAttributes = {
    ...eventOf({ ...invite, cancelled: invite.method === 'CANCEL' }),
    method: invite.method,
    organizer: { name: invite.organizer.name, email: invite.organizer.email },
    attendees: [
      {
        name: invite.attendee.name,
        email: invite.attendee.email,
        rsvp: invite.method === 'REQUEST',
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  return textOf(createEvent(event), `Invitation ${invite.uid}`);
}

/** An installer's subscription feed (METHOD:PUBLISH), named in the calendar app by `calName`. */
export function calendarFeed(events: readonly FeedEvent[], calName?: string): string {
  const header = { productId: CALENDAR_PRODUCT_ID, ...(calName === undefined ? {} : { calName }) };
  return textOf(createEvents(events.map(eventOf), header), 'Calendar feed');
}
