import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { serviceAreaById } from '../../appointments/service-area';
import { searchSlots } from '../../booking/slot-search';
import type { AppointmentBook, AppointmentRequest } from '../../shop/appointment-book';
import type { InstallerDiary } from '../../shop/installer-diary';
import { useStorefrontForTests, type Storefront } from '../../storefront';
import { databaseTargets } from '../../testing/databases';
import { embeddedAppointmentBook } from './appointment-book';
import type { DatabaseHandle } from './database';
import { embeddedInstallerDiary } from './installer-diary';
import { selectRows } from './queries/raw';

jest.mock('server-only', () => ({}));

const HOUR = 3_600_000;
const now = new Date('2026-12-01T08:00:00Z');
// Monday 14 December 2026, 08:00 in Vienna.
const monday = new Date('2026-12-14T07:00:00Z');
const day = [new Date('2026-12-13T23:00:00Z'), new Date('2026-12-14T23:00:00Z')] as const;

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
    phone: '+43 660 1234567',
    street: 'Graben 1',
    postcode: '1010',
    city: 'Wien',
    note: null,
    ...changes,
  };
}

describe.each(databaseTargets())('installer diary on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let book: AppointmentBook;
  let diary: InstallerDiary;

  beforeAll(async () => {
    handle = await open();
    book = embeddedAppointmentBook(handle.db);
    diary = embeddedInstallerDiary(handle.db);
    // The slot search reads the book alone; a catalogue is not needed to find slots.
    useStorefrontForTests({ appointments: book } as Storefront);
  }, 60_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  beforeEach(async () => {
    await handle.db.execute(sql`DELETE FROM appointment`);
    await handle.db.execute(sql`DELETE FROM appointment_block`);
  });

  it("lists a day's appointments that hold a team, by area, team and start, without expired holds", async () => {
    const late = await book.book(request(new Date(monday.getTime() + 5 * HOUR)), now);
    const early = await book.book(request(monday), now);
    const second = await book.book(request(new Date(monday.getTime() + HOUR)), now);
    await book.book(request(monday, { areaId: 'at-ooe', teams: 2 }), now);
    await book.book(
      request(monday, { hold: { until: new Date(now.getTime() + 60_000), cartId: null } }),
      now,
    );
    await book.book(request(monday, { store: 'de', areaId: 'de-berlin', teams: 2 }), now);
    const nextDay = await book.book(request(new Date(monday.getTime() + 24 * HOUR)), now);
    const listed = await diary.appointmentsIn('at', ...day, now);
    expect(listed.map((entry) => [entry.areaId, entry.team])).toEqual([
      ['at-ooe', 1],
      ['at-wien-noe', 1],
      ['at-wien-noe', 1],
      ['at-wien-noe', 2],
      ['at-wien-noe', 3],
    ]);
    expect(listed.slice(1, 3).map((entry) => entry.id)).toEqual([early!.id, late!.id]);
    expect(listed[3]!.id).toBe(second!.id);
    expect(listed.map((entry) => entry.id)).not.toContain(nextDay!.id);
    // The hold has run out an hour later: its team is free, and the day shows it no more.
    expect(await diary.appointmentsIn('at', ...day, new Date(now.getTime() + HOUR))).toHaveLength(4);
  });

  it('adds and removes blocks of its own store only, refuses one ending before it starts, and blocks slots', async () => {
    const area = serviceAreaById('at', 'at-wien-noe')!;
    const today = new Date();
    const before = await searchSlots('at', area, 'fitting', today);
    const slot = before[0]!;
    const reason = 'Betriebsausflug';
    expect(
      await diary.addBlock({
        store: 'at',
        areaId: null,
        startsAt: slot.startsAt,
        endsAt: slot.startsAt,
        reason,
      }),
    ).toBeNull();
    const block = await diary.addBlock({
      store: 'at',
      areaId: area.id,
      startsAt: slot.startsAt,
      endsAt: new Date(slot.startsAt.getTime() + HOUR),
      reason,
    });
    expect(block).toMatchObject({ store: 'at', areaId: area.id, reason });
    const after = await searchSlots('at', area, 'fitting', today);
    expect(after.map((open) => open.startsAt.getTime())).not.toContain(slot.startsAt.getTime());
    const around = [
      new Date(slot.startsAt.getTime() - HOUR),
      new Date(slot.startsAt.getTime() + HOUR),
    ] as const;
    expect(await diary.blocksIn('at', ...around)).toEqual([block]);
    expect(await diary.blocksIn('de', ...around)).toEqual([]);
    expect(await diary.removeBlock(block!.id, 'de')).toBe(false);
    expect(await diary.removeBlock(block!.id, 'at')).toBe(true);
    expect(await diary.removeBlock(block!.id, 'at')).toBe(false);
    expect((await searchSlots('at', area, 'fitting', today))[0]!.startsAt).toEqual(slot.startsAt);
  });

  it('opens a feed by its token alone, keeps only its hash, and answers null once revoked', async () => {
    const { feed, token } = await diary.createFeed(
      { store: 'at', areaId: 'at-wien-noe', team: 2, label: 'Team Meidling' },
      now,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await selectRows<{ token_hash: string }>(
      handle.db,
      sql`SELECT token_hash FROM installer_feed WHERE id = ${feed.id}`,
    );
    expect(stored[0]!.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(await diary.feedsOf('at'))).not.toContain(token);
    expect(await diary.feedByToken(token)).toEqual(feed);
    expect(await diary.feedByToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await diary.revokeFeed(feed.id, 'de', now)).toBe(false);
    expect(await diary.revokeFeed(feed.id, 'at', now)).toBe(true);
    expect(await diary.feedByToken(token)).toBeNull();
    expect(await diary.feedsOf('at')).toEqual([]);
  });

  it("gives a team's feed its appointments from now on and those cancelled in the last 30 days", async () => {
    const kept = await book.book(request(monday), now);
    const cancelled = await book.book(request(new Date(monday.getTime() + 5 * HOUR)), now);
    await book.cancel(cancelled!.id, now);
    const longAgo = await book.book(request(new Date(monday.getTime() + 24 * HOUR)), now);
    await book.cancel(longAgo!.id, new Date(now.getTime() - 31 * 24 * HOUR));
    await book.book(request(new Date(now.getTime() - 48 * HOUR)), now);
    await book.book(request(monday, { areaId: 'at-ooe', teams: 2 }), now);
    // A checkout's hold names nobody yet, live or given up: the team's calendar shows neither.
    const hold = { until: new Date(now.getTime() + 15 * 60_000), cartId: null };
    await book.book(request(new Date(monday.getTime() + 48 * HOUR), { hold }), now);
    const givenUp = await book.book(request(new Date(monday.getTime() + 72 * HOUR), { hold }), now);
    await book.cancel(givenUp!.id, now);
    const events = await diary.teamAppointments('at', 'at-wien-noe', 1, now, now);
    expect(events.map((entry) => [entry.id, entry.status])).toEqual([
      [kept!.id, 'confirmed'],
      [cancelled!.id, 'cancelled'],
    ]);
  });
});
