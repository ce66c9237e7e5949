import type { CustomerBackend } from '../../shop/customer-backend';
import type { AddressFields, NewCustomer } from '../../shop/types';
import type { ContractSubject } from './catalog-backend.contract';

/** A Romanian private buyer's registration, as the registration form hands it over; `overrides` change it. */
export const someone = (overrides: Partial<NewCustomer> = {}): NewCustomer => ({
  title: 'miss',
  firstname: 'Ioana',
  lastname: 'Șerban',
  email: 'Ioana.Serban@Example.RO ',
  company: null,
  vatNumber: null,
  store: 'ro',
  language: 'ro',
  ...overrides,
});

const homeAddress = (overrides: Partial<AddressFields> = {}): AddressFields => ({
  label: 'Acasă',
  title: 'miss',
  firstname: 'Ioana',
  lastname: 'Șerban',
  company: null,
  vatNumber: null,
  street: 'Strada Lipscani',
  houseNumber: '12',
  line2: null,
  postcode: '030031',
  city: 'București',
  countryId: 146,
  stateId: null,
  phone: null,
  ...overrides,
});

/**
 * What every customer backend must do, through the port alone (docs/product.md §3 customer, §7 customer calls):
 * registrations under the normalised address that never take over a confirmed account, a password replaced only
 * from the hash it replaces, identities linked once, and an address book that keeps its default and its owner.
 */
