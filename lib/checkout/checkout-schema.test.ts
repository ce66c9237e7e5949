import { checkoutSchema, nestFields } from './checkout-schema';

const form = {
  checkoutKey: 'k'.repeat(24),
  email: 'Anna@Example.AT ',
  'delivery.title': 'miss',
  'delivery.firstname': 'Anna',
  'delivery.lastname': 'Huber',
  'delivery.street': 'Ringstraße',
  'delivery.houseNumber': '5',
  'delivery.postcode': '1010',
  'delivery.city': 'Wien',
  'delivery.countryId': '13',
  invoiceSame: 'on',
  deliveryModuleId: '77',
  paymentMethod: 'prepayment',
  acceptTerms: 'on',
  shownTotal: '12345',
};

describe('checkoutSchema', () => {
  it('reads a plain form with dotted address fields', () => {
    const parsed = checkoutSchema.parse(nestFields(form));
    expect(parsed.email).toBe('anna@example.at');
    expect(parsed.delivery?.city).toBe('Wien');
    expect(parsed.invoiceSame).toBe(true);
    expect(parsed.confirmUndeliverable).toBe(false);
    expect(parsed.deliveryAddressId).toBe('new');
    expect(parsed.shownTotal).toBe(12_345);
  });

  it('reads the photovoltaics confirmation from a form ("on") and from JSON (true), unticked when absent', () => {
    const read = (fields: Record<string, unknown>) =>
      checkoutSchema.parse(nestFields({ ...form, ...fields })).photovoltaicsDwellingConfirmed;
    expect(read({})).toBe(false);
    expect(read({ photovoltaicsDwellingConfirmed: 'on' })).toBe(true);
    expect(read({ photovoltaicsDwellingConfirmed: true })).toBe(true);
    expect(
      checkoutSchema.safeParse(nestFields({ ...form, photovoltaicsDwellingConfirmed: 'ja' })).success,
    ).toBe(false);
  });

  it('names the field and message of what is wrong', () => {
    const result = checkoutSchema.safeParse(
      nestFields({ ...form, paymentMethod: 'bitcoin', 'delivery.firstname': 'A' }),
    );
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['paymentMethod', 'checkout.paymentRequired'],
        ['delivery.firstname', 'account.nameTooShort'],
      ]),
    );
  });

  it('ignores the blank invoice address of a form whose invoice is the delivery address', () => {
    const blankInvoice = { 'invoice.title': 'mr', 'invoice.firstname': '', 'invoice.street': '' };
    const parsed = checkoutSchema.parse(nestFields({ ...form, ...blankInvoice }));
    expect(parsed.invoice).toBeUndefined();
    expect(checkoutSchema.safeParse(nestFields({ ...form, ...blankInvoice, invoiceSame: '' })).success).toBe(
      false,
    );
  });

  it('ignores the typed-in delivery address when a book address is chosen', () => {
    const parsed = checkoutSchema.parse(
      nestFields({ ...form, deliveryAddressId: '42', 'delivery.firstname': '', 'delivery.street': '' }),
    );
    expect(parsed.deliveryAddressId).toBe(42);
    expect(parsed.delivery).toBeUndefined();
  });

  it('has no price field a request could set', () => {
    const parsed = checkoutSchema.parse(nestFields({ ...form, total: '1', price: '1', discount: '99' }));
    expect(Object.keys(parsed)).not.toEqual(expect.arrayContaining(['total', 'price', 'discount']));
  });
});

describe('nestFields', () => {
  it('never writes onto a prototype', () => {
    nestFields({
      '__proto__.polluted': 'yes',
      'constructor.prototype.polluted': 'yes',
      'delivery.__proto__': 'x',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
