import { sql } from 'drizzle-orm';
import {
  customerTitles,
  type NewSocialCustomer,
  type ProviderIdentity,
  type SignInMethods,
  type SocialProvider,
  type SocialSignUp,
} from '../../../shop/customer-types';
import type { ShopDatabase } from '../database';
import { COLUMNS, customerOf, newRef, type CustomerRow } from './customers';
import { selectRows } from './raw';

/** Thrown inside the sign-up's transaction so that the customer it made goes again. */
class IdentityTaken extends Error {}

export async function selectIdentityCustomer(
  db: ShopDatabase,
  identity: ProviderIdentity,
): Promise<number | null> {
  const [row] = await selectRows<{ customer_id: number }>(
    db,
    sql`SELECT customer_id FROM customer_identity
        WHERE provider = ${identity.provider} AND subject = ${identity.subject}`,
  );
  return row?.customer_id ?? null;
}

export async function selectSignInMethods(db: ShopDatabase, customerId: number): Promise<SignInMethods> {
  const [row] = await selectRows<{ password: boolean; providers: SocialProvider[] }>(
    db,
    sql`SELECT password_hash IS NOT NULL AS password,
          ARRAY(SELECT provider FROM customer_identity WHERE customer_id = customer.id ORDER BY provider) AS providers
        FROM customer WHERE id = ${customerId}`,
  );
  return row ?? { password: false, providers: [] };
}

/** The unique (provider, subject) index decides between two links of one identity made at the same time. */
export async function linkIdentity(
  db: ShopDatabase,
  customerId: number,
  identity: ProviderIdentity,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO customer_identity (provider, subject, customer_id)
        VALUES (${identity.provider}, ${identity.subject}, ${customerId})
        ON CONFLICT (provider, subject) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * The customer and its identity in one transaction. Like a registration, an unconfirmed customer of the address
 * is replaced (here the provider proved the mailbox, so the new one is confirmed at once); a confirmed one is
 * never touched: its owner must link it with its password.
 */
export async function createSocialCustomer(
  db: ShopDatabase,
  input: NewSocialCustomer,
): Promise<SocialSignUp> {
  const email = input.email.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await selectRows<CustomerRow>(
        tx,
        sql`INSERT INTO customer (ref, title_id, firstname, lastname, email, password_hash, company, vat_number,
              store_code, language_code, confirmed_at)
            VALUES (${newRef()}, ${customerTitles[input.title]}, ${input.firstname}, ${input.lastname}, ${email},
              NULL, ${input.company}, ${input.vatNumber}, ${input.store}, ${input.language}, now())
            ON CONFLICT (email) DO UPDATE SET title_id = EXCLUDED.title_id, firstname = EXCLUDED.firstname,
              lastname = EXCLUDED.lastname, password_hash = NULL, company = EXCLUDED.company,
              vat_number = EXCLUDED.vat_number, store_code = EXCLUDED.store_code,
              language_code = EXCLUDED.language_code, confirmed_at = now(), updated_at = now(),
              password_changed_at = now()
            WHERE customer.confirmed_at IS NULL
            RETURNING ${COLUMNS}`,
      );
      if (!row) return { kind: 'emailTaken' } as const;
      if (!(await linkIdentity(tx, row.id, input.identity))) throw new IdentityTaken();
      return { kind: 'created', customer: customerOf(row) } as const;
    });
  } catch (error) {
    if (error instanceof IdentityTaken) return { kind: 'identityTaken' };
    throw error;
  }
}
