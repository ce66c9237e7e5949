/**
 * Run as its own process on the bench's seeded folder (PGLITE_DATA_DIR), before the server opens it: a confirmed
 * customer with an address, so Lighthouse can open /account as a customer sees it. Prints one JSON line with the
 * login, for logged-in-session.ts.
 */
import { hashPassword } from '../../lib/account/password-hash';
import { getCustomers } from '../../lib/storefront';

const PASSWORD = 'lighthouse im kundenkonto';

async function main(): Promise<void> {
  const customers = await getCustomers();
  const email = `bench.account.${Date.now()}@example.at`;
  const { customer } = await customers.registerCustomer({
    title: 'miss',
    firstname: 'Lena',
    lastname: 'Leuchtturm',
    email,
    company: null,
    vatNumber: null,
    store: 'at',
    language: 'de',
  });
  // A password of the customer's choosing confirms the account, as the registration link's form does.
  await customers.replaceCustomerPassword(customer.id, null, await hashPassword(PASSWORD));
  await customers.saveAddress(customer.id, null, {
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

// The shop's database stays open otherwise.
main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
