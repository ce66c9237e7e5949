import { useTranslations } from 'next-intl';
import { providerNames } from '@/lib/account/social/providers';
import type { SignInMethods as Methods } from '@/lib/shop/customer-types';
import '@/app/styles/account.css';

interface SignInMethodsProps {
  methods: Methods;
  formatLocale: string;
  forgotHref: string;
}

/**
 * How the customer signs in, where a provider is linked: which ones, and for a customer who signed up with one
 * and has no password yet, how to set one (changing the password or the e-mail address asks for it).
 */
export function SignInMethods({ methods, formatLocale, forgotHref }: SignInMethodsProps) {
  const t = useTranslations('Account');
  if (methods.providers.length === 0) return null;
  const providers = new Intl.ListFormat(formatLocale, { type: 'conjunction' }).format(
    methods.providers.map((provider) => providerNames[provider]),
  );
  return (
    <section className="sign-in-methods" aria-labelledby="sign-in-methods" data-testid="sign-in-methods">
      <h2 id="sign-in-methods">{t('signInTitle')}</h2>
      <p>{t('signInProviders', { providers })}</p>
      {!methods.password && (
        <p>{t.rich('signInNoPassword', { link: (text) => <a href={forgotHref}>{text}</a> })}</p>
      )}
    </section>
  );
}
