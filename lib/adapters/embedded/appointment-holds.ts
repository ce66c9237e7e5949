import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppointmentBook } from '../../shop/appointment-book';
import type { ShopDatabase } from './database';
import { appointment } from './schema';
import { toAppointment } from './appointment-rows';

/**
 * A checkout's holds: a place kept for a cart for a quarter of an hour (booked with `hold`), given up when the
 * shopper chooses again, and confirmed with the order. A hold that ran out keeps its team until a booking of its
 * area sweeps it away (lib/adapters/embedded/appointment-book.ts), so until then the order may still confirm it.
 */
export function embeddedAppointmentHolds(
  db: ShopDatabase,
): Pick<AppointmentBook, 'cartHold' | 'releaseHolds' | 'confirmHold' | 'forOrder' | 'extendHold'> {
  return {
    cartHold: async (cartId) => {
      const [row] = await db
        .select()
        .from(appointment)
        .where(and(eq(appointment.cartId, cartId), isNull(appointment.orderId)))
        .orderBy(desc(appointment.id))
        .limit(1);
      return row ? toAppointment(row) : null;
    },
    // Released holds leave their cart, so that the checkout does not take them for holds that ran out.
    releaseHolds: async (cartId, now) => {
      await db
        .update(appointment)
        .set({ status: 'cancelled', cartId: null, updatedAt: now })
        .where(and(eq(appointment.cartId, cartId), isNull(appointment.orderId)));
    },
    extendHold: async (id, until, now) => {
      const kept = await db
        .update(appointment)
        .set({ heldUntil: until, updatedAt: now })
        .where(and(eq(appointment.id, id), eq(appointment.status, 'held'), gt(appointment.heldUntil, now)))
        .returning({ id: appointment.id });
      return kept.length === 1;
    },
    forOrder: async (orderId) => {
      const [row] = await db
        .select()
        .from(appointment)
        .where(and(eq(appointment.orderId, orderId), eq(appointment.status, 'confirmed')))
        .limit(1);
      return row ? toAppointment(row) : null;
    },
    confirmHold: async (id, confirmation, now) => {
      const [row] = await db
        .update(appointment)
        // A feed may have shown the hold: one sequence higher, calendars take the confirmed event over it.
        .set({
          ...confirmation,
          status: 'confirmed',
          heldUntil: null,
          sequence: sql`${appointment.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(appointment.id, id), eq(appointment.status, 'held')))
        .returning();
      return row ? toAppointment(row) : null;
    },
  };
}
