import { frontUrlOf, readOrderPayment } from './thelia-front';

/** How /order/pay's answer is read: only Thelia's own order.placed redirect names a placed order. */

const front = 'https://shop.example/index.php';

describe('readOrderPayment', () => {
  it('reads the order id from the redirect to order.placed, absolute or relative', () => {
    expect(readOrderPayment(302, `${front}/order/placed/42`, front)).toEqual({
      kind: 'placed',
      theliaOrderId: 42,
    });
    expect(readOrderPayment(302, '/index.php/order/placed/7', front)).toEqual({
      kind: 'placed',
      theliaOrderId: 7,
    });
  });

  it('knows the checks that send a shopper back before anything is placed', () => {
    for (const path of ['/login', '/cart', '/order/delivery', '/order/invoice'])
      expect(readOrderPayment(302, `${front}${path}`, front)).toEqual({ kind: 'turnedAway', to: path });
  });

  it('calls everything else unclear: a payment page, a provider redirect, an error page, another shop', () => {
    const unclear = (status: number, location: string | null) => ({ kind: 'unclear', status, location });
    expect(readOrderPayment(200, null, front)).toEqual(unclear(200, null));
    expect(readOrderPayment(500, null, front)).toEqual(unclear(500, null));
    expect(readOrderPayment(302, 'https://pay.example/checkout', front)).toEqual(
      unclear(302, 'https://pay.example/checkout'),
    );
    expect(readOrderPayment(302, `${front}/order/placed/abc`, front)).toEqual(
      unclear(302, `${front}/order/placed/abc`),
    );
    expect(readOrderPayment(302, 'https://shop.example/order/placed/3', front)).toEqual(
      unclear(302, 'https://shop.example/order/placed/3'),
    );
  });
});

describe('frontUrlOf', () => {
  it('takes the module prefix off the base URL, keeping the script name', () => {
    expect(frontUrlOf('https://shop.example/open_api')).toBe('https://shop.example');
    expect(frontUrlOf('https://shop.example/index_dev.php/open_api/')).toBe(
      'https://shop.example/index_dev.php',
    );
    expect(() => frontUrlOf('https://shop.example/api')).toThrow(/does not end in \/open_api/);
  });
});
