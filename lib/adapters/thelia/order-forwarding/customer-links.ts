import { sql, type SQL } from 'drizzle-orm';
import type { ShopDatabase } from '../../embedded/database';
import { selectRows } from '../../embedded/queries/raw';
import { ForwardingRefusal } from './forwarding-settings';
import { newTheliaPassword, openPassword, sealPassword } from './password-seal';

/** An order's buyer: a storefront customer, or a guest known only by e-mail. */
interface Buyer {
  customerId: number | null;
  email: string;
}

/** The account a buyer's orders are placed with at Thelia, its password opened. */
export interface TheliaAccount {
  linkId: number;
  email: string;
  password: string;
  /** Null until a login at Thelia confirmed the account. */
  theliaCustomerId: number | null;
}

export interface CustomerLinks {
  /** The buyer's Thelia account; a new one, with a new password, when the buyer has none yet. */
  accountOf(buyer: Buyer): Promise<TheliaAccount>;
  recordTheliaCustomer(linkId: number, theliaCustomerId: number): Promise<void>;
}

interface LinkRow {
  id: number;
  customer_id: number | null;
  email: string;
  thelia_customer_id: number | null;
  sealed_password: string;
}

/**
 * The links in the embedded database's `thelia_customer_link` table, passwords sealed with `secret`. Messages
 * name links by id, never by e-mail: they end up in logs.
 */
/**
 * The link's password, or a refusal an operator reads: a seal that does not open means SESSION_SECRET changed since
 * (Thelia cannot be told a new password through its API), and trying again every hour would never change that.
 */
function openedPassword(row: LinkRow, secret: string): string {
  try {
    return openPassword(row.sealed_password, secret);
  } catch {
    throw new ForwardingRefusal(
      `The Thelia password of link ${row.id} does not open with this SESSION_SECRET: it changed since the ` +
        'account was made. Set the old secret again, or enter the order in Thelia by hand.',
    );
  }
}

export function embeddedCustomerLinks(db: ShopDatabase, secret: string): CustomerLinks {
  const find = async (where: SQL) =>
    (
      await selectRows<LinkRow>(
        db,
        sql`SELECT id, customer_id, email, thelia_customer_id, sealed_password
            FROM thelia_customer_link WHERE ${where}`,
      )
    )[0];

  /**
   * A customer's own link, else the link of the e-mail: Thelia knows one customer per e-mail, so a guest's
   * orders go to the account of the customer with that e-mail, and a guest who registered since keeps theirs.
   */
  async function linked({ customerId, email }: Buyer): Promise<LinkRow | undefined> {
    const own = customerId === null ? undefined : await find(sql`customer_id = ${customerId}`);
    if (own) return own;
    const byEmail = await find(sql`email = ${email}`);
    if (!byEmail || customerId === null || byEmail.customer_id === customerId) return byEmail;
    if (byEmail.customer_id !== null)
      throw new ForwardingRefusal(
        `The Thelia account of the order's e-mail (link ${byEmail.id}) is storefront customer ${byEmail.customer_id}'s`,
      );
    await db.execute(
      sql`UPDATE thelia_customer_link SET customer_id = ${customerId}
          WHERE id = ${byEmail.id} AND customer_id IS NULL`,
    );
    return { ...byEmail, customer_id: customerId };
  }

  return {
    async accountOf(buyer) {
      const normalised = { customerId: buyer.customerId, email: buyer.email.trim().toLowerCase() };
      let row = await linked(normalised);
      if (!row) {
        const sealed = sealPassword(newTheliaPassword(), secret);
        // Two sweeps forwarding two orders of one new buyer: the first link written is the one both use.
        await db.execute(
          sql`INSERT INTO thelia_customer_link (customer_id, email, sealed_password)
              VALUES (${normalised.customerId}, ${normalised.email}, ${sealed}) ON CONFLICT DO NOTHING`,
        );
        row = await linked(normalised);
      }
      if (!row) throw new Error('No Thelia account could be linked to the buyer');
      return {
        linkId: row.id,
        email: row.email,
        password: openedPassword(row, secret),
        theliaCustomerId: row.thelia_customer_id,
      };
    },
    recordTheliaCustomer: async (linkId, theliaCustomerId) => {
      await db.execute(
        sql`UPDATE thelia_customer_link SET thelia_customer_id = ${theliaCustomerId} WHERE id = ${linkId}`,
      );
    },
  };
}
