import { conditionMessageKey } from '../../pricing/tax-conditions';
import { isOfflinePayment } from '../../shop/order-types';
import { creditNoteStatement, withAmountsTurned } from '../credit-note';
import { invoiceLabels } from '../invoice-labels';
import type { InvoiceDocument, InvoiceParty, InvoiceSeller, PostalAddress } from '../invoice-types';
import { taxCategoryOf, vatCategoryFields, type TaxCategory } from './tax-category';
import { money, type Fields } from './ubl-fields';

/**
 * What a country's rules (a CIUS) add to or ask differently of the EN 16931 core: how an address is written, the
 * buyer's identifiers, how long an item's name may be.
 */
export interface EInvoiceProfile {
  /** BT-24; null leaves the library's own for the format. */
  customizationId: string | null;
  /** BT-10, the buyer's reference: XRechnung requires one. */
  buyerReference(invoice: InvoiceDocument): string | null;
  /** An address as the rules write it; null when they cannot (a Romanian one without its county). */
  postalAddress(postal: PostalAddress): Fields | null;
  /** BT-47, the buyer's legal registration; null for none. */
  buyerLegalId(invoice: InvoiceDocument): string | null;
  itemName(title: string): string;
}

/** The seller's and the buyer's addresses are required: an invoice the rules refuse is not made. */
function requiredAddress(profile: EInvoiceProfile, party: InvoiceParty): Fields {
  const address = profile.postalAddress(party.postal);
  if (!address)
    throw new Error(`The address of ${party.company ?? party.name} lacks what the e-invoice's rules ask`);
  return address;
}

/** BT-31 / BT-48: the VAT id (the library takes the seller's as a list, it may hold a tax number too). */
const vatScheme = (vatNumber: string | null) =>
  vatNumber ? { 'cbc:CompanyID': vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : null;

function sellerParty(seller: InvoiceSeller, profile: EInvoiceProfile): Fields {
  return {
    'cbc:EndpointID': seller.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': requiredAddress(profile, seller),
    ...(seller.vatNumber ? { 'cac:PartyTaxScheme': [vatScheme(seller.vatNumber)] } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
    'cac:Contact': {
      'cbc:Name': seller.name,
      'cbc:Telephone': seller.phone,
      'cbc:ElectronicMail': seller.email,
    },
  };
}

function buyerParty(invoice: InvoiceDocument, profile: EInvoiceProfile): Fields {
  const { buyer } = invoice;
  const legalId = profile.buyerLegalId(invoice);
  return {
    'cbc:EndpointID': invoice.buyerEmail,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': requiredAddress(profile, buyer),
    ...(buyer.vatNumber ? { 'cac:PartyTaxScheme': vatScheme(buyer.vatNumber) } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': buyer.company ?? buyer.name,
      ...(legalId ? { 'cbc:CompanyID': legalId } : {}),
    },
    'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': invoice.buyerEmail },
  };
}

/**
 * BG-13: the day of supply and where the goods went (for pickup: the location; otherwise the buyer's address).
 * An address the rules cannot write (a Romanian pickup point without its county) is left out: it is optional,
 * and the parties' addresses stand.
 */
function delivery(invoice: InvoiceDocument, profile: EInvoiceProfile): Fields {
  const place: InvoiceParty = invoice.deliveryAddress ?? invoice.buyer;
  const address = profile.postalAddress(place.postal);
  return {
    'cbc:ActualDeliveryDate': invoice.supplyDate,
    ...(address ? { 'cac:DeliveryLocation': { 'cac:Address': address } } : {}),
    'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': place.company ?? place.name } },
  };
}

/** An order paid at its provider (card, PayPal, Amazon Pay) is invoiced when its payment arrived: nothing is due. */
const paidOnIssue = (invoice: InvoiceDocument) => !isOfflinePayment(invoice.payment);

/**
 * BG-16: the payment means of the order's method; a transfer names the seller's account and the order. A credit
 * note is settled against the invoice it cancels (code 97, clearing between partners): it names no account, so no
 * buyer's system reads it as a transfer to the seller.
 */
