import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type {
  Appointment,
  AppointmentBook,
  AppointmentRequest,
  TakenTeam,
} from '../../shop/appointment-book';
import type { ShopDatabase } from './database';
import { appointment, appointmentBlock } from './schema';

type Row = typeof appointment.$inferSelect;

export function toAppointment(row: Row): Appointment {
  const { busyUntil: _busy, cartId: _cart, createdAt: _created, updatedAt: _updated, ...rest } = row;
  const { reminderSentAt: _sent, reminderLeasedUntil: _leased, ...shown } = rest;
  return { ...shown, status: shown.status as Appointment['status'] };
}

/**
 * PostgreSQL's exclusion_violation: the team is already somewhere else then. Two bookings inserting conflicting
 * rows at the same moment may instead end in a deadlock, whose loser is rolled back to its savepoint all the same:
 * for it, too, that team is taken.
 */
function isTeamTaken(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '23P01' || code === '40P01') return true;
  }
  return false;
}

/** A hold counts until it runs out; a cancelled appointment never does. */
export const holdsATeam = (now: Date) =>
  and(
    ne(appointment.status, 'cancelled'),
    or(isNull(appointment.heldUntil), gt(appointment.heldUntil, now), eq(appointment.status, 'confirmed')),
  );

/**
 * Each team in turn, each try in a savepoint: the exclusion constraint refuses a team that is busy then, also when
 * another booking took it a moment ago in a transaction of its own (PostgreSQL makes the second wait for the
 * first). Expired holds of the area are cancelled first, so they free their team for this booking.
 */
async function book(db: ShopDatabase, request: AppointmentRequest, now: Date): Promise<Appointment | null> {
  const { teams, hold, ...fields } = request;
  return db.transaction(async (tx) => {
    await tx
      .update(appointment)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(appointment.areaId, request.areaId),
          eq(appointment.status, 'held'),
          lt(appointment.heldUntil, now),
        ),
      );
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
