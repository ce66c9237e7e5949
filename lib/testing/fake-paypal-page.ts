import { hostedPage, pressedChoice } from './payment-fixtures/hosted-page';
import type { Answer, ProviderRequest } from './payment-fixtures/provider-server';
import { approveOrder } from './fake-paypal-orders';
import { announce, type PayPalWorld } from './fake-paypal-api';

/**
 * The fake's stand-in for PayPal's checkout page (GET /checkoutnow?token=…). Pay approves the order and sends
 * the buyer back to return_url with token and PayerID, as PayPal does; Decline approves it too, but its capture
 * will be refused (INSTRUMENT_DECLINED); Cancel goes back to cancel_url with the token, the order unapproved.
 */
export function paypalPage(world: PayPalWorld): (request: ProviderRequest) => Promise<Answer> {
  return async (request) => {
    const order = world.orders.get(request.query.get('token') ?? '');
    if (request.path !== '/checkoutnow' || order?.json.status !== 'PAYER_ACTION_REQUIRED')
      return {
        status: 404,
        html: '<!doctype html><title>Expired</title><p>This payment is no longer available.</p>',
      };
    const unit = order.json.purchase_units[0];
    const amount = `${unit?.amount.value} ${unit?.amount.currency_code}`;
    const orderRef = unit?.invoice_id ?? order.json.id;
    if (request.method !== 'POST')
      return {
        status: 200,
        html: hostedPage({
          provider: 'PayPal',
          orderRef,
          amount,
          action: `/checkoutnow?token=${order.json.id}`,
        }),
      };
    const choice = pressedChoice(request.body);
    const approved = choice === 'pay' || choice === 'decline';
    const back = new URL(approved ? order.returnUrl : order.cancelUrl);
    back.searchParams.set('token', order.json.id);
    if (approved) {
      approveOrder(order, world.origin);
      if (choice === 'decline') world.declined.add(order.json.id);
      back.searchParams.set('PayerID', order.json.payer?.payer_id ?? '');
      await announce(world, 'CHECKOUT.ORDER.APPROVED', order);
    }
    return { redirect: back.href };
  };
}
