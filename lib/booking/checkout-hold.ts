import 'server-only';
import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  bookingSchema,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from '../appointments/booking-schema';
import { DEFAULT_SCHEDULES } from '../appointments/schedule';
import { serviceAreaOf, type AppointmentStore } from '../appointments/service-area';
import type { MarketContext } from '../catalog/market-context';
import type { Appointment } from '../shop/appointment-book';
import type { Cart } from '../shop/cart-types';
import type { Order } from '../shop/order-types';
import { getAppointmentBook } from '../storefront';
import { mailOrReport } from './book-appointment';
import { placesIn, slotRefusal } from './slot-search';

const MINUTE = 60_000;
/** How long a slot chosen at checkout is kept for the cart: time to enter an address and pay. */
export const HOLD_MINUTES = 15;

/** The slot chosen at checkout: one schema, the booking's own fields, for the form and the handler. */
export const holdSchema = (store: AppointmentStore) =>
  bookingSchema(store).pick({ serviceKind: true, postcode: true, startsAt: true });

export type HoldInput = z.output<ReturnType<typeof holdSchema>>;

/** Whether the cart holds a service (fitting, maintenance) the installers come for: then the checkout asks. */
export const cartHasService = (cart: Cart): boolean =>
  cart.lines.some((line) => line.product.kind === 'service');

export type HoldOutcome =
  | { ok: true; appointment: Appointment }
  | { ok: false; code: 'appointment.slotTaken' | 'appointment.slotUnavailable' | 'appointment.outsideArea' };

/**
 * Holds a slot for the cart for HOLD_MINUTES, in place of anything it held: checked against the book as it is
 * now, as a booking is. Who and where come with the order; until then the hold names only the postcode.
 */
export async function holdSlot(
  input: HoldInput,
  cartId: number,
  context: MarketContext,
  now: Date,
): Promise<HoldOutcome> {
  const store = context.store.code as AppointmentStore;
  const area = serviceAreaOf(store, input.postcode);
  if (!area) return { ok: false, code: 'appointment.outsideArea' };
  const book = await getAppointmentBook();
  await book.releaseHolds(cartId, now);
  const kind = input.serviceKind;
  const refusal = await slotRefusal(store, area, kind, input.startsAt, now);
  if (refusal === 'full') return { ok: false, code: 'appointment.slotTaken' };
  if (refusal) return { ok: false, code: 'appointment.slotUnavailable' };
  const schedule = DEFAULT_SCHEDULES[store];
  const endsAt = new Date(input.startsAt.getTime() + schedule.slotMinutes[kind] * MINUTE);
  const held = await book.book(
    {
      uid: `${randomUUID()}@${new URL(context.origins[store]).hostname}`,
      store,
      language: context.market.language,
      areaId: area.id,
      teams: placesIn(store, area),
      serviceKind: kind,
      startsAt: input.startsAt,
      endsAt,
      busyUntil: new Date(endsAt.getTime() + schedule.bufferMinutes * MINUTE),
      hold: { until: new Date(now.getTime() + HOLD_MINUTES * MINUTE), cartId },
      orderId: null,
      customerId: null,
      name: '',
      email: '',
      phone: null,
      street: '',
      postcode: input.postcode,
      city: '',
      note: null,
    },
    now,
  );
  return held ? { ok: true, appointment: held } : { ok: false, code: 'appointment.slotTaken' };
}

/** Whether a hold still keeps its place: held, and its quarter of an hour not over. */
export const holdLasts = (hold: Appointment, now: Date): boolean =>
  hold.status === 'held' && hold.heldUntil !== null && hold.heldUntil > now;

/**
 * Why an order cannot be placed with the cart's appointment: the hold ran out (another slot must be chosen, or
 * none), or the delivery address lies outside the area whose team was held. Null when all is well or none held.
 */
export async function holdRefusal(
  cartId: number,
  deliveryPostcode: string,
  store: AppointmentStore,
  now: Date,
): Promise<'checkout.appointmentExpired' | 'checkout.appointmentElsewhere' | null> {
  const hold = await (await getAppointmentBook()).cartHold(cartId);
  if (!hold) return null;
  if (!holdLasts(hold, now)) return 'checkout.appointmentExpired';
  return serviceAreaOf(store, deliveryPostcode)?.id === hold.areaId ? null : 'checkout.appointmentElsewhere';
}

/**
 * Confirms the cart's hold as the order's appointment at its delivery address, and mails the invite. A hold that
 * ran out a moment ago is still the cart's while nobody took its team (the book's confirmHold asks).
 */
export async function confirmOrderAppointment(
  order: Order,
  cartId: number,
  context: MarketContext,
  now: Date,
) {
  const book = await getAppointmentBook();
  const held = await book.cartHold(cartId);
  if (!held || held.status !== 'held') return null;
  const address = order.deliveryAddress;
  const confirmed = await book.confirmHold(
    held.id,
    {
      orderId: order.id,
      customerId: order.customerId,
      // The order's address rules allow longer lines than an appointment keeps; the order keeps them whole.
      name: `${address.firstname} ${address.lastname}`.trim().slice(0, NAME_MAX_LENGTH),
      email: order.email,
      phone: address.phone?.slice(0, 40) || null,
      street: `${address.street} ${address.houseNumber}`.trim().slice(0, STREET_MAX_LENGTH),
      postcode: address.postcode,
      city: address.city.slice(0, CITY_MAX_LENGTH),
    },
    now,
  );
  if (confirmed) await mailOrReport(confirmed, 'booked', context);
  return confirmed;
}
