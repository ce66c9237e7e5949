import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { orderPageMessage, type OrderPageMessage } from './order-page-message';
import { storeDefaults } from '../i18n/stores';
import type { PickupLocation } from '../shop/cart-types';
import type { LanguageCode } from '../shop/codes';
import type { Order } from '../shop/order-types';
import { bankTransferOf, type BankTransfer } from './bank-transfer';
import { pickupLocationOf } from './pickup-location';

/** One download an order's screen offers (lib/documents/invoice-links.ts): its label's message key, filled with the document's number. */
export interface OrderDocumentLink {
  href: string;
  label:
    | 'invoicePdf'
    | 'eInvoiceCiusRo'
    | 'eInvoiceXrechnung'
    | 'creditNotePdf'
    | 'creditNoteCiusRo'
    | 'creditNoteXrechnung';
  ref: string;
}

export interface OrderScreenProps {
  order: Order;
  locale: string;
  timeZone: string;
  language: LanguageCode;
  prepaymentInfo: string;
  transfer: BankTransfer | null;
  pickupLocation: PickupLocation | null;
  /** The invoice and credit note as issued, each as PDF and, where the order gets one, as e-invoice. */
  documents: OrderDocumentLink[];
  payFields: Record<string, string>;
  /** Whether the shopper may cancel it here (the account's own unpaid order). */
  cancellable: boolean;
  message: OrderPageMessage | null;
}

/** What the order screen needs beside the order, the same for the account's and the guest link's page. */
export async function orderScreenData(
  order: Order,
  context: MarketContext,
  query: Record<string, string | string[] | undefined>,
  access: Pick<OrderScreenProps, 'documents' | 'payFields' | 'cancellable'>,
): Promise<OrderScreenProps> {
  return {
    order,
    locale: context.formatLocale,
    timeZone: storeDefaults[order.store].timeZone,
    language: context.market.language,
    prepaymentInfo: context.store.config.legal.prepaymentInfo,
    transfer: bankTransferOf(order, context.store.config.legal),
    pickupLocation: await pickupLocationOf(order),
    message: orderPageMessage(query),
    ...access,
  };
}
