import { orderTotals, type OrderTotals } from '../orders/order-totals';
import { storeDefaults } from '../i18n/stores';
import type { PickupLocation } from '../shop/cart-types';
import { isBusiness } from '../shop/customer-types';
import type { Order, OrderAddressFields, OrderLine } from '../shop/order-types';
import type { LanguageCode } from '../shop/codes';
import { setPartsText } from '../orders/set-parts-text';
import { invoiceLabels } from './invoice-labels';
import type { CountryState } from '../shop/address-types';
import type { Country } from '../shop/types';
import type { InvoiceDocument, InvoiceParty, InvoiceSeller } from './invoice-types';
import { confirmedConditionsOf } from '../pricing/tax-conditions';
import { dayIn } from '../pricing/tax-rates';

/** What an invoice needs that the order does not hold: the shop's side and the names behind the order's ids. */
export interface InvoiceParts {
  seller: InvoiceSeller;
  /** BCP 47 locale the amounts and dates are written in: de-AT, de-DE, ro-RO. */
  locale: string;
  /** Countries by id, titled in the order's language. */
  countries: ReadonlyMap<number, Pick<Country, 'title' | 'isoAlpha2'>>;
  /** States or counties by id (Romania's județe), for addresses that name one. */
  states: ReadonlyMap<number, Pick<CountryState, 'title' | 'code'>>;
  /** The order's payment method as the order's language calls it. */
  paymentMethod: string;
  /** The store's bank details; printed for prepayment orders only. */
  prepaymentNote: string | null;
  /** Where a pickup order waits; null for a delivered order. */
  pickupLocation: PickupLocation | null;
}

/** The ISO code of an address's country; empty when the shop lists it no more, which an e-invoice then refuses. */
const countryCode = (parts: InvoiceParts, countryId: number): string =>
  parts.countries.get(countryId)?.isoAlpha2 ?? '';

function addressParty(
  address: OrderAddressFields,
  parts: InvoiceParts,
  vatNumber: string | null,
): InvoiceParty {
  const state = address.stateId === null ? undefined : parts.states.get(address.stateId);
  const country = parts.countries.get(address.countryId);
  const street = `${address.street} ${address.houseNumber}`;
  return {
    name: `${address.firstname} ${address.lastname}`,
    company: address.company,
    addressLines: [
      street,
      address.line2,
      `${address.postcode} ${address.city}`,
      state?.title,
      country?.title,
    ].filter((line): line is string => Boolean(line)),
    postal: {
      street,
      line2: address.line2,
      postcode: address.postcode,
      city: address.city,
      countryCode: countryCode(parts, address.countryId),
      subdivision: state?.code ?? null,
    },
    vatNumber,
  };
}

/** The buyer collects at the location: their name over its address. */
function pickupParty(order: Order, location: PickupLocation, parts: InvoiceParts): InvoiceParty {
  return {
    name: `${order.deliveryAddress.firstname} ${order.deliveryAddress.lastname}`,
    company: location.title,
    addressLines: [
      location.street,
      `${location.postcode} ${location.city}`,
      parts.countries.get(order.deliveryAddress.countryId)?.title,
    ].filter((line): line is string => Boolean(line)),
    postal: {
      street: location.street,
      line2: null,
      postcode: location.postcode,
      city: location.city,
      countryCode: countryCode(parts, order.deliveryAddress.countryId),
      subdivision: null,
    },
    vatNumber: null,
  };
}

/**
 * For pickup the goods wait at the location (the order's delivery address only decided the country); otherwise
 * the delivery address, unless it would print exactly as the invoice address does.
 */
function deliveryParty(order: Order, buyer: InvoiceParty, parts: InvoiceParts): InvoiceParty | null {
  if (order.delivery.kind === 'pickup')
    return parts.pickupLocation && pickupParty(order, parts.pickupLocation, parts);
  const delivery = addressParty(order.deliveryAddress, parts, null);
  const printed = (party: InvoiceParty) => JSON.stringify([party.name, party.company, party.addressLines]);
  return printed(delivery) === printed({ ...buyer, vatNumber: null }) ? null : delivery;
}

