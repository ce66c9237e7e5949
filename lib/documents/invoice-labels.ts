import type { CountryId, LanguageCode } from '../shop/codes';

export interface InvoiceLabels {
  title: string;
  invoiceNumber: string;
  invoiceDate: string;
  orderNumber: string;
  orderDate: string;
  supplyDate: string;
  /** Printed as the date of supply when it is the invoice's own day. */
  supplyOnInvoiceDate: string;
  invoiceAddress: string;
  deliveryAddress: string;
  vatId: string;
  email: string;
  phone: string;
  /** Under a set's line: what it holds ({parts}: "1 × WC (REF), …"). */
  setHolds: string;
  columns: {
    ref: string;
    item: string;
    quantity: string;
    unitNet: string;
    vatRate: string;
    lineNet: string;
    lineGross: string;
  };
  postage: string;
  free: string;
  coupon: string;
  vatHeading: string;
  vatBase: string;
  vatAmount: string;
  totalNet: string;
  totalVat: string;
  totalGross: string;
  paymentMethod: string;
  /** Beside the transfer code (EPC069-12) of a prepayment invoice in euro. */
  transferCode: string;
  /** {page} and {pages} are filled in. */
  page: string;
  /** Printed for a VAT-free intra-community supply (Art. 138 of the VAT Directive). */
  reverseCharge: string;
  /** The buyer's confirmation of Germany's photovoltaics condition (§ 12 Abs. 3 UStG). */
  dwellingPhotovoltaics: string;
  /** A credit note's title, its header's labels, and the sentence naming the invoice it cancels ({invoice}, {date}). */
  creditNote: { title: string; number: string; date: string; cancels: string; statement: string };
}

