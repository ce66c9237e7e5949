import { isBusiness } from '../../shop/customer-types';
import type { Order } from '../../shop/order-types';
import { ciusRo } from './cius-ro';
import type { EInvoiceProfile } from './en16931-invoice';
import { xrechnung } from './xrechnung';

/** The e-invoices the shop makes, with the library's format each is written in. */
export const eInvoiceKinds = {
  /** UBL 2.1 under CIUS-RO, for RO e-Factura. */
  ciusRo: { profile: ciusRo, format: 'UBL' },
  /** XRechnung in UN/CEFACT CII syntax. */
  xrechnung: { profile: xrechnung, format: 'XRECHNUNG-CII' },
} as const satisfies Record<string, { profile: EInvoiceProfile; format: string }>;

export type EInvoiceKind = keyof typeof eInvoiceKinds;

/**
 * Which e-invoice an order's invoice also comes as: every Romanian invoice (RO e-Factura covers consumers since
 * 2025), and a business buyer's elsewhere (German businesses must be able to receive EN 16931 since 2025); none
 * for a consumer in Austria or Germany.
 */
export function eInvoiceKindOf(order: Pick<Order, 'store' | 'invoiceAddress'>): EInvoiceKind | null {
  if (order.store === 'ro') return 'ciusRo';
  return isBusiness(order.invoiceAddress.title) ? 'xrechnung' : null;
}
