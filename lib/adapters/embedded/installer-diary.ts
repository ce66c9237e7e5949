import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, lt, or } from 'drizzle-orm';
import type { AppointmentBlock, InstallerDiary, InstallerFeed } from '../../shop/installer-diary';
import { holdsATeam, toAppointment } from './appointment-rows';
import type { ShopDatabase } from './database';
import { appointment, appointmentBlock, installerFeed } from './schema';

const DAY = 86_400_000;
/** Long enough for a calendar that refreshes daily, or is offline over a holiday, to see a cancellation once. */
const CANCELLED_SHOWN_DAYS = 30;
/** 32 random bytes in base64url: what createFeed hands out. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const feedColumns = {
  id: installerFeed.id,
  store: installerFeed.store,
  areaId: installerFeed.areaId,
  team: installerFeed.team,
  label: installerFeed.label,
  createdAt: installerFeed.createdAt,
};

const blockColumns = {
  id: appointmentBlock.id,
  store: appointmentBlock.store,
  areaId: appointmentBlock.areaId,
  startsAt: appointmentBlock.startsAt,
  endsAt: appointmentBlock.endsAt,
  reason: appointmentBlock.reason,
};

export function embeddedInstallerDiary(db: ShopDatabase): InstallerDiary {
  return {
    appointmentsIn: async (store, from, to, now) =>
      (
        await db
          .select()
          .from(appointment)
          .where(
            and(
              eq(appointment.store, store),
              lt(appointment.startsAt, to),
              gt(appointment.endsAt, from),
              holdsATeam(now),
            ),
          )
          .orderBy(asc(appointment.areaId), asc(appointment.team), asc(appointment.startsAt))
      ).map(toAppointment),
    blocksIn: (store, from, to) =>
      db
        .select(blockColumns)
        .from(appointmentBlock)
        .where(
          and(
            eq(appointmentBlock.store, store),
            lt(appointmentBlock.startsAt, to),
            gt(appointmentBlock.endsAt, from),
          ),
        )
        .orderBy(asc(appointmentBlock.startsAt), asc(appointmentBlock.id)),
    addBlock: async (block): Promise<AppointmentBlock | null> => {
      if (!(block.endsAt.getTime() > block.startsAt.getTime())) return null;
      const [row] = await db.insert(appointmentBlock).values(block).returning(blockColumns);
      return row ?? null;
    },
    removeBlock: async (id, store) =>
      (
        await db
          .delete(appointmentBlock)
          .where(and(eq(appointmentBlock.id, id), eq(appointmentBlock.store, store)))
          .returning({ id: appointmentBlock.id })
      ).length > 0,
    createFeed: async (feed, now) => {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(installerFeed)
        .values({ ...feed, tokenHash: hashOf(token), createdAt: now })
        .returning(feedColumns);
      return { feed: row!, token };
    },
    feedsOf: (store): Promise<InstallerFeed[]> =>
      db
        .select(feedColumns)
        .from(installerFeed)
        .where(and(eq(installerFeed.store, store), isNull(installerFeed.revokedAt)))
        .orderBy(desc(installerFeed.createdAt), desc(installerFeed.id)),
    revokeFeed: async (id, store, now) =>
      (
        await db
          .update(installerFeed)
          .set({ revokedAt: now })
          .where(
            and(eq(installerFeed.id, id), eq(installerFeed.store, store), isNull(installerFeed.revokedAt)),
          )
          .returning({ id: installerFeed.id })
      ).length > 0,
    feedByToken: async (token) => {
      if (!TOKEN_SHAPE.test(token)) return null;
      const [row] = await db
        .select(feedColumns)
        .from(installerFeed)
        .where(and(eq(installerFeed.tokenHash, hashOf(token)), isNull(installerFeed.revokedAt)));
      return row ?? null;
    },
    teamAppointments: async (store, areaId, team, from, now) =>
      (
        await db
          .select()
          .from(appointment)
          .where(
            and(
              eq(appointment.store, store),
              eq(appointment.areaId, areaId),
              eq(appointment.team, team),
              gt(appointment.endsAt, from),
              // A checkout's hold (and one given up or run out) names nobody yet: the team's calendar shows
              // appointments from their confirmation on, which clears held_until.
              isNull(appointment.heldUntil),
              or(
                eq(appointment.status, 'confirmed'),
                and(
                  eq(appointment.status, 'cancelled'),
                  gte(appointment.updatedAt, new Date(now.getTime() - CANCELLED_SHOWN_DAYS * DAY)),
                ),
              ),
            ),
          )
          .orderBy(asc(appointment.startsAt))
      ).map(toAppointment),
  };
}
