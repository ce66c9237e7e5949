import { hostedPage, pressedChoice } from './payment-fixtures/hosted-page';
import type { Answer, ProviderRequest } from './payment-fixtures/provider-server';
import { finishOnPage, statusOf, type FakeSession } from './fake-amazon-pay-sessions';
import type { AmazonPayWorld } from './fake-amazon-pay-api';

/** Amazon sends the buyer back with the session's id under this name, to the result and to the cancel address. */
const SESSION_PARAMETER = 'amazonCheckoutSessionId';

const back = (address: string, session: FakeSession) => {
  const url = new URL(address);
  url.searchParams.set(SESSION_PARAMETER, session.json.checkoutSessionId);
  return url.href;
};

/**
 * The fake's stand-in for Amazon Pay's hosted page (GET /checkout/processing?amazonCheckoutSessionId=…). Pay and
 * Decline both send the buyer to checkoutResultReturnUrl, as Amazon does: the shop learns which when it completes
 * the session (Decline: its payment method is refused then). Cancel cancels the session (BuyerCanceled) and goes
 * to checkoutCancelUrl.
 */
export function amazonPayPage(world: AmazonPayWorld): (request: ProviderRequest) => Answer {
  return (request) => {
    const session = world.sessions.get(request.query.get(SESSION_PARAMETER) ?? '');
    if (
      request.path !== '/checkout/processing' ||
      !session ||
      session.finished ||
      session.json.statusDetails.state !== 'Open'
    )
      return {
        status: 404,
        html: '<!doctype html><title>Expired</title><p>This payment is no longer available.</p>',
      };
    const { chargeAmount } = session.json.paymentDetails;
    const action = `/checkout/processing?${SESSION_PARAMETER}=${session.json.checkoutSessionId}`;
    if (request.method !== 'POST')
      return {
        status: 200,
        html: hostedPage({
          provider: 'Amazon Pay',
          orderRef: session.json.merchantMetadata.merchantReferenceId ?? session.json.checkoutSessionId,
          amount: `${chargeAmount.amount} ${chargeAmount.currencyCode}`,
          action,
        }),
      };
    const choice = pressedChoice(request.body);
    const { checkoutResultReturnUrl: result, checkoutCancelUrl: cancel } = session.json.webCheckoutDetails;
    if (choice === 'cancel') {
      session.json.statusDetails = statusOf('Canceled', 'BuyerCanceled', 'The buyer canceled the checkout');
      return { redirect: back(cancel ?? result, session) };
    }
    if (choice !== 'pay' && choice !== 'decline') return { redirect: action };
    finishOnPage(session, choice === 'pay' ? 'paid' : 'declined');
    return { redirect: back(result, session) };
  };
}
