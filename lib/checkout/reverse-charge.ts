import type { Customer } from '../shop/customer-types';
import type { OrderAddressFields } from '../shop/order-types';

/**
 * The invoice address of an order sold without VAT (reverse charge): it must name the buyer's verified VAT id and
 * company, which the VAT exclusion was granted on, whatever the address typed or chosen at the checkout holds —
 * an intra-community invoice without the buyer's VAT id is not a lawful one.
 */
export function reverseChargeInvoiceAddress(
  address: OrderAddressFields,
  customer: Pick<Customer, 'vatNumber' | 'company'>,
): OrderAddressFields {
  return {
    ...address,
    company: address.company || customer.company,
    vatNumber: customer.vatNumber,
  };
}
