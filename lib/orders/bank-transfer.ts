import { epcPayload, type TransferOrder } from '../payments/epc-qr';
import type { LocaleConfig } from '../shop/locale-config';
import type { Order } from '../shop/order-types';

/** How a prepayment order is paid: the transfer's details and, in euro, the code a banking app scans. */
export interface BankTransfer extends TransferOrder {
  /** The EPC069-12 payload (GiroCode); null in lei, where Romanian banks have no common code to read. */
  epcPayload: string | null;
}

/**
 * docs/product.md §7 getQrCode: the transfer that pays an unpaid prepayment order — the store's account, the order's
 * total and its number as the reference — or null for any other order, or a store without its IBAN.
 */
export function bankTransferOf(order: Order, legal: LocaleConfig['legal']): BankTransfer | null {
  if (order.payment !== 'prepayment' || order.status !== 'notPaid' || !legal.seller.iban) return null;
  const transfer: TransferOrder = {
    beneficiary: legal.seller.name,
    iban: legal.seller.iban,
    bic: legal.seller.bic,
    amount: { amount: order.amounts.totalGross, currency: order.currency },
    reference: order.ref,
  };
  return { ...transfer, epcPayload: epcPayload(transfer) };
}
