import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountMessageBox } from '@/components/account/account-message';
import { ConfirmForm } from '@/components/account/confirm-form';
import { LoginForm } from '@/components/account/login-form';
import { RegisterForm } from '@/components/account/register-form';
import { SocialButtons } from '@/components/account/social-buttons';
import { SocialCompleteForm } from '@/components/account/social-complete-form';
import { SocialLinkForm } from '@/components/account/social-link-form';
import { FORM_FLASH_COOKIE, decodeKeptValues } from '@/lib/account/form-flash';
import { accountMessage } from '@/lib/account/page-message';
import { loginReturnPath, loginReturnPathOfReferer } from '@/lib/account/return-path';
import { currentCustomer } from '@/lib/session/session-customer';
import { socialMessage } from '@/lib/account/social/page-message';
import { pendingForm } from '@/lib/account/social/pending-form';
import { passwordCaptcha } from '@/lib/account/password-guard';
import { configuredProviders } from '@/lib/account/social/providers';
import { env } from '@/lib/env';
import { getMarketContext } from '@/lib/catalog/market-context';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/account.css';

// The shopper's own page: who is logged in decides it, so it is rendered per request and never cached.
export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Account', 'metaTitle');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A mailed link's token: a registration's (`?confirm=`) or a new login address's (`?email=`). */
function linkOf(query: Record<string, string | string[] | undefined>) {
  const confirm = first(query.confirm);
  if (confirm) return { action: 'confirm', token: confirm } as const;
  const email = first(query.email);
  return email ? ({ action: 'confirmEmail', token: email } as const) : null;
}

/**
 * docs/product.md §2 /login-register: a login and a register tab (`?tab=register` opens the second), as links, so they
 * work without JavaScript; `?confirm={token}` and `?email={token}` are where the registration mail's and the
 * e-mail change mail's links land.
 */
export default async function LoginRegisterPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, jar, request, query, t] = await Promise.all([
    getMarketContext(market),
    cookies(),
    headers(),
    searchParams,
    getTranslations('Account'),
  ]);
  const cookie = (name: string) => jar.get(name)?.value;
  const link = linkOf(query);
  // After a provider's answer: the form that completes or links the account, while its identity is pending.
  const pending = link ? null : await pendingForm(query, cookie);
  const message =
    accountMessage(query) ?? socialMessage(pending === 'expired' ? { error: 'social.expired' } : query);
  // A logged-in customer is sent on to the account, with the notice of the form that brought them here.
  if (!link && (await currentCustomer(cookie, market)))
    redirect(
      `${context.linkPrefix}/account${message?.kind === 'notice' ? `?notice=${first(query.notice)}` : ''}`,
    );
  const tab = first(query.tab) === 'register' ? 'register' : 'login';
  const kept = message?.kind === 'error' ? decodeKeptValues(cookie(FORM_FLASH_COOKIE)) : {};
  // Due for the address the refused login or link form was about, after a few wrong passwords for it.
  const captcha =
    link === null && (tab === 'login' || pending)
      ? await passwordCaptcha(pending && pending !== 'expired' ? pending.email : kept.email)
      : null;
  const error = message?.kind === 'error' ? message : null;
  const returnTo =
    loginReturnPath(first(query.return)) ??
    loginReturnPath(kept.returnTo) ??
    loginReturnPathOfReferer(request.get('referer'), request.get('host'));
  const tabHref = (name: 'login' | 'register') =>
    `${context.linkPrefix}/login-register${name === 'register' ? '?tab=register' : ''}`;
  return (
    <main id="main" className="account-page">
      <h1>{link ? t(link.action === 'confirm' ? 'confirmTitle' : 'emailConfirmTitle') : t('tabs')}</h1>
      {message && <AccountMessageBox message={message} />}
      {link ? (
        <ConfirmForm token={link.token} language={market.language} action={link.action} error={error} />
      ) : pending && pending !== 'expired' ? (
        pending.k === 'complete' ? (
          <SocialCompleteForm
            pending={pending}
            language={market.language}
            linkPrefix={context.linkPrefix}
            kept={kept}
            error={error}
          />
        ) : (
          <SocialLinkForm
            pending={pending}
            language={market.language}
            linkPrefix={context.linkPrefix}
            error={error}
            captcha={captcha}
          />
        )
      ) : (
        <>
          <nav className="account-tabs" aria-label={t('tabs')}>
            {(['login', 'register'] as const).map((name) => (
              <a key={name} href={tabHref(name)} aria-current={tab === name ? 'page' : undefined}>
                {t(name === 'login' ? 'loginTab' : 'registerTab')}
              </a>
            ))}
          </nav>
          {tab === 'login' ? (
            <LoginForm
              language={market.language}
              linkPrefix={context.linkPrefix}
              kept={kept}
              error={error}
              captcha={captcha}
              returnTo={returnTo}
            />
          ) : (
            <RegisterForm language={market.language} kept={kept} error={error} />
          )}
          <SocialButtons
            providers={configuredProviders(env())}
            language={market.language}
            returnTo={returnTo}
          />
        </>
      )}
    </main>
  );
}
