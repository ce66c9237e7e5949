import 'server-only';
import { getCatalog } from '../storefront';
import type { PickupLocation } from '../shop/cart-types';
import type { Order } from '../shop/order-types';

/** Where a pickup order waits: the location its delivery module named; null for a delivered order. */
export async function pickupLocationOf(order: Order): Promise<PickupLocation | null> {
  if (order.delivery.kind !== 'pickup' || order.delivery.pickupLocationId === null) return null;
  const modules = await (
    await getCatalog()
  ).listDeliveryModules(order.deliveryAddress.countryId, order.language);
  const deliveryModule = modules.find((candidate) => candidate.id === order.delivery.moduleId);
  return (
    deliveryModule?.pickupLocations.find((location) => location.id === order.delivery.pickupLocationId) ??
    null
  );
}
