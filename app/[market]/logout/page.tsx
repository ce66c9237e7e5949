import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { LogoutForm } from '@/components/account/logout-form';
import { currentCustomer } from '@/lib/session/session-customer';
import { getMarketContext } from '@/lib/catalog/market-context';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/account.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;

export const generateMetadata = personalPageMetadata('Account', 'logoutMetaTitle');

/**
 * docs/product.md §2 /logout: asks, and the button logs out (a GET never does: a link or an image on another site could
 * otherwise log a customer out).
 */
export default async function LogoutPage({ params }: { params: Params }) {
  const market = await pageMarket(params);
  const [context, jar, t] = await Promise.all([
    getMarketContext(market),
    cookies(),
    getTranslations('Account'),
  ]);
  const customer = await currentCustomer((name) => jar.get(name)?.value, market);
  return (
    <main id="main" className="account-page">
      <h1>{t('logoutTitle')}</h1>
      {customer ? (
        <>
          <p>{t('logoutText')}</p>
          <LogoutForm language={market.language} />
        </>
      ) : (
        <p>
          {t('notLoggedIn')} <a href={`${context.linkPrefix}/login-register`}>{t('loginTab')}</a>
        </p>
      )}
    </main>
  );
}
