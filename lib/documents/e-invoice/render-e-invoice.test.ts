import { creditNote, line, postal, romanianInvoice } from '../invoice-example.testing';
import type { InvoiceDocument } from '../invoice-types';
import {
  brokenCalculationRules,
  brokenCiusRoRules,
  ciiSchemaErrors,
  parseUbl,
  ublLines,
} from './e-invoice-rules.testing';
import { renderEInvoice } from './render-e-invoice';

type Node = Record<string, unknown>;
const at = (node: unknown, ...names: string[]): unknown =>
  names.reduce<unknown>((current, name) => (current as Node | undefined)?.[name], node);
const textAt = (node: unknown, ...names: string[]) => {
  const value = at(node, ...names);
  return typeof value === 'object' && value !== null ? String((value as Node)['#text']) : String(value);
};

/** A German company's order from the Austrian shop: VAT excluded, an intra-community supply. */
const germanBusinessInvoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument =>
  romanianInvoice({
    language: 'de',
    locale: 'de-AT',
    currency: 'EUR',
    invoiceNumber: 'AT-2026-000042',
    seller: {
      name: 'Sanitärwelt GmbH',
      company: null,
      addressLines: ['Industriezeile 47', '4020 Linz', 'Österreich'],
      postal: postal('Industriezeile 47', '4020', 'Linz', 'AT', '4'),
      vatNumber: 'ATU12345675',
      email: 'service@sanitaerwelt.at',
      phone: '+43 732 890 120',
      iban: 'AT611904300234573201',
    },
    buyer: {
      name: 'Anna Huber',
      company: 'Haustechnik Bauer GmbH',
      addressLines: ['Leopoldstraße 5', '80802 München', 'Deutschland'],
      postal: postal('Leopoldstraße 5', '80802', 'München', 'DE', 'BY'),
      vatNumber: 'DE123456789',
    },
    deliveryAddress: null,
    lines: [line('WT-3003', 'Wärmetauscher', null, 1, 29_490, 0)],
    postage: { title: 'Spedition', net: 0, vatRateBasisPoints: 2000, gross: 0 },
    discount: null,
    vatByRate: [{ rateBasisPoints: 0, net: 29_490, vat: 0 }],
    totals: { net: 29_490, vat: 0, gross: 29_490 },
    reverseCharge: true,
    paymentMethod: 'Vorkasse',
    paymentNote: null,
    ...overrides,
  });

