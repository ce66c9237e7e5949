import { exchange } from './http-exchange';

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/**
 * Places a prepayment order over HTTP as a guest without JavaScript does (the plain form, the captcha's question
 * answered), so Lighthouse can open /order-placed as that shopper. Takes a session with a cart (its Cookie header).
 */
export async function placedOrder(serverUrl: string, host: string, cookie: string): Promise<void> {
  const page = await exchange(new URL('/checkout', serverUrl), { host, cookie });
  // React writes an element's attributes in no order to rely on: read each input tag whole.
  const inputs = [...page.text.matchAll(/<input [^>]*>/g)].map((match) => match[0]);
  const valueOf = (tag: string | undefined) => /value="([^"]*)"/.exec(tag ?? '')?.[1];
  const field = (name: string) => valueOf(inputs.find((tag) => tag.includes(`name="${name}"`))) ?? '';
  const question = /Wie viel ist (\d+) plus (\d+)\?/.exec(page.text);
  const deliveryModuleId = valueOf(
    inputs.find((tag) => tag.includes('name="deliveryModuleId"') && tag.includes('checked')),
  );
  if (!question || !deliveryModuleId)
    throw new Error('the checkout page has no captcha question or delivery');
  const form = new URLSearchParams({
    checkoutKey: field('checkoutKey'),
    shownTotal: field('shownTotal'),
    captcha_token: decode(field('captcha_token')),
    captcha_answer: String(Number(question[1]) + Number(question[2])),
    email: 'lighthouse@example.at',
    'delivery.title': 'mr',
    'delivery.firstname': 'Max',
    'delivery.lastname': 'Muster',
    'delivery.street': 'Ringstraße',
    'delivery.houseNumber': '1',
    'delivery.postcode': '1010',
    'delivery.city': 'Wien',
    'delivery.countryId': '13',
    'delivery.phone': '+43 1 234 567',
    invoiceSame: 'on',
    deliveryModuleId,
    paymentMethod: 'prepayment',
    acceptTerms: 'on',
    intent: 'place',
  });
  const answer = await exchange(
    new URL('/api/checkout', serverUrl),
    { host, cookie, origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' },
    form.toString(),
  );
  if (!answer.location?.endsWith('/order-placed'))
    throw new Error(`the order was not placed: ${answer.status} ${answer.location}`);
}
