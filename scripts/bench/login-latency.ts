/**
 * Run as its own process on a seeded folder (PGLITE_DATA_DIR) or DATABASE_URL, before the server opens it: times a
 * login through POST /api/account in-process as a browser's form sends it (argon2id verification, the session
 * rotation, the cart lookup), one at a time and ten at once, beside a plain handler that reads the same form and
 * answers 303. Each login is of its own confirmed customer from its own address, so no rate limit is met (the
 * bench measures the work, not the limit). Prints one JSON line.
 */
import { NextRequest } from 'next/server';
import { hashPassword } from '../../lib/account/password-hash';
import { getCustomers } from '../../lib/storefront';
import { CartClient, submitAccount } from '../../lib/testing/cart-requests';
import { latency, ROUNDS } from './latency';

const PASSWORD = 'warmwasser aus der therme';
const CUSTOMERS = ROUNDS * 3;

async function confirmedCustomers(): Promise<string[]> {
  const customers = await getCustomers();
  // One hash for all: the bench times verifying it, not making it.
  const passwordHash = await hashPassword(PASSWORD);
  const run = Date.now();
  const emails = Array.from({ length: CUSTOMERS }, (_, index) => `bench.${run}.${index}@example.at`);
  for (const email of emails) {
    const { customer } = await customers.registerCustomer({
      title: 'mr',
      firstname: 'Bench',
      lastname: 'Kunde',
      email,
      company: null,
      vatNumber: null,
      store: 'at',
      language: 'de',
    });
    await customers.replaceCustomerPassword(customer.id, null, passwordHash);
  }
  return emails;
}

async function plainHandler(request: Request): Promise<Response> {
  await request.formData();
  return new Response(null, { status: 303, headers: { Location: '/account' } });
}

async function main(): Promise<void> {
  const emails = await confirmedCustomers();
  let next = 0;
  const login = async () => {
    const index = (next += 1);
    const shopper = new CartClient('at.localhost:3100', `10.9.${(index >> 8) & 255}.${index & 255}`);
    const answer = await submitAccount(shopper, {
      action: 'login',
      email: emails[index % emails.length]!,
      password: PASSWORD,
    });
    if (answer.location !== '/account?notice=account.loggedIn')
      throw new Error(`login failed: ${answer.location}`);
  };
  const plain = () =>
    plainHandler(
      new NextRequest('http://at.localhost:3100/api/account', {
        method: 'POST',
        body: new URLSearchParams({ action: 'login', email: emails[0]!, password: PASSWORD }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
  await latency(login, 10);
  const baseline = { oneAtATime: await latency(plain, 1), tenAtOnce: await latency(plain, 10) };
  const oneAtATime = await latency(login, 1);
  const tenAtOnce = await latency(login, 10);
  console.log(
    JSON.stringify({
      baselinePlainHandler: baseline,
      login: {
        oneAtATime,
        tenAtOnce,
        p50OverBaseline: Number((oneAtATime.p50 / Math.max(baseline.oneAtATime.p50, 0.01)).toFixed(1)),
      },
    }),
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
