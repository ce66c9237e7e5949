import { sql } from 'drizzle-orm';
import {
  ADDRESS_BOOK_LIMIT,
  type Address,
  type AddressFields,
  type AddressRemoval,
  type AddressSave,
  type CountryState,
} from '../../../shop/address-types';
import { customerTitles, titleOfId } from '../../../shop/customer-types';
import type { CountryId } from '../../../shop/schemas';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

interface AddressRow {
  id: number;
  label: string;
  title_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  vat_number: string | null;
  address1: string;
  address2: string;
  address3: string | null;
  zipcode: string;
  city: string;
  country_id: number;
  state_id: number | null;
  state_title: string | null;
  phone: string | null;
  is_default: boolean;
}

const COLUMNS = sql`a.id, a.label, a.title_id, a.firstname, a.lastname, a.company, a.vat_number, a.address1,
  a.address2, a.address3, a.zipcode, a.city, a.country_id, a.state_id, s.title AS state_title, a.phone,
  a.is_default`;

function addressOf(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    title: titleOfId(row.title_id),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    vatNumber: row.vat_number,
    street: row.address1,
    houseNumber: row.address2,
    line2: row.address3,
    postcode: row.zipcode,
    city: row.city,
    countryId: row.country_id as CountryId,
    stateId: row.state_id,
    stateTitle: row.state_title,
    phone: row.phone,
    isDefault: row.is_default,
  };
}

/** The default first, then in the order they were added. */
export async function selectAddresses(db: ShopDatabase, customerId: number): Promise<Address[]> {
  const rows = await selectRows<AddressRow>(
    db,
    sql`SELECT ${COLUMNS} FROM address a LEFT JOIN state s ON s.id = a.state_id
        WHERE a.customer_id = ${customerId} ORDER BY a.is_default DESC, a.id LIMIT ${ADDRESS_BOOK_LIMIT}`,
  );
  return rows.map(addressOf);
}

async function selectAddress(db: ShopDatabase, customerId: number, id: number): Promise<Address | null> {
  const [row] = await selectRows<AddressRow>(
    db,
    sql`SELECT ${COLUMNS} FROM address a LEFT JOIN state s ON s.id = a.state_id
        WHERE a.customer_id = ${customerId} AND a.id = ${id}`,
  );
  return row ? addressOf(row) : null;
}

const values = (fields: AddressFields) => ({
  label: fields.label,
  titleId: customerTitles[fields.title],
  firstname: fields.firstname,
  lastname: fields.lastname,
  company: fields.company,
  vatNumber: fields.vatNumber,
  street: fields.street,
  houseNumber: fields.houseNumber,
  line2: fields.line2,
  postcode: fields.postcode,
  city: fields.city,
  countryId: fields.countryId,
  stateId: fields.stateId,
  phone: fields.phone,
});

/**
 * A new address in one statement, counted and defaulted inside it: the customer's row is locked first, so two
 * tabs adding at once cannot pass the limit or make two defaults.
 */
async function insertAddress(
  db: ShopDatabase,
  customerId: number,
  fields: AddressFields,
): Promise<AddressSave> {
  const v = values(fields);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM customer WHERE id = ${customerId} FOR UPDATE`);
    const [count] = await selectRows<{ total: number | string }>(
      tx,
      sql`SELECT count(*) AS total FROM address WHERE customer_id = ${customerId}`,
    );
    if (Number(count?.total ?? 0) >= ADDRESS_BOOK_LIMIT) return { kind: 'full' } as const;
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO address (customer_id, label, title_id, firstname, lastname, company, vat_number, address1,
            address2, address3, zipcode, city, country_id, state_id, phone, is_default)
          VALUES (${customerId}, ${v.label}, ${v.titleId}, ${v.firstname}, ${v.lastname}, ${v.company},
            ${v.vatNumber}, ${v.street}, ${v.houseNumber}, ${v.line2}, ${v.postcode}, ${v.city}, ${v.countryId},
            ${v.stateId}, ${v.phone},
            NOT EXISTS (SELECT 1 FROM address WHERE customer_id = ${customerId} AND is_default))
          RETURNING id`,
    );
    const address = row && (await selectAddress(tx, customerId, row.id));
    return address ? ({ kind: 'saved', address } as const) : ({ kind: 'notFound' } as const);
  });
}

export async function saveAddress(
  db: ShopDatabase,
  customerId: number,
  addressId: number | null,
  fields: AddressFields,
): Promise<AddressSave> {
  if (addressId === null) return insertAddress(db, customerId, fields);
  const v = values(fields);
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE address SET label = ${v.label}, title_id = ${v.titleId}, firstname = ${v.firstname},
          lastname = ${v.lastname}, company = ${v.company}, vat_number = ${v.vatNumber}, address1 = ${v.street},
          address2 = ${v.houseNumber}, address3 = ${v.line2}, zipcode = ${v.postcode}, city = ${v.city},
          country_id = ${v.countryId}, state_id = ${v.stateId}, phone = ${v.phone}, updated_at = now()
        WHERE id = ${addressId} AND customer_id = ${customerId} RETURNING id`,
  );
  const address = rows.length > 0 ? await selectAddress(db, customerId, addressId) : null;
  return address ? { kind: 'saved', address } : { kind: 'notFound' };
}

/** docs/product.md §5: the default address cannot be deleted; the condition is in the statement, so no race lets it go. */
export async function deleteAddress(
  db: ShopDatabase,
  customerId: number,
  addressId: number,
): Promise<AddressRemoval> {
  const [row] = await selectRows<{ is_default: boolean; deleted: boolean }>(
    db,
    sql`WITH gone AS (DELETE FROM address WHERE id = ${addressId} AND customer_id = ${customerId}
          AND NOT is_default RETURNING id)
        SELECT a.is_default, EXISTS (SELECT 1 FROM gone) AS deleted
        FROM address a WHERE a.id = ${addressId} AND a.customer_id = ${customerId}`,
  );
  if (!row) return 'notFound';
  return row.deleted ? 'deleted' : 'isDefault';
}

/** Moves the default in one transaction: the partial unique index never sees two. */
export async function setDefaultAddress(
  db: ShopDatabase,
  customerId: number,
  addressId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owned] = await selectRows<{ id: number }>(
      tx,
      sql`SELECT id FROM address WHERE id = ${addressId} AND customer_id = ${customerId} FOR UPDATE`,
    );
    if (!owned) return false;
    await tx.execute(sql`UPDATE address SET is_default = false, updated_at = now()
      WHERE customer_id = ${customerId} AND is_default AND id <> ${addressId}`);
    await tx.execute(sql`UPDATE address SET is_default = true, updated_at = now() WHERE id = ${addressId}`);
    return true;
  });
}

export async function selectCountryStates(db: ShopDatabase, countryId: CountryId): Promise<CountryState[]> {
  const rows = await selectRows<{ id: number; country_id: number; isocode: string; title: string }>(
    db,
    sql`SELECT id, country_id, isocode, title FROM state WHERE country_id = ${countryId} ORDER BY title`,
  );
  return rows.map((row) => ({
    id: row.id,
    countryId: row.country_id as CountryId,
    code: row.isocode,
    title: row.title,
  }));
}