function paymentMeans(invoice: InvoiceDocument): Fields[] {
  const named = { 'cbc:PaymentMeansCode@name': invoice.paymentMethod };
  if (invoice.corrects) return [{ 'cbc:PaymentMeansCode': '97', ...named }];
  switch (invoice.payment) {
    case 'prepayment':
      // BR-61: a credit transfer names the account; an invoice without one is refused, not sent.
      if (!invoice.seller.iban) throw new Error('a prepayment invoice needs the store setting company_iban');
      return [
        {
          'cbc:PaymentMeansCode': '30',
          ...named,
          'cbc:PaymentID': invoice.orderRef,
          'cac:PayeeFinancialAccount': { 'cbc:ID': invoice.seller.iban },
        },
      ];
    case 'cashOnDelivery':
      return [{ 'cbc:PaymentMeansCode': '10', ...named }];
    case 'stripe':
    case 'paypal':
    case 'amazonpay':
      return [{ 'cbc:PaymentMeansCode': '68', ...named }];
  }
}

interface AllowanceOrCharge {
  charge: boolean;
  reason: string;
  net: number;
  category: TaxCategory;
}

/**
 * BG-20/21: postage as a charge at its rate, and a coupon as one allowance per rate, each the part of the
 * reduction the checkout took off that rate's net (what the rate's lines and postage come to minus its base), so
 * the base of every rate adds up to its lines, charges and allowances exactly (BR-S-08, BR-CO-13).
 */
function allowancesAndCharges(invoice: InvoiceDocument): AllowanceOrCharge[] {
  const { postage, discount, reverseCharge } = invoice;
  const postageCategory = taxCategoryOf(postage.vatRateBasisPoints, reverseCharge);
  const entries: AllowanceOrCharge[] = [];
  if (postage.net > 0)
    entries.push({ charge: true, reason: postage.title, net: postage.net, category: postageCategory });
  if (!discount) return entries;
  for (const { rateBasisPoints, net } of invoice.vatByRate) {
    const category = taxCategoryOf(rateBasisPoints, reverseCharge);
    const charged =
      invoice.lines
        .filter((line) => sameCategory(taxCategoryOf(line.vatRateBasisPoints, reverseCharge), category))
        .reduce((sum, line) => sum + line.lineNet, 0) +
      (sameCategory(postageCategory, category) ? postage.net : 0);
    if (charged > net)
      entries.push({
        charge: false,
        reason: `${invoiceLabels[invoice.language].coupon} ${discount.code}`,
        net: charged - net,
        category,
      });
  }
  return entries;
}

const allowanceOrChargeFields =
  (currency: string) =>
  (entry: AllowanceOrCharge): Fields => ({
    'cbc:ChargeIndicator': String(entry.charge),
    'cbc:AllowanceChargeReason': entry.reason,
    ...money('cbc:Amount', entry.net, currency),
    'cac:TaxCategory': vatCategoryFields(entry.category),
  });

const sameCategory = (a: TaxCategory, b: TaxCategory) => a.code === b.code && a.percent === b.percent;

function notes(invoice: InvoiceDocument): string[] {
  const labels = invoiceLabels[invoice.language];
  return [
    ...(invoice.reverseCharge ? [labels.reverseCharge] : []),
    ...invoice.confirmedConditions.map((condition) => labels[conditionMessageKey[condition]]),
  ];
}

function lineOf(invoice: InvoiceDocument, profile: EInvoiceProfile) {
  return (line: InvoiceDocument['lines'][number], index: number): Fields => ({
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(line.quantity),
    'cbc:InvoicedQuantity@unitCode': 'H87',
    ...money('cbc:LineExtensionAmount', line.lineNet, invoice.currency),
    'cac:Item': {
      ...(line.variant ? { 'cbc:Description': line.variant } : {}),
      'cbc:Name': profile.itemName(line.title),
      'cac:SellersItemIdentification': { 'cbc:ID': line.ref },
      'cac:ClassifiedTaxCategory': vatCategoryFields(
        taxCategoryOf(line.vatRateBasisPoints, invoice.reverseCharge),
      ),
    },
    'cac:Price': money('cbc:PriceAmount', line.unitNet, invoice.currency),
  });
}

