import { createTheliaClient } from '../thelia-client';
import { createTheliaFront } from '../thelia-front';
import type { TransportOptions } from '../thelia-transport';

/**
 * The calls forwarding an order makes at Thelia, in one place so a test can stand between them and Thelia: the
 * module's routes, and Thelia's own /order/pay and order.placed pages.
 */
export function theliaOrderCalls(options: TransportOptions) {
  const client = createTheliaClient(options);
  const front = createTheliaFront(options);
  return {
    login: client.login,
    logout: client.logout,
    createCustomer: client.createCustomer,
    addToCart: client.addToCart,
    applyCoupon: client.applyCoupon,
    listAddresses: client.listAddresses,
    createAddress: client.createAddress,
    setCheckout: client.setCheckout,
    payOrder: front.payOrder,
    showPlacedOrder: front.showPlacedOrder,
  };
}

export type TheliaOrderCalls = ReturnType<typeof theliaOrderCalls>;
