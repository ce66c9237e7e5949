import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getFrame } from '@/lib/catalog/frame';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import '../globals.css';

// Markets are rendered on first request and then served from the cache (ARCHITECTURE "Rendering and caching").
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
  const frame = await getFrame(market);
  return (
    <html lang={locale}>
      <body id="top">
        <SiteHeader frame={frame} />
        {children}
        <SiteFooter footer={frame.footer} year={new Date().getFullYear()} />
      </body>
    </html>
  );
}
