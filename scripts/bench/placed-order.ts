import { exchange } from './http-exchange';
import { checkoutForm } from './without-javascript';

/**
 * Places a prepayment order over HTTP as a guest without JavaScript does (the plain form, the captcha's question
 * answered), so Lighthouse can open /order-placed as that shopper. Takes a session with a cart (its Cookie header).
 */
export async function placedOrder(serverUrl: string, host: string, cookie: string): Promise<void> {
  const page = await exchange(new URL('/checkout', serverUrl), { host, cookie });
  const form = checkoutForm(page.text, 'lighthouse@example.at');
  if (!form) throw new Error('the checkout page has no captcha question or delivery');
  const answer = await exchange(
    new URL('/api/checkout', serverUrl),
    { host, cookie, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    form.toString(),
  );
  if (!answer.location?.endsWith('/order-placed'))
    throw new Error(`the order was not placed: ${answer.status} ${answer.location}`);
}
