import { withAmountsTurned } from './credit-note';
import type { InvoiceDocument, InvoiceLine, PostalAddress } from './invoice-types';

export function postal(
  street: string,
  postcode: string,
  city: string,
  countryCode: string,
  subdivision: string | null = null,
): PostalAddress {
  return { street, line2: null, postcode, city, countryCode, subdivision };
}

/** A Romanian business order in lei with two VAT rates, a coupon and a delivery address elsewhere. */
export function romanianInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    language: 'ro',
    locale: 'ro-RO',
    currency: 'RON',
    invoiceNumber: 'SL-2026-000123',
    invoiceDate: '2026-03-05',
    corrects: null,
    supplyDate: '2026-03-05',
    orderRef: 'ORD-7F3K2Q',
    orderDate: '2026-03-03',
    seller: {
      name: 'SanitarLume SRL',
      company: null,
      addressLines: ['Bulevardul Timișoara 26', '061344 București', 'România'],
      postal: postal('Bulevardul Timișoara 26', '061344', 'București', 'RO', 'B'),
      vatNumber: 'RO12345678',
      email: 'contact@sanitarlume.ro',
      phone: '+40 21 555 0100',
      iban: 'RO49AAAA1B31007593840000',
    },
    buyer: {
      name: 'Ștefan Țurcanu',
      company: 'Instalații Bărăgan SRL',
      addressLines: ['Strada Mărășești 4', '900178 Constanța', 'Țară: România'],
      postal: postal('Strada Mărășești 4', '900178', 'Constanța', 'RO', 'CT'),
      vatNumber: 'RO87654321',
    },
    businessBuyer: true,
    buyerEmail: 'stefan@instalatii-baragan.example',
    deliveryAddress: {
      name: 'Ștefan Țurcanu',
      company: null,
      addressLines: ['Șantier Mamaia Nord, Aleea Pescărușilor 2', '900001 Năvodari', 'România'],
      postal: postal('Șantier Mamaia Nord, Aleea Pescărușilor 2', '900001', 'Năvodari', 'RO', 'CT'),
      vatNumber: null,
    },
    lines: [
      line(
        'BAT-1001',
        'Baterie lavoar cu senzor, crom lucios, economie de apă și montaj rapid în orice baie',
        'Crom, 60 cm',
        2,
        45_990,
        2100,
      ),
      line('PV-2002', 'Panou fotovoltaic monocristalin 410 W', null, 10, 52_000, 1100),
    ],
    postage: { title: 'Curier', net: 0, vatRateBasisPoints: 2100, gross: 0 },
    discount: { code: 'PRIMAVARA10', net: 5_000, gross: 6_050 },
    vatByRate: [
      { rateBasisPoints: 2100, net: 86_980, vat: 18_266 },
      { rateBasisPoints: 1100, net: 520_000, vat: 57_200 },
    ],
    totals: { net: 606_980, vat: 75_466, gross: 682_446 },
    reverseCharge: false,
    confirmedConditions: [],
    paymentMethod: 'Transfer bancar în avans',
    payment: 'prepayment',
    paymentNote: 'Vă rugăm să plătiți în contul RO49 AAAA 1B31 0075 9384 0000, menționând numărul comenzii.',
    ...overrides,
  };
}

export function line(
  ref: string,
  title: string,
  variant: string | null,
  quantity: number,
  unitNet: number,
  vatRateBasisPoints: number,
): InvoiceLine {
  const lineNet = unitNet * quantity;
  return {
    ref,
    title,
    variant,
    quantity,
    unitNet,
    vatRateBasisPoints,
    lineNet,
    lineGross: Math.round((lineNet * (10_000 + vatRateBasisPoints)) / 10_000),
  };
}

/** The credit note numbered …000140 on 9 March 2026 that cancels an invoice, as the PDF prints it: amounts negative. */
export const creditNote = (invoice: InvoiceDocument): InvoiceDocument => ({
  ...withAmountsTurned(invoice),
  invoiceNumber: invoice.invoiceNumber.replace(/\d+$/, '000140'),
  invoiceDate: '2026-03-09',
  corrects: { invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate },
  paymentNote: null,
});
