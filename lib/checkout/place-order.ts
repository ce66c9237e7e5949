import 'server-only';
import type { ApiError } from '../api/responses';
import type { Shopper } from '../cart/service';
import type { MarketContext } from '../catalog/market-context';
import { getCartReminders, getSessionStore, getOrders } from '../storefront';
import { reminderPauseStart } from '../cart-reminders/reminder-window';
import { isOfflinePayment, type Order } from '../shop/order-types';
import { loadCheckout, quoteFor, type CheckoutState } from './checkout-context';
import { reverseChargeInvoiceAddress } from './reverse-charge';
import { checkoutRefusal } from './checkout-rules';
import { orderCheckoutKey } from './checkout-key';
import type { CheckoutInput } from './checkout-schema';
import { DRAFT_LIFETIME_MS, submittedDraftValues } from './draft';
import { newOrderOf } from './new-order';
import type { CheckoutQuote } from './quote';
import { orderAddress } from './order-address';
import { orderOfRepeatedSubmit } from './repeated-submit';
import { sendOrderConfirmation } from './order-mail';
import { startOrderPayment } from './order-payment';
import type { FieldsRefusal } from './schema-refusal';
import { verifyShopCaptcha } from '../security/shop-captcha';
import { signUpFromCheckout } from './checkout-newsletter';
import type { AppointmentStore } from '../appointments/service-area';
import { checkHold, confirmOrderAppointment } from '../booking/checkout-hold';

export type CheckoutOutcome =
  | { kind: 'updated'; summary: CheckoutSummaryFigures }
  | { kind: 'refused'; status: 409 | 422; error: ApiError }
  | { kind: 'placed'; order: Order; paymentUrl: string | null };

/** The figures of an order as priced now: what client code shows, and what `shownTotal` must repeat. */
export interface CheckoutSummaryFigures {
  currency: string;
  goods: number;
  discount: number;
  postage: number;
  total: number;
  coupon: { code: string; refusal: string | null } | null;
  /** The delivery the order would go with: the one asked for while offered, else docs/product.md §4's default. */
  deliveryModuleId: number | null;
}

const summaryOf = (quote: CheckoutQuote): CheckoutSummaryFigures => ({
  currency: quote.currency,
  goods: quote.totals.goods.gross,
  discount: quote.totals.discount.gross,
  postage: quote.postage.gross,
  total: quote.totals.total.gross,
  coupon: quote.coupon,
  deliveryModuleId: quote.delivery?.module.id ?? null,
});

/** Keeps the submit's values (and its refusal) for the page, 30 minutes (docs/product.md §4 express guest data). */
export async function keepDraft(
  state: CheckoutState,
  fields: Record<string, unknown>,
  error: FieldsRefusal | null,
) {
  const values = submittedDraftValues(fields);
  // A key the form sent that is not well-formed is replaced, so the next submit can succeed.
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(values.checkoutKey ?? '')) values.checkoutKey = state.checkoutKey;
  await (
    await getSessionStore()
  ).saveCheckoutDraft(state.session.idHash, { values, error }, new Date(Date.now() + DRAFT_LIFETIME_MS));
}

/** A submit the schema refused: its values and the refusal are kept for the page, as for any other refusal. */
export async function keepRefusedSubmit(
  shopper: Shopper,
  context: MarketContext,
  fields: Record<string, unknown>,
  error: FieldsRefusal,
): Promise<void> {
  const state = await loadCheckout(shopper.cookie, context);
  if (state) await keepDraft(state, fields, error);
}

/**
 * A checkout submit (docs/architecture.md "Orders"): `update` keeps the choices and prices them again (the page shows the
 * coupon's verdict); `place` checks everything the page asked, the total the shopper saw, and places the order
 * with its stock and coupon in one transaction. The customer comes from the session, never from the request.
 */
