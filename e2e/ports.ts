/**
 * The ports of the servers journeys start beside the main one, each used by one spec only: specs run side by side,
 * and a second server on a port in use would leave its journeys talking to the first one's shop.
 */
export const extraPorts = {
  revalidation: 3102,
  contact: 3176,
  sharedCacheIgnoresVary: 3180,
  sharedCacheCookieKeyed: 3181,
  reviews: 3189,
  account: 3193,
  accountOrders: 3194,
  checkout: 3196,
  checkoutPayments: 3197,
  checkoutPaypal: 3198,
  checkoutBusiness: 3199,
  socialLogin: 3201,
  lists: 3203,
  businessPrices: 3205,
  businessPricesCache: 3206,
  monitoringWorking: 3207,
  monitoringFailing: 3208,
  serverError: 3209,
  newsletter: 3210,
  startupBadConfiguration: 3211,
  startupFolderInUse: 3212,
  shopRating: 3213,
  contentSecurityPolicyPayments: 3216,
} as const;
