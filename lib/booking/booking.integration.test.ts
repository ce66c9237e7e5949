import type { ParsedMail } from 'mailparser';
import { serviceAreaOf } from '../appointments/service-area';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { getAppointmentBook, storefrontOn, useStorefrontForTests } from '../storefront';
import { postAppointmentChange, postBooking } from '../testing/appointment-requests';
import { CartClient, submitAccount, type CartAnswer } from '../testing/cart-requests';
import { errorOf } from '../testing/checkout-shop';
import { solvedCaptcha } from '../testing/checkout-requests';
import { answeredCaptcha, confirmedCustomer } from '../testing/customers';
import { databaseTargets } from '../testing/databases';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { BOOKING_FLASH_COOKIE, decodeKeptBooking } from './booking-flash';
import { reminderAt } from '../appointments/changes';
import { sendDueReminders } from './reminder-sweep';
import { placesIn, searchSlots } from './slot-search';

jest.mock('server-only', () => ({}));

const calendarOf = (mail: ParsedMail) => {
  const invite = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  return invite!.content.toString('utf8').replace(/\r\n /g, '');
};
const line = (calendar: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(calendar)?.[1];

let sink: SmtpSink;
let address = 0;
const PASSWORD = 'warmwasser aus der therme';

beforeAll(async () => {
  sink = await startSmtpSink();
  // Before the first handler reads the environment, which it does once.
  process.env.SMTP_URL = sink.url;
});

afterAll(() => sink?.close());

describe.each(databaseTargets())('booking an installer on $name', ({ name, open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  const customer = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1)}`);
  const run = `${Date.now()}.${name.toLowerCase()}`;
  const booking = (who: string, startsAt: Date, changes: Record<string, string> = {}) => ({
    serviceKind: 'fitting',
    postcode: '1120',
    street: 'Meidlinger Hauptstraße 4',
    city: 'Wien',
    startsAt: startsAt.toISOString(),
    name: 'Anna Berger',
    email: `${who}.${run}@example.at`,
    phone: '+43 660 1234567',
    note: 'Altbau, 3. Stock ohne Lift',
    language: 'de',
    ...changes,
  });
  const area = serviceAreaOf('at', '1120')!;
  const openSlots = () => searchSlots('at', area, 'fitting', new Date());
  /** A guest's booking as the form sends it, its captcha solved in the background (JavaScript's way). */
  const book = async (client: CartClient, fields: Record<string, string>): Promise<CartAnswer> =>
    postBooking(client, { ...fields, captcha_payload: await solvedCaptcha() });

  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    handle = await open({ seed: 7, products: 20 });
    useStorefrontForTests(await storefrontOn(handle));
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  it('books a slot from a plain form, mails an invite a calendar adds, and cancels it with a second that removes it', async () => {
    const [slot] = await openSlots();
    const answer = await book(customer(), booking('anna', slot!.startsAt));
    expect(answer.status).toBe(303);
    const page = answer.location!;
    expect(page).toMatch(/^\/appointment\/manage\/[\w-]+\.[\w-]+\?notice=appointment\.booked$/);
    const confirmation = await sink.next(`anna.${run}@example.at`);
    expect(confirmation.subject).toMatch(/^Ihr Termin: Montage am /);
    // The store's public origin (its lang_url here, SHOP_ORIGINS where set), the page's own path.
    expect(confirmation.text).toMatch(new RegExp(`https://www\\.sanitaerwelt\\.at${page.split('?')[0]}\\s`));
    const invite = calendarOf(confirmation);
    expect(line(invite, 'METHOD')).toBe('REQUEST');
    expect(line(invite, 'SEQUENCE')).toBe('0');
    expect(line(invite, 'DTSTART')).toBe(
      slot!.startsAt.toISOString().replace(/[-:]/g, '').replace('.000', ''),
    );
    const uid = line(invite, 'UID');
    expect(uid).toMatch(/^[0-9a-f-]{36}@www\.sanitaerwelt\.at$/);
    // The place is taken: one fewer left in that slot.
    const after = (await openSlots()).find((open) => open.startsAt.getTime() === slot!.startsAt.getTime());
    expect(after?.remaining ?? 0).toBe(slot!.remaining - 1);

    const token = page.split('/').at(-1)!.split('?')[0]!;
    const cancel = await postAppointmentChange(customer(), { action: 'cancel', token, language: 'de' });
    expect(cancel.location).toBe(`/appointment/manage/${token}?notice=appointment.cancelled`);
    const cancellation = await sink.next(`anna.${run}@example.at`);
    const removal = calendarOf(cancellation);
    expect(line(removal, 'METHOD')).toBe('CANCEL');
    expect(line(removal, 'UID')).toBe(uid);
    expect(line(removal, 'SEQUENCE')).toBe('1');
    expect(line(removal, 'STATUS')).toBe('CANCELLED');
    const again = await postAppointmentChange(customer(), { action: 'cancel', token, language: 'de' });
    expect(again.location).toBe(`/appointment/manage/${token}?error=appointment.alreadyCancelled`);
  });

  it('refuses a slot off the grid, taken meanwhile or outside the area with the form kept, and a foreign link', async () => {
    const [slot] = await openSlots();
    const offGrid = new Date(slot!.startsAt.getTime() + 60_000);
    const refused = await book(customer(), booking('bert', offGrid));
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(
      '/appointment?service=fitting&postcode=1120&error=appointment.slotUnavailable#appointment-message',
    );
    const kept = decodeKeptBooking(
      new RegExp(`${BOOKING_FLASH_COOKIE}=([^;]*)`).exec(refused.setCookie ?? '')?.[1],
    );
    expect(kept).toMatchObject({ name: 'Anna Berger', note: 'Altbau, 3. Stock ohne Lift' });

    const appointments = await getAppointmentBook();
    for (let team = 0; team < slot!.remaining; team += 1) {
      const client = customer();
      expect((await book(client, booking(`team${team}`, slot!.startsAt))).location).toMatch(
        /notice=appointment\.booked/,
      );
    }
    // Every team of the area is there then.
    expect(await appointments.takenIn(area.id, slot!.startsAt, slot!.endsAt, new Date())).toHaveLength(
      placesIn('at', area),
    );
    const taken = await book(customer(), booking('carla', slot!.startsAt));
    expect(taken.location).toContain('error=appointment.slotTaken');

    const outside = await postBooking(customer(), booking('dora', slot!.startsAt, { postcode: '9020' }), {
      json: true,
    });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({
      ok: false,
      error: { code: 'appointment.invalid', fields: ['postcode'] },
    });

    const forged = await postAppointmentChange(customer(), {
      action: 'cancel',
      token: 'eyJhIjoxLCJ1IjoieCIsImUiOjk5OTk5OTk5OTl9.AAAA',
      language: 'de',
    });
    expect(forged.location).toMatch(/error=appointment\.linkInvalid$/);
  });

  it('counts an address’s bookings when made, so tries refused with a stranger’s address do not lock them out', async () => {
    const [slot] = await openSlots();
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await book(customer(), booking('fanny', new Date(0)))).location).toContain(
        'error=appointment.slotUnavailable',
      );
    expect((await book(customer(), booking('fanny', slot!.startsAt))).location).toContain(
      'notice=appointment.booked',
    );
  });

  it('keeps a booking whose mail the server refused, and a link only on its own store’s host', async () => {
    const [slot] = await openSlots();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sink.refuse = 1;
    const answer = await book(customer(), booking('gina', slot!.startsAt));
    logged.mockRestore();
    expect(answer.location).toMatch(/notice=appointment\.booked$/);
    expect(sink.refuse).toBe(0);
    const token = answer.location!.split('/').at(-1)!.split('?')[0]!;
    const german = new CartClient('de.localhost:3100', `192.0.2.${(address += 1)}`);
    expect((await postAppointmentChange(german, { action: 'cancel', token, language: 'de' })).location).toBe(
      `/appointment/manage/${token}?error=appointment.linkInvalid`,
    );
  });

  it('moves an appointment by its link: the same event one sequence higher, the old place freed, a new link', async () => {
    const slots = await openSlots();
    const [first] = slots;
    const later = slots.find((slot) => slot.localDate !== first!.localDate)!;
    const booked = await book(customer(), booking('hanna', first!.startsAt));
    const token = booked.location!.split('/').at(-1)!.split('?')[0]!;
    const uid = line(calendarOf(await sink.next(`hanna.${run}@example.at`)), 'UID');
    const noSlot = await postAppointmentChange(customer(), { action: 'move', token, language: 'de' });
    expect(noSlot.location).toBe(`/appointment/manage/${token}?error=appointment.slotRequired`);
    const offGrid = new Date(later.startsAt.getTime() + 60_000).toISOString();
    const refused = await postAppointmentChange(customer(), {
      action: 'move',
      token,
      startsAt: offGrid,
      language: 'de',
    });
    expect(refused.location).toBe(`/appointment/manage/${token}?error=appointment.slotUnavailable`);
    // Its own time is no time to move to, though another team may still be free then: no mail, no new sequence.
    const sameTime = await postAppointmentChange(customer(), {
      action: 'move',
      token,
      startsAt: first!.startsAt.toISOString(),
      language: 'de',
    });
    expect(sameTime.location).toBe(`/appointment/manage/${token}?error=appointment.sameTime`);

    const moved = await postAppointmentChange(customer(), {
      action: 'move',
      token,
      startsAt: later.startsAt.toISOString(),
      language: 'de',
    });
    expect(moved.location).toMatch(/^\/appointment\/manage\/[\w-]+\.[\w-]+\?notice=appointment\.moved$/);
    expect(moved.location).not.toContain(token);
    const mail = await sink.next(`hanna.${run}@example.at`);
    expect(mail.subject).toMatch(/^Verschoben: Montage am /);
    const update = calendarOf(mail);
    expect(line(update, 'METHOD')).toBe('REQUEST');
    expect(line(update, 'UID')).toBe(uid);
    expect(line(update, 'SEQUENCE')).toBe('1');
    expect(line(update, 'DTSTART')).toBe(
      later.startsAt.toISOString().replace(/[-:]/g, '').replace('.000', ''),
    );
    const now = await openSlots();
    const remaining = (at: Date) =>
      now.find((slot) => slot.startsAt.getTime() === at.getTime())?.remaining ?? 0;
    expect(remaining(first!.startsAt)).toBe(first!.remaining);
    expect(remaining(later.startsAt)).toBe(later.remaining - 1);
  });

  it('sends each reminder once at 18:00 the day before, however many sweep, and again after a refused one', async () => {
    const [slot] = await openSlots();
    await book(customer(), booking('ida', slot!.startsAt));
    await sink.next(`ida.${run}@example.at`);
    const due = reminderAt(slot!.startsAt, 'Europe/Vienna');
    const sentTo = () =>
      sink.received.filter(
        (mail) =>
          mail.subject?.startsWith('Erinnerung') &&
          [mail.to ?? []]
            .flat()
            .some((to) => to.value.some((entry) => entry.address === `ida.${run}@example.at`)),
      );
    await sendDueReminders(new Date(due.getTime() - 60_000));
    expect(sentTo()).toHaveLength(0);

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Other tests' appointments of that slot are due too: the server refuses them all.
    sink.refuse = 100;
    await sendDueReminders(due);
    sink.refuse = 0;
    logged.mockRestore();
    expect(sentTo()).toHaveLength(0);

    // Given back at once, not after its lease: the next sweep sends it.
    await Promise.all([sendDueReminders(due), sendDueReminders(due), sendDueReminders(due)]);
    expect(sentTo()).toHaveLength(1);
    await sendDueReminders(new Date(due.getTime() + 3_600_000));
    const [reminder, ...more] = sentTo();
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toMatch(/^Erinnerung: Montage am /);
    expect(reminder!.text).toContain('Meidlinger Hauptstraße 4, 1120 Wien');
    expect(reminder!.attachments).toHaveLength(0);
  });

  it('refuses another site’s form, and a client booking again and again', async () => {
    const [slot] = await openSlots();
    const crossSite = await postBooking(customer(), booking('eva', slot!.startsAt), {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const bot = customer();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(await postBooking(bot, booking(`bot${attempt}`, new Date(0)), { json: true }));
    // Without the captcha a bot books nothing, and after five tries it is not heard at all.
    expect(answers.slice(0, 5).map((answer) => errorOf(answer).code)).toEqual(
      Array(5).fill('captcha.missing'),
    );
    expect(answers[5]!.status).toBe(429);
  });

  it('asks a guest for the captcha, spent with one booking, and a logged-in customer for none', async () => {
    // A time with a place for each of the three bookings made here (earlier tests filled the first ones).
    const slot = (await openSlots()).find((open) => open.remaining >= 3);
    const guest = booking('hugo', slot!.startsAt);
    const missing = await postBooking(customer(), guest);
    expect(missing.location).toBe(
      '/appointment?service=fitting&postcode=1120&error=captcha.missing#appointment-message',
    );
    expect(missing.setCookie).toContain(BOOKING_FLASH_COOKIE);
    const wrong = await postBooking(customer(), {
      ...guest,
      ...(await answeredCaptcha()),
      captcha_answer: '999',
    });
    expect(wrong.location).toContain('error=captcha.invalid');
    const solved = await solvedCaptcha();
    const first = await postBooking(customer(), { ...guest, captcha_payload: solved });
    expect(first.location).toMatch(/notice=appointment\.booked$/);
    const replayed = await postBooking(customer(), {
      ...booking('ida', slot!.startsAt),
      captcha_payload: solved,
    });
    expect(replayed.location).toContain('error=captcha.replayed');
    const answered = await postBooking(customer(), {
      ...booking('ida', slot!.startsAt),
      ...(await answeredCaptcha()),
    });
    expect(answered.location).toMatch(/notice=appointment\.booked$/);

    const email = `jana.${run}@example.at`;
    await confirmedCustomer(customer, email, PASSWORD, sink);
    const jana = customer();
    await submitAccount(jana, { action: 'login', email, password: PASSWORD });
    const own = await postBooking(jana, booking('jana', slot!.startsAt, { email }));
    expect(own.location).toMatch(/notice=appointment\.booked$/);
  });
});
