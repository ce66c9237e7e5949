import type { EInvoiceProfile } from './en16931-invoice';
import { corePostalAddress } from './ubl-fields';

/**
 * Germany's XRechnung, as a business buyer in Austria or Germany receives it: the order number is the buyer's
 * reference XRechnung requires (BR-DE-15); the library writes XRechnung's specification identifier.
 */
export const xrechnung: EInvoiceProfile = {
  customizationId: null,
  buyerReference: (invoice) => invoice.orderRef,
  postalAddress: (postal) => corePostalAddress(postal),
  buyerLegalId: () => null,
  itemName: (title) => title,
};