/** BR-CO-25's payment terms where an amount is payable: how to pay, or which invoice a credit note cancels. */
function paymentTerms(invoice: InvoiceDocument): Fields {
  if (paidOnIssue(invoice) && !invoice.corrects) return {};
  const note = creditNoteStatement(invoice) ?? invoice.paymentNote ?? invoice.paymentMethod;
  return { 'cac:PaymentTerms': { 'cbc:Note': note } };
}

/** BG-3: the invoice a credit note cancels (BT-25, BT-26). */
const precedingInvoice = (invoice: InvoiceDocument): Fields =>
  invoice.corrects
    ? {
        'cac:BillingReference': [
          {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': invoice.corrects.invoiceNumber,
              'cbc:IssueDate': invoice.corrects.invoiceDate,
            },
          },
        ],
      }
    : {};

/**
 * The invoice or credit note as an EN 16931 e-invoice in the library's internal format (UBL's elements), with the
 * profile's national rules. A credit note is type 381 naming its invoice, stated with the amounts it credits, so
 * positive (the library writes UBL's CreditNote for it). Every amount is the document's own: nothing is added up
 * anew but the sums EN 16931 states beside them (lines, allowances, charges), which by construction come to the
 * document's totals.
 */
export function en16931Invoice(document: InvoiceDocument, profile: EInvoiceProfile): Fields {
  const invoice = document.corrects ? withAmountsTurned(document) : document;
  const { currency, totals } = invoice;
  const prepaid = paidOnIssue(invoice) && !invoice.corrects;
  const charges = allowancesAndCharges(invoice);
  const sumOf = (charge: boolean) =>
    charges.filter((entry) => entry.charge === charge).reduce((sum, entry) => sum + entry.net, 0);
  const reference = profile.buyerReference(invoice);
  const invoiceNotes = notes(invoice);
  return {
    'ubl:Invoice': {
      ...(profile.customizationId ? { 'cbc:CustomizationID': profile.customizationId } : {}),
      'cbc:ID': invoice.invoiceNumber,
      'cbc:IssueDate': invoice.invoiceDate,
      'cbc:InvoiceTypeCode': invoice.corrects ? '381' : '380',
      ...(invoiceNotes.length > 0 ? { 'cbc:Note': invoiceNotes } : {}),
      'cbc:DocumentCurrencyCode': currency,
      ...(reference ? { 'cbc:BuyerReference': reference } : {}),
      'cac:OrderReference': { 'cbc:ID': invoice.orderRef },
      ...precedingInvoice(invoice),
      'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(invoice.seller, profile) },
      'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(invoice, profile) },
      'cac:Delivery': delivery(invoice, profile),
      'cac:PaymentMeans': paymentMeans(invoice),
      ...paymentTerms(invoice),
      ...(charges.length > 0
        ? { 'cac:AllowanceCharge': charges.map(allowanceOrChargeFields(currency)) }
        : {}),
      'cac:TaxTotal': [
        {
          ...money('cbc:TaxAmount', totals.vat, currency),
          'cac:TaxSubtotal': invoice.vatByRate.map(({ rateBasisPoints, net, vat }) => ({
            ...money('cbc:TaxableAmount', net, currency),
            ...money('cbc:TaxAmount', vat, currency),
            'cac:TaxCategory': vatCategoryFields(
              taxCategoryOf(rateBasisPoints, invoice.reverseCharge),
              invoiceLabels[invoice.language].reverseCharge,
            ),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...money(
          'cbc:LineExtensionAmount',
          invoice.lines.reduce((sum, line) => sum + line.lineNet, 0),
          currency,
        ),
        ...money('cbc:TaxExclusiveAmount', totals.net, currency),
        ...money('cbc:TaxInclusiveAmount', totals.gross, currency),
        ...(sumOf(false) > 0 ? money('cbc:AllowanceTotalAmount', sumOf(false), currency) : {}),
        ...(sumOf(true) > 0 ? money('cbc:ChargeTotalAmount', sumOf(true), currency) : {}),
        ...(prepaid ? money('cbc:PrepaidAmount', totals.gross, currency) : {}),
        ...money('cbc:PayableAmount', prepaid ? 0 : totals.gross, currency),
      },
      'cac:InvoiceLine': invoice.lines.map(lineOf(invoice, profile)),
    },
  };
}
