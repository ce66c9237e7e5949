/**
 * Run as its own process on the bench's seeded folder (PGLITE_DATA_DIR), before the server opens it: a confirmed
 * customer with an address, so Lighthouse can open /account as a customer sees it. Prints one JSON line with the
 * login. `loggedInSession` then logs in over HTTP, as the login form does.
 */
import { hashPassword } from '../../lib/account/password-hash';
import { getShop } from '../../lib/shop';
import { exchange, sessionCookieOf } from './http-exchange';

const PASSWORD = 'lighthouse im kundenkonto';

async function main(): Promise<void> {
  const shop = await getShop();
  const email = `bench.account.${Date.now()}@example.at`;
  const { customer } = await shop.registerCustomer({
    title: 'miss',
    firstname: 'Lena',
    lastname: 'Leuchtturm',
    email,
    passwordHash: await hashPassword(PASSWORD),
    company: null,
    vatNumber: null,
    store: 'at',
    language: 'de',
  });
  await shop.confirmCustomer(customer.id);
  await shop.saveAddress(customer.id, null, {
    label: 'Zuhause',
    title: 'miss',
    firstname: 'Lena',
    lastname: 'Leuchtturm',
    company: null,
    vatNumber: null,
    street: 'Landstraße',
    houseNumber: '12a',
    line2: null,
    postcode: '4020',
    city: 'Linz',
    countryId: 13,
    stateId: null,
    phone: '+43 732 890 120',
  });
  console.log(JSON.stringify({ email, password: PASSWORD }));
}

/** Logs in over HTTP from the shop's own origin; the session cookie as a Cookie header. */
export async function loggedInSession(
  serverUrl: string,
  host: string,
  login: { email: string; password: string },
): Promise<string> {
  const answer = await exchange(
    new URL('/api/account', serverUrl),
    { host, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ action: 'login', ...login }).toString(),
  );
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 303 || !cookie)
    throw new Error(`the bench customer's login answered ${answer.status}`);
  return cookie;
}

if (process.argv[1]?.endsWith('account-session.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
