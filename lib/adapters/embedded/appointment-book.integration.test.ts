import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { AppointmentBook, AppointmentRequest } from '../../shop/appointment-book';
import type { DatabaseHandle } from './database';
import { embeddedAppointmentBook } from './appointment-book';
import { selectRows } from './queries/raw';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T08:00:00Z');
const monday = new Date('2026-12-14T07:00:00Z');

function request(startsAt: Date, changes: Partial<AppointmentRequest> = {}): AppointmentRequest {
  return {
    uid: `${randomUUID()}@test`,
    store: 'at',
    language: 'de',
    areaId: 'at-wien-noe',
    teams: 3,
    serviceKind: 'fitting',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 4 * HOUR),
    busyUntil: new Date(startsAt.getTime() + 4.5 * HOUR),
    hold: null,
    orderId: null,
    customerId: null,
    name: 'Anna Berger',
    email: 'anna@example.at',
    phone: null,
    street: 'Graben 1',
    postcode: '1010',
    city: 'Wien',
    note: null,
    ...changes,
  };
}

describe.each(databaseTargets())('appointment book on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let book: AppointmentBook;

  beforeAll(async () => {
    handle = await open();
    book = embeddedAppointmentBook(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  beforeEach(async () => {
    await handle.db.execute(sql`DELETE FROM appointment`);
  });

  it('gives 50 shoppers asking at once for the last place of a slot one booking, never two', async () => {
    expect(await book.book(request(monday), now)).toMatchObject({ team: 1, status: 'confirmed' });
    expect(await book.book(request(monday), now)).toMatchObject({ team: 2 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => book.book(request(monday), now)));
    const booked = answers.filter((answer) => answer !== null);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ team: 3 });
    const rows = await selectRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM appointment WHERE status <> 'cancelled'`,
    );
    expect(rows[0]!.count).toBe(3);
  }, 60_000);

  it('keeps a team from two places at once, its travel buffer included, also across kinds of service', async () => {
    const teams = 1;
    expect(await book.book(request(monday, { teams }), now)).not.toBeNull();
    // Starts while the first job's buffer still runs (4 h + 30 min).
    const tooEarly = new Date(monday.getTime() + 4.25 * HOUR);
    expect(
      await book.book(
        request(tooEarly, {
          teams,
          serviceKind: 'maintenance',
          endsAt: new Date(tooEarly.getTime() + 2 * HOUR),
          busyUntil: new Date(tooEarly.getTime() + 2.5 * HOUR),
        }),
        now,
      ),
    ).toBeNull();
    const afterBuffer = new Date(monday.getTime() + 4.5 * HOUR);
    expect(
      await book.book(
        request(afterBuffer, {
          teams,
          serviceKind: 'maintenance',
          endsAt: new Date(afterBuffer.getTime() + 2 * HOUR),
          busyUntil: new Date(afterBuffer.getTime() + 2.5 * HOUR),
        }),
        now,
      ),
    ).not.toBeNull();
    // Another area's team is another team.
    expect(
      await book.book(request(monday, { teams, areaId: 'at-ooe', postcode: '4020' }), now),
    ).not.toBeNull();
  });

  it('lets a hold keep its place until it runs out, then gives the place to the next', async () => {
    const until = new Date(now.getTime() + 15 * 60_000);
    const held = await book.book(request(monday, { teams: 1, hold: { until, cartId: null } }), now);
    expect(held).toMatchObject({ status: 'held', heldUntil: until });
    expect(await book.takenIn('at-wien-noe', monday, new Date(monday.getTime() + HOUR), now)).toHaveLength(1);
    expect(await book.book(request(monday, { teams: 1 }), now)).toBeNull();
    const later = new Date(until.getTime() + 1);
    expect(await book.takenIn('at-wien-noe', monday, new Date(monday.getTime() + HOUR), later)).toHaveLength(
      0,
    );
    expect(await book.book(request(monday, { teams: 1 }), later)).toMatchObject({ status: 'confirmed' });
    expect((await book.get(held!.id))!.status).toBe('cancelled');
  });

  it('cancels once, one sequence higher, and frees the team', async () => {
    const booked = (await book.book(request(monday, { teams: 1 }), now))!;
    expect(await book.cancel(booked.id, now)).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await book.cancel(booked.id, now)).toBeNull();
    expect(await book.book(request(monday, { teams: 1 }), now)).not.toBeNull();
  });

  it('moves an appointment to a free team at the new time, one sequence higher, its own team first', async () => {
    const first = (await book.book(request(monday, { teams: 2 }), now))!;
    const tuesday = new Date(monday.getTime() + 24 * HOUR);
    const other = (await book.book(request(tuesday, { teams: 2 }), now))!;
    expect(other.team).toBe(1);
    const time = { startsAt: tuesday, endsAt: new Date(tuesday.getTime() + 4 * HOUR) };
    const busyUntil = new Date(tuesday.getTime() + 4.5 * HOUR);
    const moved = await book.move(first.id, { ...time, busyUntil }, 2, now);
    expect(moved).toMatchObject({ id: first.id, uid: first.uid, sequence: 1, team: 2, ...time });
    // Both teams are busy on Tuesday now; Monday is free again for both.
    expect(await book.move(other.id, { ...time, busyUntil }, 2, now)).toMatchObject({ team: 1 });
    const third = (await book.book(request(monday, { teams: 2 }), now))!;
    expect(await book.move(third.id, { ...time, busyUntil }, 2, now)).toBeNull();
    expect(await book.get(third.id)).toMatchObject({ startsAt: monday, sequence: 0 });
    await book.cancel(third.id, now);
    expect(await book.move(third.id, { ...time, busyUntil }, 2, now)).toBeNull();
  });

  it("lists a customer's booked appointments, soonest first, without cancelled ones", async () => {
    const [customer] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, store_code, language_code)
          VALUES (${`CUS${Date.now()}`.slice(0, 16)}, 1, 'Anna', 'Berger', 'anna@example.at', 'at', 'de')
          RETURNING id`,
    );
    const customerId = customer!.id;
    const later = await book.book(request(new Date(monday.getTime() + 48 * HOUR), { customerId }), now);
    const sooner = await book.book(request(monday, { customerId }), now);
    const gone = await book.book(request(new Date(monday.getTime() + 72 * HOUR), { customerId }), now);
    await book.book(request(monday), now);
    await book.cancel(gone!.id, now);
    expect((await book.listForCustomer(customerId)).map((a) => a.id)).toEqual([sooner!.id, later!.id]);
  });

  it('lets one of several sweepers claim a reminder, keeps it from the next until the lease lapses', async () => {
    const booked = (await book.book(request(monday), now))!;
    const window = [new Date(monday.getTime() - 24 * HOUR), new Date(monday.getTime() + HOUR)] as const;
    const at = new Date(monday.getTime() - 14 * HOUR);
    expect((await book.remindersPending(...window, at, 10)).map((a) => a.id)).toEqual([booked.id]);
    const lease = new Date(at.getTime() + 10 * 60_000);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => book.claimReminder(booked.id, at, lease)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await book.remindersPending(...window, at, 10)).toEqual([]);
    // The sender died: after its lease another sweep may claim it; an old claim can neither give it back nor
    // mark it sent; sent, nobody may claim it.
    const afterLease = new Date(lease.getTime() + 1);
    const secondLease = new Date(afterLease.getTime() + 60_000);
    expect(await book.claimReminder(booked.id, afterLease, secondLease)).toMatchObject({ id: booked.id });
    await book.releaseReminder(booked.id, lease);
    await book.markReminderSent(booked.id, lease, afterLease);
    expect(await book.claimReminder(booked.id, afterLease, lease)).toBeNull();
    await book.releaseReminder(booked.id, secondLease);
    expect(await book.claimReminder(booked.id, afterLease, lease)).toMatchObject({ id: booked.id });
    await book.markReminderSent(booked.id, lease, afterLease);
    expect(await book.claimReminder(booked.id, new Date(monday.getTime() - HOUR), monday)).toBeNull();
    expect(await book.remindersPending(...window, afterLease, 10)).toEqual([]);
    // A move makes the reminder due again, for the new day.
    const time = {
      startsAt: new Date(monday.getTime() + 24 * HOUR),
      endsAt: new Date(monday.getTime() + 28 * HOUR),
    };
    await book.move(booked.id, { ...time, busyUntil: time.endsAt }, 3, now);
    const nextWindow = [monday, new Date(monday.getTime() + 25 * HOUR)] as const;
    expect(await book.remindersPending(...nextWindow, monday, 10)).toHaveLength(1);
  });

  it('reads the blocked times of an area and of the whole store', async () => {
    await handle.db
      .execute(sql`INSERT INTO appointment_block (store, area_id, starts_at, ends_at, reason) VALUES
      ('at', NULL, '2026-12-14T00:00Z', '2026-12-15T00:00Z', 'Schulung'),
      ('at', 'at-ooe', '2026-12-16T00:00Z', '2026-12-17T00:00Z', 'Urlaub'),
      ('de', NULL, '2026-12-14T00:00Z', '2026-12-15T00:00Z', 'Inventur')`);
    const week = [new Date('2026-12-14T00:00Z'), new Date('2026-12-21T00:00Z')] as const;
    expect(await book.blockedIn('at', 'at-wien-noe', ...week)).toHaveLength(1);
    expect(await book.blockedIn('at', 'at-ooe', ...week)).toHaveLength(2);
  });
});
