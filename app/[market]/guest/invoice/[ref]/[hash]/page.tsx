import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderScreen } from '@/components/orders/order-screen';
import { invoiceLinks } from '@/lib/documents/invoice-links';
import { clientAddress, consume } from '@/lib/api/rate-limit';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { orderOfGuestLink } from '@/lib/orders/guest-link';
import { orderScreenData } from '@/lib/orders/order-screen-data';
import { personalPageMetadata } from '../../../../_shared/personal-page-metadata';
import '@/app/styles/checkout.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string; ref: string; hash: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Order', 'orderMetaTitle');

/**
 * docs/product.md §2 /guest/invoice/{ref}/{hash}: a guest's order, the account's screen without cancelling (a guest has no
 * login to prove it is theirs beyond the link). A wrong hash is the same 404 as an unknown order, and look-ups are
 * rate limited per client address, so links can be neither guessed nor enumerated.
 */
export default async function GuestInvoicePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { market: encoded, ref, hash } = await params;
  const market = decodeMarket(encoded);
  if (!market) notFound();
  setRequestLocale(formatLocaleOf(market));
  const [context, query, requestHeaders, errors] = await Promise.all([
    getMarketContext(market),
    searchParams,
    headers(),
    getTranslations('Errors'),
  ]);
  const limit = await consume('guestOrder', clientAddress(requestHeaders));
  if (!limit.allowed)
    return (
      <main id="main" className="order-page">
        <h1>{errors('request.tooManyTitle')}</h1>
        <p role="alert">{errors('request.tooMany', { seconds: limit.retryAfterSeconds })}</p>
      </main>
    );
  const order = await orderOfGuestLink(ref, hash, market.store);
  if (!order) notFound();
  const screen = await orderScreenData(order, context, query, {
    documents: invoiceLinks(order, `${context.linkPrefix}/guest/invoice/${ref}/${hash}`),
    payFields: { ref, hash, language: market.language },
    cancellable: false,
  });
  return <OrderScreen {...screen} />;
}
