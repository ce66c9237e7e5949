import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { languageCodeSchema, storeCodeSchema } from '../../../shop/schemas';
import {
  customerTitles,
  titleOfId,
  type Customer,
  type CustomerLogin,
  type CustomerProfile,
  type EmailChange,
  type VatCheckOutcome,
  type VatStatus,
  type NewCustomer,
  type Registration,
} from '../../../shop/customer-types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

export interface CustomerRow {
  id: number;
  ref: string;
  title_id: number;
  firstname: string;
  lastname: string;
  email: string;
  company: string | null;
  vat_number: string | null;
  vat_status: string;
  vat_checked_at: Date | string | null;
  exclude_vat: boolean;
  store_code: string;
  language_code: string;
  is_admin: boolean;
  confirmed_at: Date | string | null;
}

export const COLUMNS = sql`id, ref, title_id, firstname, lastname, email, company, vat_number, vat_status, vat_checked_at,
  exclude_vat, store_code, language_code, is_admin, confirmed_at`;

const vatStatuses: readonly VatStatus[] = ['unchecked', 'valid', 'invalid', 'unknown'];

export function customerOf(row: CustomerRow): Customer {
  return {
    id: row.id,
    ref: row.ref,
    title: titleOfId(row.title_id),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    company: row.company,
    vatNumber: row.vat_number,
    vatStatus: vatStatuses.find((status) => status === row.vat_status) ?? 'unchecked',
    vatCheckedAt: row.vat_checked_at === null ? null : new Date(row.vat_checked_at),
    excludeVat: row.exclude_vat,
    store: storeCodeSchema.parse(row.store_code),
    language: languageCodeSchema.parse(row.language_code),
    isAdmin: row.is_admin,
    confirmed: row.confirmed_at !== null,
  };
}

/** Thelia's customer reference: CUS and twelve random digits, not the row number (which tells the shop's size). */
export const newRef = () =>
  `CUS${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;

export async function selectCustomer(db: ShopDatabase, id: number): Promise<Customer | null> {
  const [row] = await selectRows<CustomerRow>(db, sql`SELECT ${COLUMNS} FROM customer WHERE id = ${id}`);
  return row ? customerOf(row) : null;
}

export async function selectCustomerLogin(db: ShopDatabase, email: string): Promise<CustomerLogin | null> {
  const [row] = await selectRows<{ id: number; password_hash: string | null; confirmed_at: unknown }>(
    db,
    sql`SELECT id, password_hash, confirmed_at FROM customer WHERE email = ${email.trim().toLowerCase()}`,
  );
  return row ? { id: row.id, passwordHash: row.password_hash, confirmed: row.confirmed_at !== null } : null;
}

/**
 * Registers in one statement per case, safe under concurrency: the unique e-mail index decides between two
 * registrations of one address; an unconfirmed one is replaced, a confirmed one is left untouched. Without a
 * password: whoever opens the mailed link chooses it (pentest #30: an account never opens with a password the
 * mailbox's owner did not choose), so a replaced registration loses any password it had.
 */
export async function registerCustomer(db: ShopDatabase, input: NewCustomer): Promise<Registration> {
  const email = input.email.trim().toLowerCase();
  const values = sql`${customerTitles[input.title]}, ${input.firstname}, ${input.lastname}, ${email},
    NULL, ${input.company}, ${input.vatNumber}, ${input.store}, ${input.language}`;
  const [row] = await selectRows<CustomerRow & { inserted: boolean }>(
    db,
    sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash, company, vat_number,
          store_code, language_code)
        VALUES (${newRef()}, ${values})
        ON CONFLICT (email) DO UPDATE SET title_id = EXCLUDED.title_id, firstname = EXCLUDED.firstname,
          lastname = EXCLUDED.lastname, password_hash = EXCLUDED.password_hash, company = EXCLUDED.company,
          vat_number = EXCLUDED.vat_number, store_code = EXCLUDED.store_code,
          language_code = EXCLUDED.language_code, updated_at = now(), password_changed_at = now()
        WHERE customer.confirmed_at IS NULL
        RETURNING ${COLUMNS}, (xmax = 0) AS inserted`,
  );
  if (row) return { kind: row.inserted ? 'created' : 'replacedPending', customer: customerOf(row) };
  const [confirmed] = await selectRows<CustomerRow>(
    db,
    sql`SELECT ${COLUMNS} FROM customer WHERE email = ${email}`,
  );
  if (!confirmed) throw new Error('A registration met an address that then vanished');
  return { kind: 'alreadyConfirmed', customer: customerOf(confirmed) };
}

