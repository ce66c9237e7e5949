import type { StoreOrigins } from '../seo/public-urls';
import type { StoreCode } from '../shop/codes';

/** The address a team's calendar app subscribes to: the store's public origin, never the host an admin used. */
export const feedUrl = (origins: StoreOrigins, store: StoreCode, token: string) =>
  `${origins[store]}/api/installer-feed/${token}`;
