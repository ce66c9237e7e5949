import { sql } from 'drizzle-orm';
import { databaseTargets } from '../../testing/databases';
import type { NewsletterStore } from '../../shop/newsletter-store';
import type { DatabaseHandle } from './database';
import { embeddedNewsletterStore } from './newsletter-store';
import { selectRows } from './queries/raw';

const start = new Date('2026-11-24T10:00:00.123Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe.each(databaseTargets())('the newsletter’s subscribers on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: NewsletterStore;
  const customers: Record<'anna' | 'ben', number> = { anna: 0, ben: 0 };

  beforeAll(async () => {
    handle = await open();
    store = embeddedNewsletterStore(handle.db);
    for (const [index, name] of (['anna', 'ben'] as const).entries()) {
      const [row] = await selectRows<{ id: number }>(
        handle.db,
        sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, store_code, language_code)
            VALUES (${`CUS00000000000${index}`}, 1, ${name}, 'Muster', ${`${name}@example.at`}, 'at', 'de')
            RETURNING id`,
      );
      customers[name] = row!.id;
    }
  }, 60_000);

  afterAll(async () => {
    await handle?.dispose();
  });

  it('keeps a sign-up pending with its consent until its confirmation, and stores the times', async () => {
    const { subscriber, before } = await store.signUp({
      store: 'at',
      email: 'Maria.Gruber@Example.at',
      language: 'de',
      source: 'footer',
      customerId: null,
      now: start,
    });
    expect(before).toBeNull();
    expect(subscriber).toMatchObject({
      store: 'at',
      email: 'maria.gruber@example.at',
      language: 'de',
      status: 'pending',
      consentAt: start,
      consentSource: 'footer',
      confirmedAt: null,
      unsubscribedAt: null,
      customerId: null,
    });
    expect(await store.confirm(subscriber.id, start, later(5))).toBe('confirmed');
    expect(await store.find(subscriber.id)).toMatchObject({ status: 'subscribed', confirmedAt: later(5) });
    expect(await store.confirm(subscriber.id, start, later(6))).toBe('alreadySubscribed');
    expect(await store.find(subscriber.id)).toMatchObject({ confirmedAt: later(5) });
  });

  it('leaves a subscribed address and its proof of consent alone on a second sign-up', async () => {
    const first = await store.signUp({
      store: 'de',
      email: 'jonas@example.de',
      language: 'de',
      source: 'newsletter',
      customerId: null,
      now: start,
    });
    await store.confirm(first.subscriber.id, start, later(1));
    const again = await store.signUp({
      store: 'de',
      email: 'JONAS@example.de',
      language: 'en',
      source: 'footer',
      customerId: null,
      now: later(10),
    });
    expect(again.before).toBe('subscribed');
    expect(again.subscriber).toMatchObject({
      id: first.subscriber.id,
      status: 'subscribed',
      language: 'de',
      consentAt: start,
      consentSource: 'newsletter',
      confirmedAt: later(1),
    });
    // The same address in another store is a subscriber of its own.
    const elsewhere = await store.signUp({
      store: 'at',
      email: 'jonas@example.de',
      language: 'de',
      source: 'footer',
      customerId: null,
      now: later(10),
    });
    expect(elsewhere.before).toBeNull();
    expect(elsewhere.subscriber.id).not.toBe(first.subscriber.id);
  });

  it('confirms only the latest sign-up’s link: a repeated sign-up replaces the consent', async () => {
    const first = await store.signUp({
      store: 'ro',
      email: 'ion@example.ro',
      language: 'ro',
      source: 'footer',
      customerId: null,
      now: start,
    });
    const second = await store.signUp({
      store: 'ro',
      email: 'ion@example.ro',
      language: 'ro',
      source: 'newsletter',
      customerId: null,
      now: later(3),
    });
    expect(second.before).toBe('pending');
    expect(second.subscriber).toMatchObject({ consentAt: later(3), consentSource: 'newsletter' });
    expect(await store.confirm(first.subscriber.id, start, later(4))).toBe('stale');
    expect(await store.confirm(first.subscriber.id, later(3), later(4))).toBe('confirmed');
  });

  it('unsubscribes once, keeps the time, and a new sign-up starts a new double opt-in', async () => {
    const { subscriber } = await store.signUp({
      store: 'at',
      email: 'lena@example.at',
      language: 'de',
      source: 'newsletter',
      customerId: null,
      now: start,
    });
    await store.confirm(subscriber.id, start, later(1));
    expect(await store.unsubscribe(subscriber.id, later(20))).toBe('unsubscribed');
    expect(await store.find(subscriber.id)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: later(20),
    });
    expect(await store.unsubscribe(subscriber.id, later(21))).toBe('alreadyUnsubscribed');
    expect(await store.find(subscriber.id)).toMatchObject({ unsubscribedAt: later(20) });
    // An old confirmation link cannot subscribe the address again behind its owner's back.
    expect(await store.confirm(subscriber.id, start, later(22))).toBe('stale');
    const again = await store.signUp({
      store: 'at',
      email: 'lena@example.at',
      language: 'de',
      source: 'account',
      customerId: null,
      now: later(30),
    });
    expect(again.before).toBe('unsubscribed');
    expect(again.subscriber).toMatchObject({ status: 'pending', consentAt: later(30), confirmedAt: null });
    expect(await store.unsubscribe(987_654, later(31))).toBe('notFound');
    expect(await store.confirm(987_654, start, later(31))).toBe('notFound');
  });

  it('ties a customer’s subscription to the account and finds no other customer’s', async () => {
    const { subscriber } = await store.signUp({
      store: 'at',
      email: 'anna@example.at',
      language: 'de',
      source: 'account',
      customerId: customers.anna,
      now: start,
    });
    expect(subscriber.customerId).toBe(customers.anna);
    expect(await store.findForCustomer('at', customers.anna, 'anna@example.at')).toMatchObject({
      id: subscriber.id,
    });
    // After a change of the login address the account still finds its subscription.
    expect(await store.findForCustomer('at', customers.anna, 'anna.neu@example.at')).toMatchObject({
      id: subscriber.id,
    });
    expect(await store.findForCustomer('at', customers.ben, 'ben@example.at')).toBeNull();
    expect(await store.findForCustomer('de', customers.anna, 'anna@example.at')).toBeNull();
    // A later sign-up without a session keeps the account's tie.
    const guest = await store.signUp({
      store: 'at',
      email: 'anna@example.at',
      language: 'de',
      source: 'footer',
      customerId: null,
      now: later(1),
    });
    expect(guest.subscriber.customerId).toBe(customers.anna);
    // Deleting the account keeps the proof of consent (the latest, still pending one), without the tie.
    await handle.db.execute(sql`DELETE FROM customer WHERE id = ${customers.anna}`);
    expect(await store.find(subscriber.id)).toMatchObject({
      customerId: null,
      consentSource: 'footer',
      consentAt: later(1),
    });
  });

  it('refuses a status outside the double opt-in’s three', async () => {
    await expect(
      handle.db.execute(sql`INSERT INTO newsletter_subscriber
        (store_code, email, language_code, status, consent_at, consent_source)
        VALUES ('at', 'x@example.at', 'de', 'maybe', now(), 'footer')`),
    ).rejects.toThrow();
  });
});
