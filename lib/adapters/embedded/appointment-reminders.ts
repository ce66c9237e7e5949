import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { AppointmentBook } from '../../shop/appointment-book';
import type { ShopDatabase } from './database';
import { appointment } from './schema';
import { toAppointment } from './appointment-rows';

/** Nobody else holds the reminder: never claimed, or the claim's lease ran out (its sender died). */
const unclaimed = (now: Date) =>
  and(
    isNull(appointment.reminderSentAt),
    or(isNull(appointment.reminderLeasedUntil), lt(appointment.reminderLeasedUntil, now)),
  );

/**
 * The reminders' leases, as the order confirmations' (lib/shop/confirmation-leases.ts): a claim is an UPDATE that
 * only one of several sweeping processes wins, and one that dies holding it leaves the mail to a later sweep.
 */
export function embeddedAppointmentReminders(
  db: ShopDatabase,
): Pick<AppointmentBook, 'remindersPending' | 'claimReminder' | 'markReminderSent' | 'releaseReminder'> {
  return {
    remindersPending: async (from, to, now, limit) => {
      const rows = await db
        .select()
        .from(appointment)
        .where(
          and(
            eq(appointment.status, 'confirmed'),
            gte(appointment.startsAt, from),
            lt(appointment.startsAt, to),
            unclaimed(now),
          ),
        )
        .orderBy(asc(appointment.startsAt))
        .limit(limit);
      return rows.map(toAppointment);
    },
    claimReminder: async (id, now, leaseUntil) => {
      const [claimed] = await db
        .update(appointment)
        .set({ reminderLeasedUntil: leaseUntil })
        .where(and(eq(appointment.id, id), eq(appointment.status, 'confirmed'), unclaimed(now)))
        .returning();
      return claimed ? toAppointment(claimed) : null;
    },
    markReminderSent: async (id, leaseUntil, now) => {
      await db
        .update(appointment)
        .set({ reminderSentAt: now, reminderLeasedUntil: null })
        .where(and(eq(appointment.id, id), eq(appointment.reminderLeasedUntil, leaseUntil)));
    },
    releaseReminder: async (id, leaseUntil) => {
      await db
        .update(appointment)
        .set({ reminderLeasedUntil: null })
        .where(and(eq(appointment.id, id), eq(appointment.reminderLeasedUntil, leaseUntil)));
    },
  };
}
