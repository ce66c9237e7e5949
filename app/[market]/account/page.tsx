import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountMessageBox } from '@/components/account/account-message';
import { LogoutForm } from '@/components/account/logout-form';
import { PasswordChangeForm } from '@/components/account/password-change-form';
import { accountMessage } from '@/lib/account/page-message';
import { currentCustomer } from '@/lib/account/sign-in';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { personalPageMetadata } from '../_shared/personal-page-metadata';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Account', 'accountMetaTitle');

const titleLabels = {
  mr: 'titleMr',
  miss: 'titleMiss',
  company: 'titleCompany',
  association: 'titleAssociation',
} as const;

/** SPEC §2 /account: the logged-in customer's own page; a visitor is sent to log in. */
export default async function AccountPage({ params, searchParams }: { params: Params; searchParams: Query }) {
  const market = decodeMarket((await params).market);
  if (!market) notFound();
  setRequestLocale(formatLocaleOf(market));
  const [context, jar, query, t] = await Promise.all([
    getMarketContext(market),
    cookies(),
    searchParams,
    getTranslations('Account'),
  ]);
  const customer = await currentCustomer((name) => jar.get(name)?.value, market);
  if (!customer) redirect(`${context.linkPrefix}/login-register`);
  const message = accountMessage(query);
  return (
    <main id="main" className="account-page">
      <h1>{t('accountTitle')}</h1>
      {message && <AccountMessageBox message={message} />}
      <p>{t('greeting', { name: customer.firstname })}</p>
      <section aria-labelledby="personal-data">
        <h2 id="personal-data">{t('personalData')}</h2>
        <dl className="account-data">
          <dt>{t('title')}</dt>
          <dd>{t(titleLabels[customer.title])}</dd>
          <dt>{t('firstname')}</dt>
          <dd>{customer.firstname}</dd>
          <dt>{t('lastname')}</dt>
          <dd>{customer.lastname}</dd>
          {customer.company && (
            <>
              <dt>{t('company')}</dt>
              <dd>{customer.company}</dd>
            </>
          )}
          <dt>{t('email')}</dt>
          <dd>{customer.email}</dd>
          <dt>{t('customerNumber')}</dt>
          <dd>{customer.ref}</dd>
        </dl>
      </section>
      <PasswordChangeForm language={market.language} error={message?.kind === 'error' ? message : null} />
      <section aria-labelledby="orders">
        <h2 id="orders">{t('ordersTitle')}</h2>
        <p>{t('ordersSoon')}</p>
      </section>
      <LogoutForm language={market.language} />
    </main>
  );
}
