import { checkoutSchema, nestFields } from './checkout-schema';
import { schemaRefusal } from './schema-refusal';

const refusalOf = (fields: Record<string, string>) => {
  const parsed = checkoutSchema.safeParse(nestFields(fields));
  if (parsed.success) throw new Error('expected a refusal');
  return schemaRefusal(parsed.error);
};

const base = { checkoutKey: 'k'.repeat(20), deliveryModuleId: '77', paymentMethod: 'prepayment' };

it('gives one mistake its own message', () => {
  expect(refusalOf({ ...base, paymentMethod: 'gold' })).toEqual({
    code: 'checkout.paymentRequired',
    fields: ['paymentMethod'],
    fieldCodes: { paymentMethod: 'checkout.paymentRequired' },
  });
});

it('names several mistakes each with its message, under one "check the marked fields"', () => {
  const refusal = refusalOf({
    ...base,
    'delivery.firstname': 'A',
    'delivery.street': '',
    'delivery.city': '',
  });
  expect(refusal.code).toBe('checkout.fieldsInvalid');
  expect(refusal.fieldCodes).toEqual(
    expect.objectContaining({
      'delivery.firstname': 'account.nameTooShort',
      'delivery.street': 'address.streetRequired',
      'delivery.city': 'address.cityRequired',
    }),
  );
  expect(refusal.values).toEqual({ count: refusal.fields!.length });
});
