import type { OrderConfirmationLeases } from '../../shop/confirmation-leases';
import type { ShopDatabase } from './database';
import {
  claimOrderConfirmation,
  markOrderConfirmationSent,
  releaseOrderConfirmation,
  selectUnsentConfirmations,
} from './queries/order-changes';

/** Who mails an order's confirmation, kept in the embedded database beside the order. */
export function embeddedConfirmationLeases(db: ShopDatabase): OrderConfirmationLeases {
  return {
    claimOrderConfirmation: (orderId) => claimOrderConfirmation(db, orderId),
    markOrderConfirmationSent: (orderId) => markOrderConfirmationSent(db, orderId),
    releaseOrderConfirmation: (orderId) => releaseOrderConfirmation(db, orderId),
    listUnsentConfirmations: (since, until, limit) => selectUnsentConfirmations(db, since, until, limit),
  };
}
