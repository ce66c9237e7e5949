import type { InvoiceDocument } from '../invoice-types';

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where BG-3 stands in CII D16B's settlement: right after the header's monetary summation. */
const SUMMATION_END = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';

/**
 * A credit note's reference to the invoice it cancels (BG-3: BT-25, BT-26) in CII. The library (2.3.4) reads
 * BG-3 from `cac:BillingReference/cbc:ID`, while UBL and its own schema nest it in `cac:InvoiceDocumentReference`,
 * so the reference never reaches its CII; it is written here instead. An invoice's XML is returned unchanged.
 */
export function withPrecedingInvoice(cii: string, document: Pick<InvoiceDocument, 'corrects'>): string {
  const { corrects } = document;
  if (!corrects) return cii;
  if (cii.includes('<ram:InvoiceReferencedDocument>')) return cii;
  const at = cii.indexOf(SUMMATION_END);
  if (at < 0) throw new Error('The CII document has no settlement summation to put BG-3 after');
  const reference =
    '<ram:InvoiceReferencedDocument>' +
    `<ram:IssuerAssignedID>${escaped(corrects.invoiceNumber)}</ram:IssuerAssignedID>` +
    '<ram:FormattedIssueDateTime>' +
    `<qdt:DateTimeString format="102">${corrects.invoiceDate.replaceAll('-', '')}</qdt:DateTimeString>` +
    '</ram:FormattedIssueDateTime>' +
    '</ram:InvoiceReferencedDocument>';
  const end = at + SUMMATION_END.length;
  return cii.slice(0, end) + reference + cii.slice(end);
}