/**
 * Sets the password a registration link's opener chose and confirms the address in one statement, only while it
 * is unconfirmed: comparing the old hash would let a second press that read the hash after the first one's write
 * confirm again (and send a second welcome).
 */
export async function confirmCustomer(db: ShopDatabase, id: number, passwordHash: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE customer SET password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now(),
          confirmed_at = now()
        WHERE id = ${id} AND confirmed_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Sets a new password only while the old hash is still `expectedHash` (none for a customer who signed up with a
 * provider): a reset link works once, and of two resets at the same time one wins. Opening the mailed link also
 * proves the address, so it confirms it.
 */
export async function replaceCustomerPassword(
  db: ShopDatabase,
  id: number,
  expectedHash: string | null,
  passwordHash: string,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE customer SET password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now(),
          confirmed_at = COALESCE(confirmed_at, now())
        WHERE id = ${id} AND password_hash IS NOT DISTINCT FROM ${expectedHash}::text RETURNING id`,
  );
  return rows.length > 0;
}

export async function updateCustomerProfile(
  db: ShopDatabase,
  id: number,
  profile: CustomerProfile,
): Promise<Customer | null> {
  const [row] = await selectRows<CustomerRow>(
    db,
    sql`UPDATE customer SET title_id = ${customerTitles[profile.title]}, firstname = ${profile.firstname},
          lastname = ${profile.lastname}, company = ${profile.company}, vat_number = ${profile.vatNumber},
          vat_status = CASE WHEN vat_number IS NOT DISTINCT FROM ${profile.vatNumber} THEN vat_status
            ELSE 'unchecked' END,
          vat_checked_at = CASE WHEN vat_number IS NOT DISTINCT FROM ${profile.vatNumber} THEN vat_checked_at END,
          updated_at = now()
        WHERE id = ${id} RETURNING ${COLUMNS}`,
  );
  return row ? customerOf(row) : null;
}

/**
 * Moves the login only while it is still `expectedEmail`, so a confirmation link works once; the unique index
 * decides against an address another account took meanwhile.
 */
export async function changeCustomerEmail(
  db: ShopDatabase,
  id: number,
  expectedEmail: string,
  newEmail: string,
): Promise<EmailChange> {
  const email = newEmail.trim().toLowerCase();
  const [taken] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM customer WHERE email = ${email} AND id <> ${id}`,
  );
  if (taken) return 'taken';
  try {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`UPDATE customer SET email = ${email}, updated_at = now()
          WHERE id = ${id} AND email = ${expectedEmail} RETURNING id`,
    );
    return rows.length > 0 ? 'changed' : 'stale';
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'taken';
    throw error;
  }
}

export async function recordVatCheck(
  db: ShopDatabase,
  id: number,
  vatNumber: string,
  outcome: VatCheckOutcome,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE customer SET vat_status = ${outcome}, vat_checked_at = now()
        WHERE id = ${id} AND vat_number = ${vatNumber} RETURNING id`,
  );
  return rows.length > 0;
}

/** Keeps the customer's wish for VAT-excluded prices; false when the customer is gone. */
export async function setCustomerVatExclusion(
  db: ShopDatabase,
  id: number,
  excludeVat: boolean,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE customer SET exclude_vat = ${excludeVat}, updated_at = now() WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

/** Makes a confirmed customer an admin (or no longer one); false when no confirmed customer has the address. */
export async function setCustomerAdmin(db: ShopDatabase, email: string, isAdmin: boolean): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE customer SET is_admin = ${isAdmin}, updated_at = now()
        WHERE email = ${email.trim().toLowerCase()} AND confirmed_at IS NOT NULL RETURNING id`,
  );
  return rows.length > 0;
}
