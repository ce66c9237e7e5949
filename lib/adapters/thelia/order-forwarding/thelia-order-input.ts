import type { Order, OrderLine } from '../../../shop/order-types';
import { stockMoves } from '../../embedded/queries/set-stock';
import { ForwardingRefusal, type TheliaForwardingSettings } from './forwarding-settings';
import { theliaAddressOf, type TheliaAddressInput } from './thelia-address-input';

/** What Thelia is asked to place for a storefront order: its cart, its two addresses and its two modules. */
interface TheliaOrderInput {
  lines: Array<{ pseId: number; quantity: number }>;
  deliveryAddress: TheliaAddressInput;
  invoiceAddress: TheliaAddressInput;
  deliveryModuleId: number;
  paymentModuleId: number;
}

/**
 * The lines Thelia's cart gets, by sale element (the catalogue came from Thelia with its ids): a set's parts
 * instead of the set, which Thelia does not know, each sale element once with all its units.
 */
function theliaCartLines(lines: OrderLine[]): TheliaOrderInput['lines'] {
  const units = new Map<number, number>();
  for (const move of stockMoves(lines))
    units.set(move.saleElementId, (units.get(move.saleElementId) ?? 0) + move.quantity);
  return [...units].map(([pseId, quantity]) => ({ pseId, quantity }));
}

export function theliaOrderOf(order: Order, settings: TheliaForwardingSettings): TheliaOrderInput {
  const { moduleId, title } = order.delivery;
  const deliveryModuleId = settings.THELIA_DELIVERY_MODULES.get(moduleId);
  if (deliveryModuleId === undefined)
    throw new ForwardingRefusal(
      `The delivery module ${moduleId} (${title}) has no Thelia module in THELIA_DELIVERY_MODULES`,
    );
  return {
    lines: theliaCartLines(order.lines),
    deliveryAddress: theliaAddressOf(order.deliveryAddress, 'Delivery address'),
    invoiceAddress: theliaAddressOf(order.invoiceAddress, 'Invoice address'),
    deliveryModuleId,
    paymentModuleId: settings.THELIA_PAYMENT_MODULE_ID,
  };
}
