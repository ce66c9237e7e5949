import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { NotFoundReason } from '@/lib/seo/resolve-path';
import { Rain } from './rain';
import '@/app/styles/errors.css';

interface NotFoundScreenProps {
  reason: NotFoundReason;
  storeName: string;
  homeHref: string;
  cartoonUrl: string;
}

export function NotFoundScreen({ reason, storeName, homeHref, cartoonUrl }: NotFoundScreenProps) {
  const t = useTranslations('NotFound');
  const crumbs = useTranslations('Breadcrumb');
  const headline = useTranslations('Errors.notFound')(reason);
  return (
    <main id="main" className="not-found" data-reason={reason}>
      {/* React hoists it into <head>; not-found screens get no generateMetadata. */}
      <title>{`${headline} – ${storeName}`}</title>
      <Rain />
      <Breadcrumbs
        label={crumbs('label')}
        items={[
          { title: crumbs('home'), href: homeHref },
          { title: t('title'), href: null },
        ]}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- the cartoon comes from the store's configuration */}
      <img src={cartoonUrl} alt="" width={320} height={240} className="not-found__cartoon" />
      <h1>{headline}</h1>
      <p>{t('advice')}</p>
      <Link href={homeHref} className="button">
        {t('backHome')}
      </Link>
    </main>
  );
}
