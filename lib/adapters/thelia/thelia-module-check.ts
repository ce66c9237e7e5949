import type { DeliveryKind } from '../../shop/cart-types';
import type { components } from './openapi/thelia-open-api';
import { TheliaSession, type TheliaClient } from './thelia-client';

type Schemas = components['schemas'];

/** The mapping forwarding relies on (README "Running on a Thelia shop"). */
export interface ModuleMapping {
  THELIA_DELIVERY_MODULES: ReadonlyMap<number, number>;
  THELIA_PAYMENT_MODULE_ID?: number;
}

/** Which of Thelia's delivery modes can carry each of the storefront's kinds of delivery. */
const modesFor: Record<DeliveryKind, Array<Schemas['DeliveryModule']['deliveryMode']>> = {
  parcel: ['delivery'],
  express: ['delivery'],
  freight: ['delivery'],
  pickup: ['localPickup', 'pickup'],
};

const titleOf = (module: { code?: string | null; id: number }) => `${module.code ?? 'module'} (${module.id})`;

/**
 * What would make forwarding refuse orders, found before any order is taken: a storefront delivery module with
 * no Thelia module, a Thelia module that is not active (or not a delivery module) or delivers another way
 * (a pickup sent as a parcel), and a payment module Thelia does not offer. Empty when every order can go.
 */
export function moduleProblems(
  storefront: Array<{ id: number; code: string; kind: DeliveryKind }>,
  thelia: { delivery: Schemas['DeliveryModule'][]; payment: Schemas['PaymentModule'][] },
  mapping: ModuleMapping,
): string[] {
  const problems: string[] = [];
  for (const delivery of storefront) {
    const theliaId = mapping.THELIA_DELIVERY_MODULES.get(delivery.id);
    if (theliaId === undefined) {
      problems.push(`THELIA_DELIVERY_MODULES names no Thelia module for ${titleOf(delivery)}.`);
      continue;
    }
    const target = thelia.delivery.find((candidate) => candidate.id === theliaId);
    if (!target)
      problems.push(
        `${titleOf(delivery)} maps to ${theliaId}, which is no active delivery module of Thelia.`,
      );
    else if (target.deliveryMode && !modesFor[delivery.kind].includes(target.deliveryMode))
      problems.push(
        `${titleOf(delivery)} is a ${delivery.kind} delivery but maps to ${titleOf(target)}, whose mode is ${target.deliveryMode}.`,
      );
  }
  const paymentId = mapping.THELIA_PAYMENT_MODULE_ID;
  if (paymentId !== undefined && !thelia.payment.some((payment) => payment.id === paymentId))
    problems.push(`THELIA_PAYMENT_MODULE_ID ${paymentId} is no active payment module of Thelia.`);
  return problems;
}

/** Thelia's active delivery and payment modules, asked in a session of their own. */
export async function theliaModules(client: TheliaClient, sessionCookieName?: string) {
  const session = new TheliaSession({ locale: 'de_DE', sessionCookieName });
  const delivery = await client.listDeliveryModules(session);
  const payment = await client.listPaymentModules(session);
  return { delivery, payment };
}
