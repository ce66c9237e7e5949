/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL: times the installers' slot search
 * as the booking page makes it (the area's appointments and blocks read, then the schedule, holidays and places
 * worked out) for two weeks and for the last page of the 60-day horizon, in an area already holding 400 bookings;
 * beside it, the read of those appointments alone (the baseline). The bookings it makes are removed after. Prints
 * one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHEDULES } from '../../lib/appointments/schedule';
import { serviceAreaOf } from '../../lib/appointments/service-area';
import { searchSlots } from '../../lib/booking/slot-search';
import { getAppointmentBook } from '../../lib/storefront';
import { latency } from './latency';

const BOOKINGS = 400;
const HOUR = 3_600_000;

async function main(): Promise<void> {
  const book = await getAppointmentBook();
  const area = serviceAreaOf('at', '1120')!;
  const now = new Date();
  const marker = `bench-${Date.now()}`;
  const made: number[] = [];
  // Spread over the horizon's working hours; a booking a team cannot take is simply not made.
  for (let index = 0; made.length < BOOKINGS && index < BOOKINGS * 4; index += 1) {
    const startsAt = new Date(now.getTime() + 72 * HOUR + index * 3.5 * HOUR);
    const booked = await book.book(
      {
        uid: `${randomUUID()}@${marker}`,
        store: 'at',
        language: 'de',
        areaId: area.id,
        teams: 3,
        serviceKind: 'maintenance',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * HOUR),
        busyUntil: new Date(startsAt.getTime() + 2.5 * HOUR),
        hold: null,
        orderId: null,
        customerId: null,
        name: 'Bench',
        email: 'bench@example.at',
        phone: null,
        street: 'Graben 1',
        postcode: '1120',
        city: 'Wien',
        note: marker,
      },
      now,
    );
    if (booked) made.push(booked.id);
  }
  const horizon = DEFAULT_SCHEDULES.at.horizonDays;
  const figures = {
    bookings: made.length,
    appointmentsRead: await latency(
      () => book.takenIn(area.id, now, new Date(now.getTime() + horizon * 24 * HOUR), now),
      1,
    ),
    twoWeeks: await latency(() => searchSlots('at', area, 'fitting', new Date()), 1),
    lastPage: await latency(() => searchSlots('at', area, 'fitting', new Date(), 56), 1),
  };
  for (const id of made) await book.cancel(id, new Date());
  console.log(
    JSON.stringify({
      ...figures,
      twoWeeksToRead: Number((figures.twoWeeks.p50 / figures.appointmentsRead.p50).toFixed(2)),
    }),
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
