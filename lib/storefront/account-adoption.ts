import { env } from '../env';
import { theliaAccountAdoption, theliaAdoptionCalls } from '../adapters/thelia/thelia-account-adoption';
import type { AccountAdoption } from '../shop/account-adoption';
import { getCustomers, getOrderForwarding } from '.';

/**
 * Taking over the accounts of the shop the storefront replaced: with SHOP_BACKEND=thelia, Thelia's customers
 * from before the switch; none on the embedded shop. It makes the storefront's own customers and order
 * forwarding's links, so an adopted customer's orders reach Thelia as that customer.
 */
export async function getAccountAdoption(): Promise<AccountAdoption | null> {
  const config = env();
  if (config.SHOP_BACKEND !== 'thelia') return null;
  const forwarding = await getOrderForwarding();
  return (
    forwarding &&
    theliaAccountAdoption({
      customers: await getCustomers(),
      links: forwarding.links,
      // lib/env.ts refuses SHOP_BACKEND=thelia without it.
      thelia: theliaAdoptionCalls({ baseUrl: config.THELIA_URL! }),
      newSession: forwarding.newSession,
    })
  );
}
