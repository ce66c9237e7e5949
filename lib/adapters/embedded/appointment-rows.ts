import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Appointment } from '../../shop/appointment-book';
import { appointment } from './schema';

type Row = typeof appointment.$inferSelect;

/** An appointment as the book gives it: without the columns only the book's own queries read. */
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
export function isTeamTaken(error: unknown): boolean {
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
