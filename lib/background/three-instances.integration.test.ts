import type { ParsedMail } from 'mailparser';
import { embeddedForwardingOutbox } from '../adapters/thelia/order-forwarding/forwarding-outbox';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import type { RoundAnswers } from '../testing/background-instance';
import { startBackgroundInstance, type BackgroundInstance } from '../testing/background-instances';
import { describeOnPostgres, postgresDatabase } from '../testing/databases';
import {
  DUE_WORK_CATALOGUE,
  dueReminder,
  idleCart,
  lostConfirmation,
  orderToForward,
  stockGoods,
} from '../testing/due-background-work';
import { startFakeAnaf } from '../testing/fake-anaf';
import { startFakeThelia, type FakeThelia } from '../testing/fake-thelia/fake-thelia-server';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';

/**
 * Issue 40: several instances of the shop on one PostgreSQL database do each background job once. Three
 * processes run every sweep's round at the same moment against due work of every kind; the SMTP server, ANAF's
 * and Thelia's stand-ins then count what reached them. PGlite belongs to one process, so PostgreSQL only.
 */
describeOnPostgres('the background work of three instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof postgresDatabase>>;
  let sink: SmtpSink;
  let anaf: Awaited<ReturnType<typeof startFakeAnaf>>;
  let thelia: FakeThelia;
  const instances: BackgroundInstance[] = [];

  beforeAll(async () => {
    [database, sink, anaf, thelia] = await Promise.all([
      postgresDatabase(DUE_WORK_CATALOGUE),
      startSmtpSink(),
      startFakeAnaf(),
      startFakeThelia(),
    ]);
    useStorefrontForTests(await storefrontOn(database));
    await stockGoods(database.db);
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    useStorefrontForTests(null);
    await Promise.all([database?.dispose(), sink?.close(), anaf?.close(), thelia?.close()]);
  }, 30_000);

  const forwarding = () => embeddedForwardingOutbox(database.db);
  const mailsTo = (email: string, subject: RegExp) =>
    sink.received.filter(
      (mail: ParsedMail) =>
        subject.test(mail.subject ?? '') &&
        [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
    );

  it('confirms, reminds, reports to ANAF and forwards to Thelia each once', async () => {
    // Several of a kind: an instance that lists them at once goes through them one by one while others claim.
    const confirmed = [];
    for (let count = 0; count < 3; count += 1) confirmed.push(await lostConfirmation(database.db));
    const forwardSince = new Date(Date.now() - 60_000).toISOString();
    const forwarded = [await orderToForward(database.db), await orderToForward(database.db)];
    const appointment = await dueReminder();
    const cart = await idleCart(database.db);

    const env = {
      SMTP_URL: sink.url,
      CART_REMINDER_HOURS: '24',
      EFACTURA_CLIENT_ID: anaf.settings.clientId,
      EFACTURA_CLIENT_SECRET: anaf.settings.clientSecret,
      EFACTURA_REFRESH_TOKEN: anaf.settings.refreshToken,
      EFACTURA_API_BASE: anaf.settings.apiBase,
      EFACTURA_TOKEN_URL: anaf.settings.tokenUrl,
    };
    const plan = {
      mode: 'every round' as const,
      databaseUrl: database.url,
      theliaUrl: thelia.baseUrl,
      forwardSince,
    };
    instances.push(...[1, 2, 3].map(() => startBackgroundInstance(plan, env)));
    await Promise.all(instances.map((instance) => instance.next()));
    const at = Date.now() + 300;
    for (const instance of instances) instance.process.send({ at });
    const answers = await Promise.all(
      instances.map(async (instance) => {
        const message = await instance.next();
        if (!('done' in message)) throw new Error(`no round answers: ${instance.output()}`);
        return message.done;
      }),
    );
    const total = (count: (answer: RoundAnswers) => number | undefined) =>
      answers.reduce((sum, answer) => sum + (count(answer) ?? 0), 0);

    // One picture of every job, so a lease that failed shows beside those that held.
    expect({
      confirmationMails: confirmed.map((order) => mailsTo(order.email, new RegExp(order.ref)).length),
      reminderMails: mailsTo(appointment.email, /^Erinnerung/).length,
      cartReminderMails: mailsTo(cart.email, /Warenkorb/).length,
      anafUploads: confirmed.map(
        (order) =>
          anaf.uploads.filter((upload) => upload.xml.includes(`<cbc:ID>${order.invoiceRef}<`)).length,
      ),
      theliaPayments: thelia.requests.filter((request) => request.route === '/order/pay').length,
      remindersSent: total((answer) => answer.reminders),
      cartRemindersSent: total((answer) => answer.cartReminders),
      uploaded: total((answer) => answer.eFactura?.uploaded),
      forwarded: total((answer) => answer.forwarding?.forwarded),
    }).toEqual({
      confirmationMails: [1, 1, 1],
      reminderMails: 1,
      cartReminderMails: 1,
      anafUploads: [1, 1, 1],
      theliaPayments: 2,
      remindersSent: 1,
      cartRemindersSent: 1,
      uploaded: 3,
      forwarded: 2,
    });
    for (const order of forwarded) expect((await forwarding().getEntry(order.id))?.state).toBe('forwarded');
    // At the same moment indeed: every instance started its rounds before any had ended them.
    expect(Math.max(...answers.map((answer) => answer.startedAt))).toBeLessThan(
      Math.min(...answers.map((answer) => answer.endedAt)),
    );
  }, 90_000);
});
