import 'server-only';
import { z } from 'zod';
import {
  bookingSchema,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from '../appointments/booking-schema';
import { serviceAreaOf, type AppointmentStore } from '../appointments/service-area';
import type { MarketContext } from '../catalog/market-context';
import type { Appointment } from '../shop/appointment-book';
import type { Cart } from '../shop/cart-types';
import type { Order } from '../shop/order-types';
import { getAppointmentBook } from '../storefront';
import { mailOrReport } from './book-appointment';
import { newAppointmentUid, slotToBook } from './slot-search';

const MINUTE = 60_000;
/** How long a slot chosen at checkout is kept for the cart: time to enter an address and pay. */
export const HOLD_MINUTES = 15;

/** What a cart's service may hold at checkout: the work sold, not the free advice on site. */
export const checkoutServiceKinds = ['fitting', 'maintenance'] as const;

/** The slot chosen at checkout: one schema, the booking's own fields, for the form and the handler. */
export const holdSchema = (store: AppointmentStore) =>
  bookingSchema(store)
    .pick({ postcode: true, startsAt: true })
    // Named as the checkout form's search field names it: the section is part of the order form.
    .extend({ service: z.enum(checkoutServiceKinds, { message: 'appointment.serviceKindRequired' }) });

export type HoldInput = z.output<ReturnType<typeof holdSchema>>;

/**
 * The checkout page an answer to the order form goes back to: the appointment search the form carried (its
 * section's service and postcode) stays in the address whichever button sent it, then the answer's own query.
 */
export function checkoutAddress(
  prefix: string,
  fields: Record<string, unknown>,
  query: string | null,
  hash: string,
): string {
  const search = new URLSearchParams();
  if (typeof fields.service === 'string' && fields.service)
    search.set('service', fields.service.slice(0, 20));
  if (typeof fields.postcode === 'string' && fields.postcode)
    search.set('postcode', fields.postcode.slice(0, 12));
  const full = [search.toString(), query].filter(Boolean).join('&');
  return `${prefix}/checkout${full && `?${full}`}${hash}`;
}

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
  // Given up before the check, so that the cart's own hold does not count against the slot it chooses again.
  await book.releaseHolds(cartId, now);
  const slot = await slotToBook(store, area, input.service, input.startsAt, now);
  if (!slot.ok) return slot;
  const held = await book.book(
    {
      uid: newAppointmentUid(context.origins[store]),
      store,
      language: context.market.language,
      areaId: area.id,
      teams: slot.teams,
      serviceKind: input.service,
      ...slot.time,
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

/** Time a checked hold gains, so that it cannot run out (and be swept away) while its order is placed. */
const PLACING_MINUTES = 5;

export type HoldCheck =
  | { ok: true; holdId: number | null }
  | { ok: false; code: 'checkout.appointmentExpired' | 'checkout.appointmentElsewhere' };

/**
 * Whether the order may be placed with the cart's appointment, and which hold it confirms: none when the cart
 * holds none, or holds no service any more (its holds are then given up, so a hold cannot outlive its service);
 * refused when the hold ran out or the delivery lies outside the held team's area. A hold that passes is kept a
 * few minutes longer, so that no booking sweeps it away before the order confirms it.
 */
export async function checkHold(
  cart: Cart,
  deliveryPostcode: string,
  store: AppointmentStore,
  now: Date,
): Promise<HoldCheck> {
  const book = await getAppointmentBook();
  if (!cartHasService(cart)) {
    await book.releaseHolds(cart.id, now);
    return { ok: true, holdId: null };
  }
  const hold = await book.cartHold(cart.id);
  if (!hold) return { ok: true, holdId: null };
  if (serviceAreaOf(store, deliveryPostcode)?.id !== hold.areaId)
    return { ok: false, code: 'checkout.appointmentElsewhere' };
  const until = new Date(now.getTime() + PLACING_MINUTES * MINUTE);
  if (!holdLasts(hold, now) || !(await book.extendHold(hold.id, until, now)))
    return { ok: false, code: 'checkout.appointmentExpired' };
  return { ok: true, holdId: hold.id };
}

/**
 * Confirms the hold the order's check passed as the order's appointment at its delivery address, and mails the
 * invite; a repeated submit of the same order finds its appointment confirmed already and confirms nothing more.
 */
export async function confirmOrderAppointment(
  order: Order,
  holdId: number | null,
  context: MarketContext,
  now: Date,
) {
  if (holdId === null) return null;
  const book = await getAppointmentBook();
  const existing = await book.forOrder(order.id);
  if (existing) return existing;
  const address = order.deliveryAddress;
  const confirmed = await book.confirmHold(
    holdId,
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
