import { useTranslations } from 'next-intl';
import { providerNames } from '@/lib/account/social/providers';
import type { SocialProvider } from '@/lib/shop/customer-types';

interface SocialButtonsProps {
  providers: SocialProvider[];
  language: string;
  /** The page to return to once signed in, as the login form has it. */
  returnTo: string | null;
}

/**
 * "Sign in with Google / Facebook" for the configured providers only: each a plain form posted to its start route
 * (a POST, so another site cannot start a sign-in), which works without JavaScript.
 */
export function SocialButtons({ providers, language, returnTo }: SocialButtonsProps) {
  const t = useTranslations('SocialLogin');
  if (providers.length === 0) return null;
  return (
    <section className="social-login" aria-labelledby="social-login-title">
      <h2 id="social-login-title">{t('providers')}</h2>
      {providers.map((provider) => (
        <form key={provider} method="post" action={`/api/auth/${provider}?language=${language}`}>
          {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
          <button type="submit" className={`button button--${provider}`}>
            {t('signInWith', { provider: providerNames[provider] })}
          </button>
        </form>
      ))}
    </section>
  );
}