export async function submitCheckout(
  shopper: Shopper,
  context: MarketContext,
  input: CheckoutInput,
  fields: Record<string, unknown>,
): Promise<CheckoutOutcome> {
  const state = await loadCheckout(shopper.cookie, context);
  if (!state) {
    const placed =
      input.intent === 'place' && (await orderOfRepeatedSubmit(shopper, context, input.checkoutKey));
    if (placed) return { kind: 'placed', order: placed, paymentUrl: null };
    return { kind: 'refused', status: 409, error: { code: 'checkout.cartEmpty' } };
  }
  state.checkoutKey = input.checkoutKey;
  const refuse = async (error: ApiError, status: 409 | 422 = 422): Promise<CheckoutOutcome> => {
    await keepDraft(state, fields, error);
    return { kind: 'refused', status, error };
  };
  const email = state.customer?.email ?? input.email ?? null;
  const choice = {
    deliveryModuleId: input.deliveryModuleId,
    couponCode: input.couponCode,
    conditionsConfirmed: input.photovoltaicsDwellingConfirmed,
    split: input.deliverySplit,
  };
  if (input.intent === 'update') {
    const quote = await quoteFor(state, context, choice);
    const couponError = quote.coupon?.refusal
      ? {
          code: `coupon.${quote.coupon.refusal}`,
          fields: ['couponCode'],
          values: { code: quote.coupon.code },
        }
      : null;
    await keepDraft(state, fields, couponError);
    return { kind: 'updated', summary: summaryOf(quote) };
  }
  if (!email) return refuse({ code: 'account.emailInvalid', fields: ['email'] });
  if (!state.customer) {
    const captcha = await verifyShopCaptcha({
      payload: input.captcha_payload,
      token: input.captcha_token,
      answer: input.captcha_answer,
    });
    if (captcha !== 'ok') return refuse({ code: `captcha.${captcha}`, fields: ['captcha_answer'] });
  }
  const delivery = await orderAddress(
    'delivery',
    input.deliveryAddressId,
    input.delivery,
    state.addresses,
    context,
  );
  if (!delivery.ok) return refuse(delivery.error);
  const invoice = input.invoiceSame
    ? delivery
    : await orderAddress('invoice', input.invoiceAddressId, input.invoice, state.addresses, context);
  if (!invoice.ok) return refuse(invoice.error);
  const quote = await quoteFor(state, context, choice);
  const refusal = checkoutRefusal(input, quote, {
    payments: state.payments,
    deliveryPhone: delivery.address.phone,
    formatLocale: context.formatLocale,
  });
  if (refusal) return refuse(refusal, refusal.code === 'checkout.totalChanged' ? 409 : 422);
  const store = context.store.code as AppointmentStore;
  const hold = await checkHold(state.cart, delivery.address.postcode, store, new Date());
  if (!hold.ok) return refuse({ code: hold.code }, 409);
  // Kept before placing: a shopper back from a failed payment finds what they entered (docs/product.md §4 express data).
  await keepDraft(state, fields, null);
  const placement = await (
    await getOrders()
  ).placeOrder(
    newOrderOf(quote, context, {
      checkoutKey: orderCheckoutKey(state.session.idHash, input.checkoutKey),
      customerId: state.customer?.id ?? null,
      cartId: state.cart.id,
      email,
      deliveryAddress: delivery.address,
      invoiceAddress:
        context.vat.mode === 'net' && state.customer
          ? reverseChargeInvoiceAddress(invoice.address, state.customer)
          : invoice.address,
      pickupLocationId: input.pickupLocationId,
      payment: input.paymentMethod,
      note: input.note,
      emptyCart: isOfflinePayment(input.paymentMethod),
    }),
  );
  if (placement.kind === 'outOfStock') {
    const titles = quote.lines
      .filter((line) => placement.saleElementIds.includes(line.view.saleElementId))
      .map((line) => line.view.title);
    return refuse({ code: 'checkout.outOfStock', values: { products: titles.join(', ') } }, 409);
  }
  if (placement.kind !== 'placed' && placement.kind !== 'existing')
    return refuse(
      {
        code: placement.kind === 'couponUsedUp' ? 'coupon.usedUp' : 'coupon.usedByBuyer',
        fields: ['couponCode'],
        values: { code: quote.coupon?.code ?? '' },
      },
      409,
    );
  await (await getSessionStore()).setLastOrder(state.session.idHash, placement.order.id);
  const { order } = placement;
  if (placement.kind === 'placed' && state.customer)
    await (
      await getCartReminders()
    ).markOrdered(state.cart.id, reminderPauseStart(order.createdAt), order.createdAt);
  await confirmOrderAppointment(order, hold.holdId, context, new Date());
  // Only a first placement: a repeated submit of the same checkout must not mail the confirmation link again.
  if (input.newsletter && placement.kind === 'placed')
    await signUpFromCheckout(email, state.customer, context);
  if (isOfflinePayment(order.payment)) {
    // A repeated submit finds its order; a confirmation lost by an interrupted first submit goes out now.
    await sendOrderConfirmation(order, context);
    return { kind: 'placed', order, paymentUrl: null };
  }
  const payment = await startOrderPayment(order, context);
  return { kind: 'placed', order, paymentUrl: payment.kind === 'redirect' ? payment.url : null };
}
