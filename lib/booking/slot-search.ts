import 'server-only';
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
import {
  isBookableSlot,
  openSlots,
  type OpenSlot,
  type SlotQuery,
  type SlotRefusal,
} from '../appointments/slots';
import type { AppointmentBook } from '../shop/appointment-book';
import { getAppointmentBook } from '../storefront';
import { addDays, wallTimeOf } from '../appointments/zoned-time';

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

/** Why the start cannot be booked now, by the book as it is this moment, or null. */
export async function slotRefusal(
  store: AppointmentStore,
  area: ServiceArea,
  serviceKind: ServiceKind,
  startsAt: Date,
  now: Date,
): Promise<SlotRefusal | null> {
  const query = await slotQuery(await getAppointmentBook(), store, area, serviceKind, startsAt, 1, now);
  return isBookableSlot({ ...query, startsAt });
}

/** Teams of the area, the places one slot has. */
export const placesIn = (store: AppointmentStore, area: ServiceArea) =>
  teamsIn(DEFAULT_SCHEDULES[store], area.id);
