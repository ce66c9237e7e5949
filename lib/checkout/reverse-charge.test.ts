import type { OrderAddressFields } from '../shop/order-types';
import { reverseChargeInvoiceAddress } from './reverse-charge';

const typed: OrderAddressFields = {
  title: 'mr',
  firstname: 'Bernd',
  lastname: 'Bau',
  company: null,
  vatNumber: null,
  street: 'Hafenstraße',
  houseNumber: '4',
  line2: null,
  postcode: '20457',
  city: 'Hamburg',
  countryId: 5,
  stateId: null,
  phone: null,
};

it('names the verified VAT id and the company on a VAT-free invoice, keeping the address', () => {
  expect(reverseChargeInvoiceAddress(typed, { vatNumber: 'DE136695976', company: 'Bau GmbH' })).toEqual({
    ...typed,
    company: 'Bau GmbH',
    vatNumber: 'DE136695976',
  });
});

it('keeps a company typed at the checkout but never another VAT id than the verified one', () => {
  expect(
    reverseChargeInvoiceAddress(
      { ...typed, company: 'Bau Nord GmbH', vatNumber: 'DE999999999' },
      { vatNumber: 'DE136695976', company: 'Bau GmbH' },
    ),
  ).toEqual(expect.objectContaining({ company: 'Bau Nord GmbH', vatNumber: 'DE136695976' }));
});
