import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { HomePage } from '@/lib/catalog/home';

interface SiteHeaderProps {
  storeName: string;
  logoUrl: string;
  categories: HomePage['topCategories'];
}

export function SiteHeader({ storeName, logoUrl, categories }: SiteHeaderProps) {
  const t = useTranslations('Layout');
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="site-header__bar">
        <Link href="/" className="site-header__logo" aria-label={t('homeLink', { storeName })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the SVG logo comes from the store's configuration */}
          <img src={logoUrl} alt="" width={220} height={56} />
        </Link>
      </div>
      <nav aria-label={t('mainNavigation')} className="site-header__nav">
        <ul>
          {categories.map((category) => (
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
