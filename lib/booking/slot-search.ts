import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SCHEDULES,
  teamsIn,
  type InstallerSchedule,
  type ServiceKind,
} from '../appointments/schedule';
import {
  serviceAreaOf,
  postcodeShapeOk,
  type AppointmentStore,
  type ServiceArea,
} from '../appointments/service-area';
import { isBookableSlot, openSlots, type OpenSlot, type SlotQuery } from '../appointments/slots';
import type { AppointmentBook, AppointmentTime } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import { addDays, wallTimeOf } from '../appointments/zoned-time';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Days a slot list shows at a time; later ones come page by page up to the schedule's horizon. */
export const DAYS_SHOWN = 14;
/** Pages of slots a shopper may leaf through: the schedules book 60 days ahead. */
export const LAST_SLOT_PAGE = 4;

/** The page of slots a query asks for, whatever it holds: 0 to LAST_SLOT_PAGE. */
export const slotPageOf = (value: string): number =>
  Math.min(LAST_SLOT_PAGE, Math.max(0, Math.trunc(Number(value)) || 0));

export type AreaLookup =
  { ok: true; area: ServiceArea } | { ok: false; problem: 'postcodeInvalid' | 'outsideArea' };

/** The area whose teams drive to the postcode, or why there is none. */
export function areaFor(store: AppointmentStore, postcode: string): AreaLookup {
  if (!postcodeShapeOk(store, postcode)) return { ok: false, problem: 'postcodeInvalid' };
  const area = serviceAreaOf(store, postcode);
  return area ? { ok: true, area } : { ok: false, problem: 'outsideArea' };
}

/** The book's appointments and blocks around [from, from + days), as the slot rules read them. */
async function slotQuery(
  book: AppointmentBook,
  store: AppointmentStore,
  area: ServiceArea,
  serviceKind: ServiceKind,
  from: Date,
  days: number,
  now: Date,
): Promise<SlotQuery> {
  const schedule: InstallerSchedule = DEFAULT_SCHEDULES[store];
  // A day either side: appointments across midnight in the store's zone and the buffers around them.
  const start = new Date(from.getTime() - DAY);
  const end = new Date(from.getTime() + (days + 1) * DAY);
  const [taken, blocked] = await Promise.all([
    book.takenIn(area.id, start, end, now),
    book.blockedIn(store, area.id, start, end),
  ]);
  return {
    store,
    area,
    serviceKind,
    from: now,
    booked: taken.map((time) => ({ ...time, count: 1 })),
    blocked,
    schedule,
  };
}

/**
 * The open slots of the area on DAYS_SHOWN days, starting `offsetDays` after today (a later page of the list), each
 * with its places left.
 */
export async function searchSlots(
  store: AppointmentStore,
  area: ServiceArea,
  serviceKind: ServiceKind,
  now: Date,
  offsetDays = 0,
): Promise<OpenSlot[]> {
  const days = offsetDays + DAYS_SHOWN;
  const query = await slotQuery(await getAppointmentBook(), store, area, serviceKind, now, days, now);
  const slots = openSlots({ ...query, days });
  const firstDay =
    slots.length > 0 ? addDays(wallTimeOf(now, query.schedule.timeZone).localDate, offsetDays) : '';
  return slots.filter((slot) => slot.localDate >= firstDay);
}

export type SlotToBook =
  | { ok: true; time: AppointmentTime; teams: number }
  | { ok: false; code: 'appointment.slotTaken' | 'appointment.slotUnavailable' };

/**
 * The start a customer chose, checked against the book as it is this moment (the list they chose from may be
 * minutes old, and a form can send any time): the team's time it takes (the service's length and the travel
 * buffer after it) and the places the area has, or why it cannot be booked. Booking, moving and holding ask it.
 */
export async function slotToBook(
  store: AppointmentStore,
  area: ServiceArea,
  serviceKind: ServiceKind,
  startsAt: Date,
  now: Date,
): Promise<SlotToBook> {
  const query = await slotQuery(await getAppointmentBook(), store, area, serviceKind, startsAt, 1, now);
  const refusal = isBookableSlot({ ...query, startsAt });
  if (refusal === 'full') return { ok: false, code: 'appointment.slotTaken' };
  if (refusal) return { ok: false, code: 'appointment.slotUnavailable' };
  const { slotMinutes, bufferMinutes } = query.schedule;
  const endsAt = new Date(startsAt.getTime() + slotMinutes[serviceKind] * MINUTE);
  const busyUntil = new Date(endsAt.getTime() + bufferMinutes * MINUTE);
  return { ok: true, time: { startsAt, endsAt, busyUntil }, teams: placesIn(store, area) };
}

/** A new appointment's iCalendar UID: random, at the store's public host, so it is unique across shops. */
export const newAppointmentUid = (origin: string) => `${randomUUID()}@${new URL(origin).hostname}`;

/** Teams of the area, the places one slot has. */
export const placesIn = (store: AppointmentStore, area: ServiceArea) =>
  teamsIn(DEFAULT_SCHEDULES[store], area.id);