export const invoiceLabels: Record<LanguageCode, InvoiceLabels> = {
  de: {
    title: 'Rechnung',
    invoiceNumber: 'Rechnungsnummer',
    invoiceDate: 'Rechnungsdatum',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    supplyDate: 'Lieferdatum',
    supplyOnInvoiceDate: 'entspricht dem Rechnungsdatum',
    invoiceAddress: 'Rechnungsadresse',
    deliveryAddress: 'Lieferadresse',
    vatId: 'USt-IdNr.',
    email: 'E-Mail',
    phone: 'Telefon',
    setHolds: 'Set aus {parts}',
    columns: {
      ref: 'Art.-Nr.',
      item: 'Artikel',
      quantity: 'Menge',
      unitNet: 'Einzelpreis netto',
      vatRate: 'USt.',
      lineNet: 'Netto',
      lineGross: 'Brutto',
    },
    postage: 'Versand',
    free: 'kostenlos',
    coupon: 'Gutschein',
    vatHeading: 'Umsatzsteuer',
    vatBase: 'Nettobetrag',
    vatAmount: 'Steuer',
    totalNet: 'Summe netto',
    totalVat: 'Umsatzsteuer',
    totalGross: 'Gesamtbetrag',
    paymentMethod: 'Zahlungsart',
    transferCode:
      'GiroCode: Mit Ihrer Banking-App scannen, dann sind Empfänger, IBAN, Betrag und Verwendungszweck ausgefüllt.',
    page: 'Seite {page} von {pages}',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) – innergemeinschaftliche Lieferung, steuerfrei gem. Art. 138 MwSt-SystRL.',
    dwellingPhotovoltaics:
      'Der Käufer hat bestätigt, die Photovoltaikanlage auf oder in der Nähe eines Wohngebäudes zu betreiben (bis 30 kWp): 0 % USt. nach § 12 Abs. 3 UStG.',
    creditNote: {
      title: 'Stornorechnung',
      number: 'Storno-Nr.',
      date: 'Stornodatum',
      cancels: 'Zu Rechnung',
      statement:
        'Diese Stornorechnung hebt die Rechnung {invoice} vom {date} vollständig auf, da die Bestellung storniert wurde.',
    },
  },
  ro: {
    title: 'Factură',
    invoiceNumber: 'Număr factură',
    invoiceDate: 'Data facturii',
    orderNumber: 'Număr comandă',
    orderDate: 'Data comenzii',
    supplyDate: 'Data livrării',
    supplyOnInvoiceDate: 'aceeași cu data facturii',
    invoiceAddress: 'Adresă de facturare',
    deliveryAddress: 'Adresă de livrare',
    vatId: 'Cod TVA',
    email: 'E-mail',
    phone: 'Telefon',
    setHolds: 'Set din {parts}',
    columns: {
      ref: 'Cod',
      item: 'Produs',
      quantity: 'Cant.',
      unitNet: 'Preț unitar fără TVA',
      vatRate: 'TVA',
      lineNet: 'Valoare fără TVA',
      lineGross: 'Valoare cu TVA',
    },
    postage: 'Transport',
    free: 'gratuit',
    coupon: 'Cupon',
    vatHeading: 'TVA',
    vatBase: 'Bază de impozitare',
    vatAmount: 'TVA',
    totalNet: 'Total fără TVA',
    totalVat: 'Total TVA',
    totalGross: 'Total de plată',
    paymentMethod: 'Modalitate de plată',
    transferCode:
      'Cod de plată (GiroCode): scanați-l cu aplicația băncii și beneficiarul, IBAN-ul, suma și detaliile plății se completează singure.',
    page: 'Pagina {page} din {pages}',
    reverseCharge:
      'Taxare inversă – livrare intracomunitară scutită de TVA conform art. 138 din Directiva 2006/112/CE.',
    dwellingPhotovoltaics:
      'Cumpărătorul a confirmat că operează instalația fotovoltaică pe sau lângă o locuință (până la 30 kWp): 0 % TVA conform § 12 alin. 3 UStG.',
    creditNote: {
      title: 'Factură de stornare',
      number: 'Număr factură',
      date: 'Data facturii',
      cancels: 'Stornează factura',
      statement:
        'Această factură stornează integral factura {invoice} din {date}, deoarece comanda a fost anulată.',
    },
  },
  en: {
    title: 'Invoice',
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    supplyDate: 'Date of supply',
    supplyOnInvoiceDate: 'same as the invoice date',
    invoiceAddress: 'Invoice address',
    deliveryAddress: 'Delivery address',
    vatId: 'VAT ID',
    email: 'Email',
    phone: 'Phone',
    setHolds: 'Set of {parts}',
    columns: {
      ref: 'Ref.',
      item: 'Item',
      quantity: 'Qty',
      unitNet: 'Unit price net',
      vatRate: 'VAT',
      lineNet: 'Net',
      lineGross: 'Gross',
    },
    postage: 'Shipping',
    free: 'free',
    coupon: 'Coupon',
    vatHeading: 'VAT',
    vatBase: 'Net amount',
    vatAmount: 'VAT',
    totalNet: 'Total net',
    totalVat: 'Total VAT',
    totalGross: 'Total',
    paymentMethod: 'Payment method',
    transferCode:
      'Transfer code (GiroCode): scan it with your banking app and the beneficiary, IBAN, amount and reference are filled in.',
    page: 'Page {page} of {pages}',
    reverseCharge: 'Reverse charge – intra-community supply, exempt under Art. 138 of Directive 2006/112/EC.',
    dwellingPhotovoltaics:
      'The buyer confirmed operating the photovoltaic system on or near a dwelling (up to 30 kWp): 0 % VAT under § 12 (3) UStG.',
    creditNote: {
      title: 'Credit note',
      number: 'Credit note no.',
      date: 'Date',
      cancels: 'Cancels invoice',
      statement: 'This credit note cancels invoice {invoice} of {date} in full, as the order was cancelled.',
    },
  },
};

/**
 * The seller's VAT identification number as its country's invoicing law names it: Austria's "UID-Nr."
 * (§ 11 Abs. 1 Z 3 lit. i UStG), Germany's "USt-IdNr." (§ 14 Abs. 4 Nr. 2 UStG), Romania's "Cod TVA" (Art. 319
 * Codul fiscal). On an invoice in another language the country's own term follows that language's label.
 */
const sellerVatIdTerms: Record<CountryId, { term: string; language: LanguageCode }> = {
  13: { term: 'UID-Nr.', language: 'de' },
  5: { term: 'USt-IdNr.', language: 'de' },
  146: { term: 'Cod TVA', language: 'ro' },
};

export function sellerVatIdLabel(countryId: CountryId, language: LanguageCode): string {
  const { term, language: own } = sellerVatIdTerms[countryId];
  return language === own ? term : `${invoiceLabels[language].vatId} (${term})`;
}
