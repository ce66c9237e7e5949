import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AppBehaviour } from '@/components/app/app-behaviour';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { BrowserMonitoring } from '@/components/monitoring/browser-monitoring';
import { getFrame } from '@/lib/catalog/frame';
import { env } from '@/lib/env';
import { headScripts } from '@/lib/head-scripts';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
// What every page shows: tokens, base and shared pieces, the header (its search, cart and list counts), the
// footer, the consent banner and the toasts. Each feature's styles are imported by the routes and components that
// use them, so a page loads only its own (issue 32); importing these here keeps them in the layout's few files.
import '../styles/tokens.css';
import '../globals.css';
import '../styles/pieces.css';
import '../styles/header.css';
import '../styles/search.css';
import '../styles/cart-slot.css';
import '../styles/list-marks.css';
import '../styles/footer.css';
import '../styles/consent.css';
import '../styles/toasts.css';

// The release shoppers' browsers compare against (docs/product.md §4 "App version"); set at build from package.json.
const APP_VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? 'development';

// Markets are rendered on first request and then served from the cache (docs/architecture.md "Rendering and caching").
export function generateStaticParams() {
  return [];
}

export default async function MarketLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ market: string }>;
}) {
  const market = decodeMarket((await params).market);
  if (!market) notFound();
  const locale = formatLocaleOf(market);
  setRequestLocale(locale);
  const [frame, t, toasts, messages] = await Promise.all([
    getFrame(market),
    getTranslations('Consent'),
    getTranslations('Toasts'),
    getMessages(),
  ]);
  const { consent } = frame;
  // A DSN is public by design (it only lets a client send events); without one no monitoring code is loaded.
  const monitoringDsn = env().SENTRY_DSN;
  return (
    // The head scripts mark <html> before React hydrates it; that difference is intended.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {headScripts(consent.privacyPaths).map((script) => (
          <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
        {/* Not a class on <html>: React may reset those attributes, and the banner must not vanish with them. */}
        <noscript dangerouslySetInnerHTML={{ __html: '<style>.cookie-consent{display:none}</style>' }} />
      </head>
      <body id="top">
        <SiteHeader frame={frame} />
        {children}
        <SiteFooter footer={frame.footer} year={new Date().getFullYear()} />
        {monitoringDsn && (
          <BrowserMonitoring
            dsn={monitoringDsn}
            release={APP_VERSION}
            environment={env().SENTRY_ENVIRONMENT}
          />
        )}
        <AppBehaviour
          version={APP_VERSION}
          labels={{ updated: toasts('websiteUpdated'), ok: toasts('ok') }}
        />
        <CookieConsent
          texts={{
            title: t('title'),
            text: t('text'),
            privacyLink: t('privacyLink'),
            accept: t('accept'),
            decline: t('decline'),
          }}
          privacyHref={consent.privacyHref}
          privacyPaths={consent.privacyPaths}
          widgets={{
            tagManagerId: consent.integrations.tagManagerId,
            chat: consent.integrations.chatScriptUrl
              ? {
                  scriptUrl: consent.integrations.chatScriptUrl,
                  locale: consent.formatLocale,
                  storeName: frame.storeName,
                  supportHours: consent.supportHours,
                }
              : null,
            whatsapp: consent.whatsappPhone ? { phone: consent.whatsappPhone, label: t('whatsapp') } : null,
            trustedShopId: consent.trustedShopBadgeId,
            googleMerchantId: consent.googleBadgeMerchantId,
            shopRating: consent.shopvoteBadgeId
              ? { locale, messages: { ShopRating: messages.ShopRating! } }
              : null,
          }}
        />
      </body>
    </html>
  );
}
