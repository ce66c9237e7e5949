import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AccountMessageBox } from '@/components/account/account-message';
import { ForgotForm } from '@/components/account/forgot-form';
import { ResetForm } from '@/components/account/reset-form';
import { FORM_FLASH_COOKIE, decodeKeptValues } from '@/lib/account/form-flash';
import { accountMessage } from '@/lib/account/page-message';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/account.css';

// A form that answers per request (its messages, a reset link's token): never cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Account', 'forgotMetaTitle');

/** docs/product.md §2 /forgot-password: ask for a reset link, or (`?reset={token}`, from the mail) set the new password. */
export default async function ForgotPasswordPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [jar, query, t] = await Promise.all([cookies(), searchParams, getTranslations('Account')]);
  const message = accountMessage(query);
  const error = message?.kind === 'error' ? message : null;
  const reset = Array.isArray(query.reset) ? query.reset[0] : query.reset;
  return (
    <main id="main" className="account-page">
      <h1>{reset ? t('resetTitle') : t('forgotTitle')}</h1>
      {message && <AccountMessageBox message={message} />}
      {reset ? (
        <ResetForm token={reset} language={market.language} error={error} />
      ) : (
        <ForgotForm
          language={market.language}
          kept={error ? decodeKeptValues(jar.get(FORM_FLASH_COOKIE)?.value) : {}}
          error={error}
        />
      )}
    </main>
  );
}
