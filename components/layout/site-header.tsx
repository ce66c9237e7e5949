import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Frame } from '@/lib/catalog/frame';
import { CountrySelector } from './country-selector';

export function SiteHeader({ frame }: { frame: Frame }) {
  const t = useTranslations('Layout');
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="site-header__country-bar">
        <CountrySelector countries={frame.deliveryCountries} selectedId={frame.deliveryCountryId} />
      </div>
      <div className="site-header__bar">
        <Link
          href={frame.linkPrefix || '/'}
          className="site-header__logo"
          aria-label={t('homeLink', { storeName: frame.storeName })}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the SVG logo comes from the store's configuration */}
          <img src={frame.logoUrl} alt="" width={220} height={56} />
        </Link>
      </div>
      <nav aria-label={t('mainNavigation')} className="site-header__nav">
        <ul>
          {frame.topCategories.map((category) => (
            <li key={category.id}>
              <Link href={category.url} prefetch={false}>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
