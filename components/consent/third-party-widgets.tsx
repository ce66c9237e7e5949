'use client';

import Script from 'next/script';
import { ShopRatingBadge, type ShopRatingTexts } from './shop-rating-badge';

export interface WidgetSettings {
  tagManagerId: string | null;
  chat: { scriptUrl: string; locale: string; storeName: string; supportHours: string } | null;
  whatsapp: { phone: string; label: string } | null;
  trustedShopId: string | null;
  /** Google Merchant Center's id: Google's customer-reviews badge shows in the lower left corner. */
  googleMerchantId: string | null;
  /** The ShopVote badge's texts when the store shows it; its data comes from the shop's own route. */
  shopRating: ShopRatingTexts | null;
}

interface GoogleApi {
  load(module: string, ready: () => void): void;
  ratingbadge?: { render(container: HTMLElement, options: { merchant_id: number; position: string }): void };
}

/** Google's documented way to draw the customer-reviews badge once its platform script has loaded. */
function renderGoogleBadge(merchantId: string): void {
  const gapi = (window as unknown as { gapi?: GoogleApi }).gapi;
  gapi?.load('ratingbadge', () =>
    gapi.ratingbadge?.render(document.body, { merchant_id: Number(merchantId), position: 'BOTTOM_LEFT' }),
  );
}

/** Everything that talks to another company's servers; rendered only after the shopper accepted cookies. */
export function ThirdPartyWidgets({ settings }: { settings: WidgetSettings }) {
  const { tagManagerId, chat, whatsapp, trustedShopId, googleMerchantId, shopRating } = settings;
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
      {googleMerchantId && (
        <Script
          id="google-customer-reviews"
          src="https://apis.google.com/js/platform.js"
          strategy="lazyOnload"
          onLoad={() => renderGoogleBadge(googleMerchantId)}
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
