import type { Content, StoreIntegrations } from '../shop/types';
import type { MarketContext } from './market-context';

/** What the cookie banner and the widgets it unlocks need. */
export interface ConsentData {
  privacyHref: string;
  /** The data-protection page answers both its fixed route and its rewritten URL; the banner stays off both. */
  privacyPaths: string[];
  integrations: StoreIntegrations;
  formatLocale: string;
  supportHours: string;
  whatsappPhone: string | null;
  trustedShopBadgeId: string | null;
  shopvoteBadgeId: string | null;
  /** The Merchant Center id of Google's customer-reviews badge, when the store shows it. */
  googleBadgeMerchantId: string | null;
}

export function consentData(
  context: MarketContext,
  integrations: StoreIntegrations,
  privacyPage: Content | undefined,
): ConsentData {
  const prefix = context.linkPrefix;
  const { config, info } = context.store;
  const { trust } = config;
  return {
    privacyHref: `${prefix}/datenschutz`,
    privacyPaths: [`${prefix}/datenschutz`, ...(privacyPage ? [`${prefix}/${privacyPage.url}`] : [])],
    integrations,
    formatLocale: context.formatLocale,
    supportHours: info.supportTime,
    whatsappPhone: context.market.store === 'ro' && trust.whatsappBadge ? info.phone : null,
    trustedShopBadgeId: trust.trustedShop.badge && trust.trustedShopId ? trust.trustedShopId : null,
    shopvoteBadgeId: trust.shopvote.badge && trust.shopvoteShopId ? trust.shopvoteShopId : null,
    googleBadgeMerchantId:
      trust.googleBadge && /^\d+$/.test(trust.googleMerchantId) ? trust.googleMerchantId : null,
  };
}