describe('renderEInvoice', () => {
  it('writes a Romanian invoice as CIUS-RO UBL that keeps EN 16931 sums and the Romanian rules', async () => {
    const xml = await renderEInvoice(romanianInvoice(), 'ciusRo');
    expect(brokenCalculationRules(xml)).toEqual([]);
    expect(brokenCiusRoRules(xml)).toEqual([]);
    const invoice = parseUbl(xml);
    expect(textAt(invoice, 'CustomizationID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1',
    );
    expect(textAt(invoice, 'AccountingSupplierParty', 'Party', 'PostalAddress', 'CityName')).toBe('SECTOR6');
    expect(textAt(invoice, 'AccountingCustomerParty', 'Party', 'PostalAddress', 'CountrySubentity')).toBe(
      'RO-CT',
    );
    expect(textAt(invoice, 'LegalMonetaryTotal', 'PayableAmount')).toBe('6824.46');
    expect(textAt(invoice, 'Delivery', 'ActualDeliveryDate')).toBe('2026-03-05');
    expect(textAt(invoice, 'PaymentMeans', 'PayeeFinancialAccount', 'ID')).toBe('RO49AAAA1B31007593840000');
  });

  it('splits a coupon over the rates it reduced and charges postage at its own rate', async () => {
    const invoice = romanianInvoice({
      postage: { title: 'Curier', net: 2_500, vatRateBasisPoints: 2100, gross: 3_025 },
      discount: { code: 'PRIMAVARA10', net: 10_000, gross: 11_583 },
      vatByRate: [
        { rateBasisPoints: 2100, net: 91_980 + 2_500 - 5_000, vat: 18_795 },
        { rateBasisPoints: 1100, net: 520_000 - 5_000, vat: 56_650 },
      ],
      totals: { net: 604_480, vat: 75_445, gross: 679_925 },
    });
    const xml = await renderEInvoice(invoice, 'ciusRo');
    expect(brokenCalculationRules(xml)).toEqual([]);
    const entries = (parseUbl(xml)['AllowanceCharge'] as Node[]).map((entry) => [
      textAt(entry, 'ChargeIndicator'),
      textAt(entry, 'Amount'),
      textAt(entry, 'TaxCategory', 'Percent'),
    ]);
    expect(entries).toEqual([
      ['true', '25.00', '21'],
      ['false', '50.00', '21'],
      ['false', '50.00', '11'],
    ]);
  });

  it('names a Romanian consumer by the CNP of none, as ANAF asks of B2C invoices, and a company by its VAT id', async () => {
    const consumer = romanianInvoice({
      businessBuyer: false,
      buyer: { ...romanianInvoice().buyer, company: null, vatNumber: null },
    });
    const party = at(parseUbl(await renderEInvoice(consumer, 'ciusRo')), 'AccountingCustomerParty', 'Party');
    expect(textAt(party, 'PartyLegalEntity', 'CompanyID')).toBe('0000000000000');
    expect(textAt(party, 'PartyLegalEntity', 'RegistrationName')).toBe('Ștefan Țurcanu');
    const company = at(
      parseUbl(await renderEInvoice(romanianInvoice(), 'ciusRo')),
      'AccountingCustomerParty',
      'Party',
    );
    expect(at(company, 'PartyLegalEntity', 'CompanyID')).toBeUndefined();
    expect(textAt(company, 'PartyTaxScheme', 'CompanyID')).toBe('RO87654321');
  });

  it("cuts an item's name to CIUS-RO's 100 characters at a word", async () => {
    const title = `Cabină de duș walk-in ${'cu sticlă securizată și profil negru mat '.repeat(4)}`.trim();
    const xml = await renderEInvoice(
      romanianInvoice({
        lines: [line('DUS-1', title, null, 1, 50_000, 2100)],
        discount: null,
        vatByRate: [{ rateBasisPoints: 2100, net: 50_000, vat: 10_500 }],
        totals: { net: 50_000, vat: 10_500, gross: 60_500 },
      }),
      'ciusRo',
    );
    const name = textAt((parseUbl(xml)['InvoiceLine'] as Node[])[0], 'Item', 'Name');
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name).toMatch(/^Cabină de duș walk-in cu sticlă .* \S+…$/);
    expect(brokenCiusRoRules(xml)).toEqual([]);
  });

  it("cuts a long street and city to CIUS-RO's lengths, which would otherwise fail the whole invoice", async () => {
    const buyer = romanianInvoice().buyer;
    const long = {
      ...buyer.postal,
      street: `Strada ${'Lungă '.repeat(40)}4`,
      city: `Comuna ${'Mare '.repeat(20)}`,
    };
    const xml = await renderEInvoice(romanianInvoice({ buyer: { ...buyer, postal: long } }), 'ciusRo');
    expect(brokenCiusRoRules(xml)).toEqual([]);
    expect(textAt(parseUbl(xml), 'AccountingCustomerParty', 'Party', 'PostalAddress', 'CityName')).toMatch(
      /^Comuna Mare .*…$/,
    );
    expect(
      brokenCiusRoRules(xml.replace(/<cbc:CityName>Comuna[^<]*</, `<cbc:CityName>${'x'.repeat(51)}<`)),
    ).toEqual(['BT-37 length']);
  });

  it('refuses a Romanian address without its county, and a Bucharest one without its sector', async () => {
    const buyer = romanianInvoice().buyer;
    await expect(
      renderEInvoice(
        romanianInvoice({ buyer: { ...buyer, postal: { ...buyer.postal, subdivision: null } } }),
        'ciusRo',
      ),
    ).rejects.toThrow(/SL-2026-000123.*Instalații Bărăgan SRL/);
    const bucharest = { ...buyer.postal, subdivision: 'B', postcode: '900178', city: 'București' };
    await expect(
      renderEInvoice(romanianInvoice({ buyer: { ...buyer, postal: bucharest } }), 'ciusRo'),
    ).rejects.toThrow();
    const sector = { ...bucharest, city: 'București, Sectorul 2' };
    const xml = await renderEInvoice(romanianInvoice({ buyer: { ...buyer, postal: sector } }), 'ciusRo');
    expect(textAt(parseUbl(xml), 'AccountingCustomerParty', 'Party', 'PostalAddress', 'CityName')).toBe(
      'SECTOR2',
    );
  });

  it("writes a business buyer's invoice as XRechnung CII that passes the EN 16931 CII schema", async () => {
    const xml = await renderEInvoice(germanBusinessInvoice(), 'xrechnung');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toMatch(/<ram:BuyerReference>ORD-7F3K2Q<\/ram:BuyerReference>/);
    // An intra-community supply: category K with its exemption, both VAT ids, the day and country of delivery.
    expect(xml).toMatch(/<ram:CategoryCode>K<\/ram:CategoryCode>/);
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>');
    expect(xml).toContain('DE123456789');
    expect(xml).toMatch(
      /<ram:ActualDeliverySupplyChainEvent>\s*<ram:OccurrenceDateTime>\s*<udt:DateTimeString format="102">20260305/,
    );
  });

  it('passes the schema with postage, a coupon over two rates and a zero-rated line too', async () => {
    const invoice = germanBusinessInvoice({
      reverseCharge: false,
      lines: [
        line('PV-2002', 'Photovoltaikmodul 410 W', null, 4, 12_000, 0),
        line('BAT-1001', 'Armatur', 'Chrom', 2, 10_000, 1900),
      ],
      postage: { title: 'DPD Paket', net: 1_490, vatRateBasisPoints: 1900, gross: 1_773 },
      discount: { code: 'FRUEHLING', net: 2_000, gross: 2_190 },
      vatByRate: [
        { rateBasisPoints: 1900, net: 20_000 + 1_490 - 1_000, vat: 3_893 },
        { rateBasisPoints: 0, net: 48_000 - 1_000, vat: 0 },
      ],
      totals: { net: 67_490, vat: 3_893, gross: 71_383 },
    });
    const cii = await renderEInvoice(invoice, 'xrechnung');
    expect(await ciiSchemaErrors(cii)).toEqual([]);
    expect(cii).toMatch(/<ram:CategoryCode>Z<\/ram:CategoryCode>/);
    expect(brokenCalculationRules(await renderEInvoice(invoice, 'ciusRo'))).toEqual([]);
  });

  it('states what is due and how: payment terms while an amount is due, nothing due once a card paid', async () => {
    const cash = parseUbl(
      await renderEInvoice(
        romanianInvoice({ payment: 'cashOnDelivery', paymentMethod: 'Ramburs', paymentNote: null }),
        'ciusRo',
      ),
    );
    expect(at(cash, 'PaymentTerms', 'Note')).toEqual(['Ramburs']);
    expect(textAt(cash, 'LegalMonetaryTotal', 'PayableAmount')).toBe('6824.46');
    const cardXml = await renderEInvoice(
      romanianInvoice({ payment: 'stripe', paymentMethod: 'Card', paymentNote: null }),
      'ciusRo',
    );
    const card = parseUbl(cardXml);
    expect(textAt(card, 'LegalMonetaryTotal', 'PrepaidAmount')).toBe('6824.46');
    expect(textAt(card, 'LegalMonetaryTotal', 'PayableAmount')).toBe('0.00');
    expect(at(card, 'PaymentTerms')).toBeUndefined();
    expect(brokenCalculationRules(cardXml)).toEqual([]);
    const withoutTerms = (await renderEInvoice(romanianInvoice(), 'ciusRo')).replace(
      /<cac:PaymentTerms>[\s\S]*?<\/cac:PaymentTerms>/,
      '',
    );
    expect(brokenCalculationRules(withoutTerms)).toEqual(['BR-CO-25']);
  });

  it('refuses a prepayment invoice that names no account to pay to (BR-61)', async () => {
    const seller = { ...romanianInvoice().seller, iban: null };
    await expect(renderEInvoice(romanianInvoice({ seller }), 'ciusRo')).rejects.toThrow(/company_iban/);
  });

  it('refuses what the schema of EN 16931 refuses, naming the invoice and the field', async () => {
    await expect(renderEInvoice(romanianInvoice({ currency: 'LEI' }), 'ciusRo')).rejects.toThrow(
      /^E-invoice SL-2026-000123 refused: .*DocumentCurrencyCode/,
    );
  });

  it('the checks find a broken sum and a schema violation', async () => {
    const wrong = romanianInvoice({ totals: { net: 606_980, vat: 75_466, gross: 682_447 } });
    expect(brokenCalculationRules(await renderEInvoice(wrong, 'ciusRo'))).toEqual(['BR-CO-15']);
    const cii = await renderEInvoice(germanBusinessInvoice(), 'xrechnung');
    expect(
      await ciiSchemaErrors(cii.replace('<ram:BuyerReference>', '<ram:Unknown/><ram:BuyerReference>')),
    ).not.toEqual([]);
  });
});

