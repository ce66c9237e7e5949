import type { TaxCondition } from '../pricing/tax-conditions';
import type { LanguageCode } from '../shop/codes';
import type { PaymentMethod } from '../shop/order-types';

/**
 * Everything an invoice PDF shows, already computed by the shop (docs/architecture.md "Money on the server"): the
 * renderer lays it out and formats it, and never adds anything up itself. Amounts are minor units of `currency`.
 */
export interface InvoiceDocument {
  language: LanguageCode;
  /** BCP 47 locale for numbers and dates: de-AT, de-DE, ro-RO. */
  locale: string;
  /** EUR, or RON for Romania (amounts in lei). */
  currency: string;
  /** The document's own number: the invoice's, or a credit note's. */
  invoiceNumber: string;
  /** ISO dates (YYYY-MM-DD). */
  invoiceDate: string;
  /**
   * For a credit note (Stornorechnung, factură de stornare): the invoice it cancels. Its amounts and quantities
   * are then the invoice's with the sign turned, as printed; null for an invoice.
   */
  corrects: { invoiceNumber: string; invoiceDate: string } | null;
  /**
   * The day the goods are supplied (Lieferdatum, data livrării), which every invoice must name; when it is the
   * invoice's own day the invoice says so instead of repeating it, as the laws allow.
   */
  supplyDate: string;
  orderRef: string;
  orderDate: string;
  seller: InvoiceSeller;
  /** The invoice address. */
  buyer: InvoiceParty;
  /** A company or association: e-invoices identify a consumer differently. */
  businessBuyer: boolean;
  /** The address the order's mails go to: the buyer's electronic address in an e-invoice. */
  buyerEmail: string;
  /** Where the goods go, when it is not the invoice address; the pickup location for local pickup. */
  deliveryAddress: InvoiceParty | null;
  lines: InvoiceLine[];
  /** Postage; net 0 shows as free. */
  postage: { title: string; net: number; vatRateBasisPoints: number; gross: number };
  /** A coupon's reduction, as positive amounts taken off. */
  discount: { code: string; net: number; gross: number } | null;
  /** VAT per rate over goods, postage and discount: the base and the tax; highest rate first. */
  vatByRate: Array<{ rateBasisPoints: number; net: number; vat: number }>;
  totals: { net: number; vat: number; gross: number };
  /** A VAT-excluded intra-community supply: the reverse-charge note is printed (buyer's VAT id is required then). */
  reverseCharge: boolean;
  /** Conditions of reduced rates the buyer confirmed at checkout: each is printed as the buyer's statement. */
  confirmedConditions: TaxCondition[];
  /** The payment method as the invoice's language names it. */
  paymentMethod: string;
  payment: PaymentMethod;
  /** How to pay, for prepayment (the store's bank details); null otherwise. */
  paymentNote: string | null;
}

export interface InvoiceParty {
  name: string;
  company: string | null;
  /** Street and number, extra line, postcode and city, country: already in the order they are printed. */
  addressLines: string[];
  /** The same address in its parts, as an e-invoice states it. */
  postal: PostalAddress;
  vatNumber: string | null;
  /** How the VAT id is labelled where the party's country has its own term; the language's label otherwise. */
  vatIdLabel?: string;
}

export interface PostalAddress {
  /** Street and house number. */
  street: string;
  line2: string | null;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** ISO 3166-2 subdivision without the country (`CT` for Constanța); null where none is known. */
  subdivision: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  email: string;
  phone: string;
  /** Where a transfer goes; e-invoices name it for prepayment. */
  iban: string | null;
  /** That account's BIC, for the transfer code; optional inside the EEA. */
  bic?: string | null;
}

export interface InvoiceLine {
  ref: string;
  title: string;
  /** Colour and size, e.g. "Chrom, 60 cm"; null when the product has no variants. */
  variant: string | null;
  quantity: number;
  unitNet: number;
  vatRateBasisPoints: number;
  lineNet: number;
  lineGross: number;
}
