'use client';

import Script from 'next/script';
import { ShopRatingBadge, type ShopRatingTexts } from './shop-rating-badge';

export interface WidgetSettings {
  tagManagerId: string | null;
  chat: { scriptUrl: string; locale: string; storeName: string; supportHours: string } | null;
  whatsapp: { phone: string; label: string } | null;
  trustedShopId: string | null;
  /** The ShopVote badge's texts when the store shows it; its data comes from the shop's own route. */
  shopRating: ShopRatingTexts | null;
}

/** Everything that talks to another company's servers; rendered only after the shopper accepted cookies. */
export function ThirdPartyWidgets({ settings }: { settings: WidgetSettings }) {
  const { tagManagerId, chat, whatsapp, trustedShopId, shopRating } = settings;
  return (
    <>
      {tagManagerId && (
        <Script
          id="gtm"
          src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`}
          strategy="afterInteractive"
          onLoad={() =>
            (window as unknown as { dataLayer?: unknown[] }).dataLayer?.push({
              event: 'gtm.js',
              'gtm.start': Date.now(),
            })
          }
        />
      )}
      {chat && (
        <Script
          id="chat-support"
          src={chat.scriptUrl}
          strategy="lazyOnload"
          data-locale={chat.locale}
          data-store-name={chat.storeName}
          data-support-hours={chat.supportHours}
        />
      )}
      {trustedShopId && (
        <Script
          id="trusted-shops"
          src={`https://widgets.trustedshops.com/js/${encodeURIComponent(trustedShopId)}.js`}
          strategy="lazyOnload"
        />
      )}
      {shopRating && <ShopRatingBadge {...shopRating} />}
      {whatsapp && (
        <a
          className="whatsapp-button"
          href={`https://wa.me/${whatsapp.phone.replace(/\D/g, '')}`}
          rel="noopener noreferrer"
          target="_blank"
        >
          {whatsapp.label}
        </a>
      )}
    </>
  );
}
