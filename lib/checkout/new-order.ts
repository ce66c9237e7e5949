import type { MarketContext } from '../catalog/market-context';
import {
  isOfflinePayment,
  type NewOrder,
  type OrderAddressFields,
  type PaymentMethod,
} from '../shop/order-types';
import { confirmationRecord } from '../pricing/tax-conditions';
import type { CheckoutQuote } from './quote';

export interface OrderParties {
  checkoutKey: string;
  customerId: number | null;
  cartId: number;
  email: string;
  deliveryAddress: OrderAddressFields;
  invoiceAddress: OrderAddressFields;
  pickupLocationId: number | null;
  payment: PaymentMethod;
  note: string | null;
  emptyCart: boolean;
}

/** The order a quote describes: its lines and amounts exactly as quoted, with who and where from the checkout. */
export function newOrderOf(quote: CheckoutQuote, context: MarketContext, parties: OrderParties): NewOrder {
  const delivery = quote.delivery!;
  const { totals, postage } = quote;
  return {
    checkoutKey: parties.checkoutKey,
    store: context.market.store,
    language: context.market.language,
    pricedOn: context.day,
    customerId: parties.customerId,
    cartId: parties.cartId,
    email: parties.email,
    currency: quote.currency,
    lines: quote.lines.map(({ view, net, rate }) => ({
      productId: view.productId,
      saleElementId: view.saleElementId,
      ref: view.ref,
      title: view.title,
      colour: view.colour,
      size: view.size,
      quantity: view.quantity,
      unitGross: view.unitPrices.price.amount,
      unitNet: Math.round(net / view.quantity),
      vatRate: rate,
      lineGross: view.lineTotal.amount,
      lineNet: net,
      fulfilmentCentreId: view.fulfilment?.selectedId ?? null,
      setParts: view.setParts,
    })),
    delivery: {
      moduleId: delivery.module.id,
      title: delivery.module.title,
      kind: delivery.module.kind,
      pickupLocationId: delivery.module.kind === 'pickup' ? parties.pickupLocationId : null,
      completeDelivery: quote.shipments ? quote.shipments.chosen === 'complete' : null,
    },
    payment: parties.payment,
    amounts: {
      goodsGross: totals.goods.gross,
      goodsNet: totals.goods.net,
      postageGross: postage.gross,
      postageNet: postage.net,
      postageVatRate: postage.rate,
      discountGross: totals.discount.gross,
      discountNet: totals.discount.net,
      totalGross: totals.total.gross,
      totalNet: totals.total.net,
    },
    couponCode: quote.coupon && !quote.coupon.refusal ? quote.coupon.code : null,
    vatExcluded: context.vat.mode === 'net',
    taxConfirmation: confirmationRecord(quote.confirmedConditions),
    deliveryAddress: parties.deliveryAddress,
    invoiceAddress: parties.invoiceAddress,
    note: parties.note,
    emptyCart: parties.emptyCart,
    // An offline payment's confirmation carries the invoice at once; a provider's order is invoiced once paid.
    issueInvoice: isOfflinePayment(parties.payment),
  };
}