/** The order's totals computed again the way the checkout computed them, so VAT per rate is what was charged. */
function totalsOf(order: Order): OrderTotals {
  const { amounts } = order;
  const totals = orderTotals(
    order.lines.map((line) => ({ gross: line.lineGross, net: line.lineNet, rate: line.vatRate })),
    { gross: amounts.postageGross, net: amounts.postageNet, rate: amounts.postageVatRate },
    amounts.discountGross,
  );
  // An invoice states what was charged: one that would add up to anything else is refused, not printed.
  if (totals.total.gross !== amounts.totalGross || totals.total.net !== amounts.totalNet)
    throw new Error(
      `Order ${order.ref}: its lines come to ${totals.total.gross}/${totals.total.net}, ` +
        `it charged ${amounts.totalGross}/${amounts.totalNet} (gross/net)`,
    );
  return totals;
}

/**
 * VAT per rate as the checkout charged it, plus the base taxed at 0 % (exempt goods, a reverse-charge supply),
 * which the checkout leaves out but an invoice must show beside its exemption.
 */
function vatByRate(totals: OrderTotals): InvoiceDocument['vatByRate'] {
  const taxed = totals.vat.map(({ rate, net, vat }) => ({ rateBasisPoints: rate, net, vat }));
  const untaxed = totals.total.net - taxed.reduce((sum, entry) => sum + entry.net, 0);
  return untaxed > 0 ? [...taxed, { rateBasisPoints: 0, net: untaxed, vat: 0 }] : taxed;
}

/** Under a line's title: its colour and size, or what a set holds ("Set aus 1 × …"). */
function lineVariant(line: OrderLine, language: LanguageCode): string | null {
  const parts = setPartsText(line.setParts);
  return (
    [line.colour, line.size, parts && invoiceLabels[language].setHolds.replace('{parts}', () => parts)]
      .filter(Boolean)
      .join(', ') || null
  );
}

/**
 * The invoice of an order: its lines, postage, coupon and totals exactly as the order holds them, dated the day it
 * was issued in the store's time zone (with the order for an offline payment, at the payment for a provider's).
 * Throws when none was issued, or when the order's amounts do not add up (see totalsOf).
 */
export function invoiceOfOrder(order: Order, parts: InvoiceParts): InvoiceDocument {
  if (order.invoiceRef === null || order.invoicedAt === null)
    throw new Error(`Order ${order.ref} has no invoice issued yet`);
  const totals = totalsOf(order);
  const { timeZone } = storeDefaults[order.store];
  const date = dayIn(order.invoicedAt, timeZone);
  const buyer = addressParty(order.invoiceAddress, parts, order.invoiceAddress.vatNumber);
  const { amounts } = order;
  return {
    language: order.language,
    locale: parts.locale,
    currency: order.currency,
    invoiceNumber: order.invoiceRef,
    invoiceDate: date,
    corrects: null,
    // The backend reports no dispatch day yet, so the invoice issued for the order dates the supply with itself.
    supplyDate: date,
    orderRef: order.ref,
    orderDate: dayIn(order.createdAt, timeZone),
    seller: parts.seller,
    buyer,
    businessBuyer: isBusiness(order.invoiceAddress.title),
    buyerEmail: order.email,
    deliveryAddress: deliveryParty(order, buyer, parts),
    lines: order.lines.map((line) => ({
      ref: line.ref,
      title: line.title,
      variant: lineVariant(line, order.language),
      quantity: line.quantity,
      unitNet: line.unitNet,
      vatRateBasisPoints: line.vatRate,
      lineNet: line.lineNet,
      lineGross: line.lineGross,
    })),
    postage: {
      title: order.delivery.title,
      net: amounts.postageNet,
      vatRateBasisPoints: amounts.postageVatRate,
      gross: amounts.postageGross,
    },
    // A free-shipping coupon takes nothing off the goods: the free postage line already shows what it did.
    discount:
      order.couponCode && totals.discount.gross > 0
        ? { code: order.couponCode, net: totals.discount.net, gross: totals.discount.gross }
        : null,
    vatByRate: vatByRate(totals),
    totals: {
      net: totals.total.net,
      vat: totals.total.gross - totals.total.net,
      gross: totals.total.gross,
    },
    reverseCharge: order.vatExcluded,
    confirmedConditions: confirmedConditionsOf(order.taxConfirmation),
    paymentMethod: parts.paymentMethod,
    payment: order.payment,
    paymentNote: order.payment === 'prepayment' ? parts.prepaymentNote : null,
  };
}
