/**
 * npm run admin:create -- shop.admin@example.at [--revoke]
 * Makes the customer with this address an admin: they see the admin bar with the back office's links. The
 * account is made the usual way first (registration and its mailed link), so no password passes through here.
 */
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { openShopDatabase } from './shop-database';
import { setCustomerAdmin } from '../lib/adapters/embedded/queries/customers';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean', default: false } },
  });
  const [email] = positionals;
  if (!email || positionals.length > 1) throw new Error('Name one customer e-mail address.');
  const config = env();
  const handle = await openShopDatabase(config);
  try {
    if (!(await setCustomerAdmin(handle.db, email, !values.revoke)))
      throw new Error(`No confirmed customer has the address ${email}. Register it in the shop first.`);
    console.log(values.revoke ? `${email} is no longer an admin.` : `${email} is now an admin.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
