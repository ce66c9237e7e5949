import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type {
  Appointment,
  AppointmentBook,
  AppointmentRequest,
  AppointmentTime,
  TakenTeam,
} from '../../shop/appointment-book';
import type { ShopDatabase } from './database';
import { appointment, appointmentBlock, cart } from './schema';
import { holdsATeam, isTeamTaken, toAppointment } from './appointment-rows';
import { embeddedAppointmentReminders } from './appointment-reminders';
import { embeddedAppointmentHolds } from './appointment-holds';

async function cancelExpiredHolds(tx: ShopDatabase, areaId: string, now: Date) {
  await tx
    .update(appointment)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(eq(appointment.areaId, areaId), eq(appointment.status, 'held'), lt(appointment.heldUntil, now)),
    );
}

/**
 * A cart holds one slot: its earlier holds are given up in the transaction that makes the new one, under a lock
 * on the cart, so two clicks at once leave one hold, not two.
 */
async function replaceCartHold(tx: ShopDatabase, cartId: number, now: Date) {
  await tx.select({ id: cart.id }).from(cart).where(eq(cart.id, cartId)).for('update');
  await tx
    .update(appointment)
    .set({ status: 'cancelled', cartId: null, updatedAt: now })
    .where(and(eq(appointment.cartId, cartId), isNull(appointment.orderId)));
}

/**
 * Each team in turn, each try in a savepoint: the exclusion constraint refuses a team that is busy then, also when
 * another booking took it a moment ago in a transaction of its own (PostgreSQL makes the second wait for the
 * first). Expired holds of the area are cancelled first, so they free their team for this booking.
 */
async function book(db: ShopDatabase, request: AppointmentRequest, now: Date): Promise<Appointment | null> {
  const { teams, hold, ...fields } = request;
  return db.transaction(async (tx) => {
    if (hold?.cartId) await replaceCartHold(tx, hold.cartId, now);
    await cancelExpiredHolds(tx, request.areaId, now);
    for (let team = 1; team <= teams; team += 1) {
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint
            .insert(appointment)
            .values({
              ...fields,
              team,
              status: hold ? 'held' : 'confirmed',
              heldUntil: hold?.until ?? null,
              cartId: hold?.cartId ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning(),
        );
        return row ? toAppointment(row) : null;
      } catch (error) {
        if (!isTeamTaken(error)) throw error;
      }
    }
    return null;
  });
}

/**
 * Its own team first (the installer the customer may have spoken to), then the others, each in a savepoint: the
 * exclusion constraint refuses a team busy at the new time, and the row's old time no longer counts against it.
 * A reminder already sent is due again for the new day.
 */
async function move(db: ShopDatabase, id: number, time: AppointmentTime, teams: number, now: Date) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointment).where(eq(appointment.id, id)).for('update');
    if (!current || current.status !== 'confirmed') return null;
    await cancelExpiredHolds(tx, current.areaId, now);
    const order = [
      current.team,
      ...Array.from({ length: teams }, (_, i) => i + 1).filter((t) => t !== current.team),
    ];
    for (const team of order) {
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint
            .update(appointment)
            .set({
              ...time,
              team,
              sequence: sql`${appointment.sequence} + 1`,
              reminderSentAt: null,
              reminderLeasedUntil: null,
              updatedAt: now,
            })
            .where(eq(appointment.id, id))
            .returning(),
        );
        return row ? toAppointment(row) : null;
      } catch (error) {
        if (!isTeamTaken(error)) throw error;
      }
    }
    return null;
  });
}

async function takenIn(
  db: ShopDatabase,
  areaId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<TakenTeam[]> {
  return db
    .select({ startsAt: appointment.startsAt, endsAt: appointment.endsAt, team: appointment.team })
    .from(appointment)
    .where(
      and(
        eq(appointment.areaId, areaId),
        lt(appointment.startsAt, to),
        gt(appointment.busyUntil, from),
        holdsATeam(now),
      ),
    );
}

async function blockedIn(db: ShopDatabase, store: string, areaId: string, from: Date, to: Date) {
  return db
    .select({ startsAt: appointmentBlock.startsAt, endsAt: appointmentBlock.endsAt })
    .from(appointmentBlock)
    .where(
      and(
        eq(appointmentBlock.store, store),
        or(isNull(appointmentBlock.areaId), eq(appointmentBlock.areaId, areaId)),
        lt(appointmentBlock.startsAt, to),
        gt(appointmentBlock.endsAt, from),
      ),
    );
}

export function embeddedAppointmentBook(db: ShopDatabase): AppointmentBook {
  return {
    takenIn: (areaId, from, to, now) => takenIn(db, areaId, from, to, now),
    blockedIn: (store, areaId, from, to) => blockedIn(db, store, areaId, from, to),
    book: (request, now) => book(db, request, now),
    move: (id, time, teams, now) => move(db, id, time, teams, now),
    listForCustomer: async (customerId) => {
      const rows = await db
        .select()
        .from(appointment)
        .where(and(eq(appointment.customerId, customerId), eq(appointment.status, 'confirmed')))
        .orderBy(asc(appointment.startsAt));
      return rows.map(toAppointment);
    },
    ...embeddedAppointmentReminders(db),
    ...embeddedAppointmentHolds(db),
    cancel: async (id, now) => {
      const [row] = await db
        .update(appointment)
        .set({ status: 'cancelled', sequence: sql`${appointment.sequence} + 1`, updatedAt: now })
        .where(and(eq(appointment.id, id), ne(appointment.status, 'cancelled')))
        .returning();
      return row ? toAppointment(row) : null;
    },
    get: async (id) => {
      const [row] = await db.select().from(appointment).where(eq(appointment.id, id));
      return row ? toAppointment(row) : null;
    },
  };
}