describe('renderEInvoice of a credit note', () => {
  it('writes a Romanian credit note as a CIUS-RO CreditNote (381) naming its invoice, with the amounts it credits', async () => {
    const xml = await renderEInvoice(creditNote(romanianInvoice()), 'ciusRo');
    expect(xml).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(brokenCalculationRules(xml)).toEqual([]);
    expect(brokenCiusRoRules(xml)).toEqual([]);
    const document = parseUbl(xml);
    expect(textAt(document, 'ID')).toBe('SL-2026-000140');
    expect(textAt(document, 'CreditNoteTypeCode')).toBe('381');
    expect(textAt(document, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe('SL-2026-000123');
    expect(textAt(document, 'BillingReference', 'InvoiceDocumentReference', 'IssueDate')).toBe('2026-03-05');
    // The invoice's total to the bani, credited: positive in a credit note, as EN 16931 states one.
    expect(textAt(document, 'LegalMonetaryTotal', 'PayableAmount')).toBe('6824.46');
    expect(textAt(ublLines(document)[0], 'CreditedQuantity')).toBe('2');
    expect(String(at(document, 'PaymentTerms', 'Note'))).toContain('SL-2026-000123');
    // Settled against the invoice: no account to pay into, no payment reference.
    expect(textAt(document, 'PaymentMeans', 'PaymentMeansCode')).toBe('97');
    expect(at(document, 'PaymentMeans', 'PayeeFinancialAccount')).toBeUndefined();
    expect(at(document, 'PaymentMeans', 'PaymentID')).toBeUndefined();
  });

  it("writes a business buyer's credit note as XRechnung CII (381) that passes the EN 16931 CII schema", async () => {
    const xml = await renderEInvoice(creditNote(germanBusinessInvoice()), 'xrechnung');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(xml).toMatch(/<rsm:ExchangedDocument>\s*<ram:ID>AT-2026-000140<\/ram:ID>\s*<ram:TypeCode>381</);
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>AT-2026-000042<\/ram:IssuerAssignedID>/,
    );
    expect(xml).toMatch(/<ram:DuePayableAmount>294.90<\/ram:DuePayableAmount>/);
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>97</);
    expect(xml).not.toContain('IBANID');
    expect(xml).not.toContain('<ram:PaymentReference>');
  });
});
