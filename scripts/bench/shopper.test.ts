import { newLoadRecord } from './load-record';
import { Shopper } from './shopper';
import type { ShopperPages } from './shopper-steps';

const pages: ShopperPages = {
  categories: ['/bad.html'],
  products: ['/produkt.html'],
  addable: ['/nachbestellt.html'],
  searches: ['/search/Thermostat'],
};
const productPage = `<p data-stock="backorder"></p><form id="add-to-cart-form" action="/api/cart">
<input type="hidden" name="saleElementId" value="815"/><button id="add-to-cart-submit"></button></form>`;
const checkoutPage = `<input type="hidden" name="checkoutKey" value="key_of_the_checkout_1"/>
<input type="radio" checked="" name="deliveryModuleId" value="2"/>Wie viel ist 1 plus 2?`;

function walk(place: (attempt: number) => { status: number; location?: string }) {
  const record = newLoadRecord();
  const shopper = new Shopper(pages, 'at.localhost:3310', record, () => 5);
  const sent = [];
  let submits = 0;
  for (let index = 0; index < 100; index += 1) {
    const request = shopper.request(index, index * 10);
    sent.push(request);
    const isSubmit = request.path === '/api/checkout';
    const answer = isSubmit
      ? place(submits++)
      : request.path === '/api/cart'
        ? { status: 303, location: '/cart?notice=cart.added' }
        : { status: 200 };
    const body =
      request.path === '/nachbestellt.html' ? productPage : request.path === '/checkout' ? checkoutPage : '';
    const headers = {
      'Set-Cookie': 'sid=s1; Path=/',
      // Each GET died under its first instance and went on; each POST's first instance refused the connection.
      ...(request.method === 'POST'
        ? { 'X-Shop-Instance': '127.0.0.1:3313, 127.0.0.1:3311', 'X-Shop-Instance-Sent': '0, 0' }
        : { 'X-Shop-Instance': '127.0.0.1:3311, 127.0.0.1:3312', 'X-Shop-Instance-Sent': '180, 0' }),
      ...(answer.location ? { Location: answer.location } : {}),
    };
    shopper.answered(index, answer.status, body, headers, index * 10 + 4);
  }
  return { sent, record };
}

describe('a shopper of the mixed load', () => {
  it('claims its own address, keeps its cookies and posts the forms of the pages it saw', () => {
    const { sent, record } = walk(() => ({ status: 303, location: '/order-placed' }));
    expect(sent[0]!.headers).toEqual({ host: 'at.localhost:3310', 'x-forwarded-for': '10.0.0.5' });
    expect(sent[1]!.headers.cookie).toBe('sid=s1');
    const add = sent[21]!;
    expect(add).toMatchObject({
      method: 'POST',
      path: '/api/cart',
      body: 'action=add&saleElementId=815&language=de&quantity=1',
    });
    expect(add.headers).toMatchObject({
      origin: 'http://at.localhost:3310',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(sent[22]!.path).toBe('/cart?notice=cart.added');
    expect(sent[98]!.body).toContain('checkoutKey=key_of_the_checkout_1');
    expect(sent[98]!.body).toContain('captcha_answer=3');
    expect(sent[99]).toMatchObject({ method: 'GET', path: '/order-placed' });
    expect(record.checkouts).toEqual([
      { checkoutKey: 'key_of_the_checkout_1', outcome: 'placed', resubmitted: false },
    ]);
    expect(record.retried).toEqual({ GET: 95, POST: 5 });
    expect(record.receivedTwice).toEqual({ GET: 95, POST: 0 });
    expect(record.answeredBy.get('127.0.0.1:3313, 127.0.0.1:3311')).toBe(5);
    expect(record.tally.figures().browse).toMatchObject({ requests: 80, failed: 0, p95: 4 });
  });

  it('submits once more with the same key when its instance died under the submit (502)', () => {
    const { sent, record } = walk((attempt) =>
      attempt === 0 ? { status: 502 } : { status: 303, location: '/checkout#checkout-message' },
    );
    expect(sent[99]).toMatchObject({ method: 'POST', path: '/api/checkout', body: sent[98]!.body });
    expect(record.checkouts).toEqual([
      { checkoutKey: 'key_of_the_checkout_1', outcome: 502, resubmitted: false },
      {
        checkoutKey: 'key_of_the_checkout_1',
        outcome: 303,
        location: '/checkout#checkout-message',
        resubmitted: true,
      },
    ]);
    expect(record.tally.figures().checkout).toMatchObject({ requests: 3, failed: 1, refused: 1 });
  });

  it('counts requests left without their whole answer: none came (a timeout), or it was cut off', () => {
    const record = newLoadRecord();
    const shopper = new Shopper(pages, 'at.localhost:3310', record, () => 1);
    shopper.request(0, 0);
    shopper.request(1, 5);
    expect(record.tally.figures().browse).toMatchObject({ requests: 1, cut: 0, errors: 1 });
    shopper.lost(true);
    shopper.request(2, 10);
    expect(record.tally.figures().browse).toMatchObject({ requests: 2, cut: 1, errors: 1 });
  });

  it('lets the first shopper of a connection join at any step, the next one at the first', () => {
    const record = newLoadRecord();
    let numbers = 0;
    const shopper = new Shopper(pages, 'at.localhost:3310', record, () => ++numbers);
    expect(shopper.request(98, 0)).toMatchObject({ method: 'GET', path: '/checkout' });
    shopper.answered(98, 200, '', {}, 1);
    expect(shopper.request(99, 2)).toMatchObject({ method: 'GET', path: '/' });
    shopper.answered(99, 200, '', {}, 3);
    expect(shopper.request(0, 4).headers['x-forwarded-for']).toBe('10.0.0.2');
    expect(record.checkouts).toEqual([]);
  });
});