export function describeCustomerBackend(
  name: string,
  make: () => Promise<ContractSubject<CustomerBackend>>,
): void {
  describe(`CustomerBackend contract: ${name}`, () => {
    let held: ContractSubject<CustomerBackend>;
    let customers: CustomerBackend;
    let emails = 0;
    const freshEmail = () => `kunde${(emails += 1)}-${Date.now()}@example.at`;

    beforeAll(async () => {
      held = await make();
      customers = held.subject;
    }, 180_000);
    afterAll(() => held?.dispose(), 30_000);

    it('registers an unconfirmed customer without a password under the trimmed, lower-cased address', async () => {
      const email = `Ioana.${Date.now()}@Example.RO `;
      const registration = await customers.registerCustomer(someone({ email }));
      expect(registration.kind).toBe('created');
      expect(registration.customer).toMatchObject({
        title: 'miss',
        lastname: 'Șerban',
        email: email.trim().toLowerCase(),
        store: 'ro',
        language: 'ro',
        confirmed: false,
      });
      expect(await customers.getCustomerLogin(email.toUpperCase())).toEqual({
        id: registration.customer.id,
        passwordHash: null,
        confirmed: false,
      });
      expect(await customers.getCustomer(registration.customer.id)).toEqual(registration.customer);
      expect(await customers.getCustomerLogin('nobody@example.ro')).toBeNull();
    });

    it("confirms a pending registration once, with the password its link's opener chose", async () => {
      const { customer } = await customers.registerCustomer(someone({ email: freshEmail() }));
      const outcomes = await Promise.all(
        ['$press-a', '$press-b', '$press-c'].map((hash) => customers.confirmCustomer(customer.id, hash)),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const login = await customers.getCustomerLogin(customer.email);
      expect(['$press-a', '$press-b', '$press-c']).toContain(login?.passwordHash);
      expect(login?.confirmed).toBe(true);
      expect(await customers.confirmCustomer(customer.id, '$later')).toBe(false);
      expect((await customers.getCustomerLogin(customer.email))?.passwordHash).toBe(login?.passwordHash);
    });

    it('replaces a password only while the old hash is current, confirming the address', async () => {
      const { customer } = await customers.registerCustomer(someone({ email: freshEmail() }));
      const outcomes = await Promise.all([
        customers.replaceCustomerPassword(customer.id, null, '$new-a'),
        customers.replaceCustomerPassword(customer.id, null, '$new-b'),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const login = await customers.getCustomerLogin(customer.email);
      expect(['$new-a', '$new-b']).toContain(login?.passwordHash);
      expect(login?.confirmed).toBe(true);
      expect(await customers.replaceCustomerPassword(customer.id, null, '$again')).toBe(false);
      const intruder = await customers.registerCustomer(
        someone({ email: customer.email.toUpperCase(), firstname: 'Eve' }),
      );
      expect(intruder).toMatchObject({
        kind: 'alreadyConfirmed',
        customer: { id: customer.id, firstname: 'Ioana' },
      });
    });

    it('lets one of simultaneous registrations of an address win, without an error', async () => {
      const email = freshEmail();
      const outcomes = await Promise.all(
        ['A', 'B', 'C'].map((firstname) => customers.registerCustomer(someone({ email, firstname }))),
      );
      expect(new Set(outcomes.map((outcome) => outcome.customer.id)).size).toBe(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
    });

    it('links an identity at a provider to one customer only', async () => {
      const first = (await customers.registerCustomer(someone({ email: freshEmail() }))).customer;
      const second = (await customers.registerCustomer(someone({ email: freshEmail() }))).customer;
      const identity = { provider: 'google' as const, subject: `contract-${Date.now()}` };
      expect(await customers.findIdentityCustomer(identity)).toBeNull();
      expect(await customers.linkIdentity(first.id, identity)).toBe(true);
      expect(await customers.linkIdentity(second.id, identity)).toBe(false);
      expect(await customers.findIdentityCustomer(identity)).toBe(first.id);
      expect(await customers.getSignInMethods(first.id)).toEqual({ password: false, providers: ['google'] });
    });

    it('keeps an address book per customer: the first address is the default, which stays', async () => {
      const owner = (await customers.registerCustomer(someone({ email: freshEmail() }))).customer;
      const stranger = (await customers.registerCustomer(someone({ email: freshEmail() }))).customer;
      const home = await customers.saveAddress(owner.id, null, homeAddress());
      const work = await customers.saveAddress(
        owner.id,
        null,
        homeAddress({ label: 'Birou', street: 'Calea Victoriei' }),
      );
      if (home.kind !== 'saved' || work.kind !== 'saved') throw new Error('addresses were not saved');
      expect([home.address.isDefault, work.address.isDefault]).toEqual([true, false]);
      expect(await customers.deleteAddress(owner.id, home.address.id)).toBe('isDefault');
      expect(await customers.deleteAddress(stranger.id, work.address.id)).toBe('notFound');
      expect(await customers.saveAddress(stranger.id, work.address.id, homeAddress())).toEqual({
        kind: 'notFound',
      });
      expect(await customers.setDefaultAddress(stranger.id, work.address.id)).toBe(false);
      expect(await customers.setDefaultAddress(owner.id, work.address.id)).toBe(true);
      expect(await customers.deleteAddress(owner.id, home.address.id)).toBe('deleted');
      const book = await customers.listAddresses(owner.id);
      expect(book.map((address) => [address.label, address.isDefault])).toEqual([['Birou', true]]);
      expect(await customers.listAddresses(stranger.id)).toEqual([]);
    });

    it('saves a profile and keeps the VAT check only for the id it was about', async () => {
      const { customer } = await customers.registerCustomer(someone({ email: freshEmail(), store: 'at' }));
      const profile = {
        title: 'company' as const,
        firstname: 'Ioana',
        lastname: 'Șerban',
        company: 'Instal SRL',
      };
      const saved = await customers.updateCustomerProfile(customer.id, {
        ...profile,
        vatNumber: 'ATU68731245',
      });
      expect(saved).toMatchObject({
        company: 'Instal SRL',
        vatNumber: 'ATU68731245',
        vatStatus: 'unchecked',
      });
      expect(await customers.recordVatCheck(customer.id, 'ATU00000000', 'valid')).toBe(false);
      expect(await customers.recordVatCheck(customer.id, 'ATU68731245', 'valid')).toBe(true);
      expect((await customers.getCustomer(customer.id))?.vatStatus).toBe('valid');
      expect(
        await customers.updateCustomerProfile(2_000_000_000, { ...profile, vatNumber: null }),
      ).toBeNull();
    });
  });
}
