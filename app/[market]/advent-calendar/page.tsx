import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductCard } from '@/components/catalog/product-card';
import { getAdventCalendar } from '@/lib/catalog/advent';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import '@/app/styles/advent.css';
import '@/app/styles/product-card.css';
import '@/app/styles/catalog.css';

// Doors open at midnight; an hourly refresh opens them within the hour without rendering on every visit.
export const revalidate = 3600;

type Props = { params: Promise<{ market: string }> };

async function load(params: Props['params']) {
  const market = decodeMarket((await params).market);
  if (!market) notFound();
  const calendar = await getAdventCalendar(market, new Date());
  if (!calendar) notFound();
  return { market, calendar };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market } = await load(params);
  const t = await getTranslations({ locale: formatLocaleOf(market), namespace: 'Advent' });
  return { title: t('title'), description: t('intro') };
}

export default async function AdventCalendarPage({ params }: Props) {
  const { market, calendar } = await load(params);
  const locale = formatLocaleOf(market);
  setRequestLocale(locale);
  const t = await getTranslations('Advent');
  return (
    <main id="main" className="advent">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ol className="advent__doors">
        {calendar.doors.map((door) => (
          <li
            key={door.day}
            className={door.offer ? 'advent__door advent__door--open' : 'advent__door'}
            data-testid="advent-door"
          >
            <h2>{t('door', { day: door.day })}</h2>
            {door.offer ? (
              <ProductCard product={door.offer} locale={locale} />
            ) : (
              <>
                {calendar.gift && (
                  // eslint-disable-next-line @next/next/no-img-element -- the store's configured SVG, decorative
                  <img className="advent__gift" src={calendar.gift} alt="" width={64} height={64} />
                )}
                <p>{t('closed', { day: door.day })}</p>
              </>
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}
