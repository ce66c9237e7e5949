import { sql } from 'drizzle-orm';
import { languageCodeSchema, storeCodeSchema } from '../../shop/schemas';
import {
  consentSources,
  subscriberStatuses,
  type ConsentSource,
  type NewsletterStore,
  type Subscriber,
  type SubscriberStatus,
} from '../../shop/newsletter-store';
import type { ShopDatabase } from './database';
import { selectRows } from './queries/raw';

interface SubscriberRow {
  id: number;
  store_code: string;
  email: string;
  language_code: string;
  customer_id: number | null;
  status: string;
  consent_at: Date | string;
  consent_source: string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
}

const COLUMNS =
  sql.raw(`id, store_code, email, language_code, customer_id, status, consent_at, consent_source,
  confirmed_at, unsubscribed_at`);
const iso = (date: Date) => date.toISOString();
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const statusOf = (value: string) => subscriberStatuses.find((status) => status === value) ?? 'unsubscribed';
const sourceOf = (value: string): ConsentSource =>
  consentSources.find((source) => source === value) ?? 'newsletter';

function subscriberOf(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    store: storeCodeSchema.parse(row.store_code),
    email: row.email,
    language: languageCodeSchema.parse(row.language_code),
    customerId: row.customer_id,
    status: statusOf(row.status),
    consentAt: new Date(row.consent_at),
    consentSource: sourceOf(row.consent_source),
    confirmedAt: dateOrNull(row.confirmed_at),
    unsubscribedAt: dateOrNull(row.unsubscribed_at),
  };
}

/** Subscribers in the embedded database (PGlite or PostgreSQL), beside the shop's own tables. */
export function embeddedNewsletterStore(db: ShopDatabase): NewsletterStore {
  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = await selectRows<SubscriberRow>(db, query);
    return row ? subscriberOf(row) : null;
  };
  return {
    async signUp({ store, email, language, source, customerId, now }) {
      const address = email.toLowerCase();
      // A subscribed address keeps its confirmed consent; any other starts over with this one. The CTE reads the
      // row as it was before the statement, which the answer needs to tell a new address from a known one.
      const [row] = await selectRows<SubscriberRow & { before: string | null }>(
        db,
        sql`WITH prior AS (
              SELECT status FROM newsletter_subscriber WHERE store_code = ${store} AND email = ${address})
            INSERT INTO newsletter_subscriber AS s
              (store_code, email, language_code, customer_id, status, consent_at, consent_source)
            VALUES (${store}, ${address}, ${language}, ${customerId}, 'pending', ${iso(now)}, ${source})
            ON CONFLICT (store_code, email) DO UPDATE SET
              customer_id = COALESCE(EXCLUDED.customer_id, s.customer_id),
              language_code = CASE WHEN s.status = 'subscribed' THEN s.language_code ELSE EXCLUDED.language_code END,
              consent_at = CASE WHEN s.status = 'subscribed' THEN s.consent_at ELSE EXCLUDED.consent_at END,
              consent_source =
                CASE WHEN s.status = 'subscribed' THEN s.consent_source ELSE EXCLUDED.consent_source END,
              confirmed_at = CASE WHEN s.status = 'subscribed' THEN s.confirmed_at END,
              status = CASE WHEN s.status = 'subscribed' THEN 'subscribed' ELSE 'pending' END
            RETURNING ${COLUMNS}, (SELECT status FROM prior) AS before`,
      );
      return {
        subscriber: subscriberOf(row!),
        before: row!.before === null ? null : (statusOf(row!.before) satisfies SubscriberStatus),
      };
    },
    async confirm(id, consentAt, now) {
      const [row] = await selectRows<{ status: string; consent_at: Date | string; confirmed: boolean }>(
        db,
        sql`WITH confirmed AS (
              UPDATE newsletter_subscriber SET status = 'subscribed', confirmed_at = ${iso(now)}
              WHERE id = ${id} AND status = 'pending' AND consent_at = ${iso(consentAt)} RETURNING id)
            SELECT status, consent_at, EXISTS (SELECT 1 FROM confirmed) AS confirmed
            FROM newsletter_subscriber WHERE id = ${id}`,
      );
      if (!row) return 'notFound';
      if (row.confirmed) return 'confirmed';
      if (row.status === 'subscribed') return 'alreadySubscribed';
      return 'stale';
    },
    async unsubscribe(id, now) {
      const [row] = await selectRows<{ status: string; unsubscribed: boolean }>(
        db,
        sql`WITH unsubscribed AS (
              UPDATE newsletter_subscriber SET status = 'unsubscribed', unsubscribed_at = ${iso(now)}
              WHERE id = ${id} AND status <> 'unsubscribed' RETURNING id)
            SELECT status, EXISTS (SELECT 1 FROM unsubscribed) AS unsubscribed
            FROM newsletter_subscriber WHERE id = ${id}`,
      );
      if (!row) return 'notFound';
      return row.unsubscribed ? 'unsubscribed' : 'alreadyUnsubscribed';
    },
    find: (id) => one(sql`SELECT ${COLUMNS} FROM newsletter_subscriber WHERE id = ${id}`),
    findForCustomer: (store, customerId, email) =>
      one(sql`SELECT ${COLUMNS} FROM newsletter_subscriber
        WHERE store_code = ${store} AND (customer_id = ${customerId} OR email = ${email.toLowerCase()})
        ORDER BY (customer_id IS NOT DISTINCT FROM ${customerId}) DESC, id LIMIT 1`),
  };
}
