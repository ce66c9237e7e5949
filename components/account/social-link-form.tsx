import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { providerNames } from '@/lib/account/social/providers';
import type { PendingIdentity } from '@/lib/account/social/sealed-cookies';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { PasswordCaptcha } from './password-captcha';

interface SocialLinkFormProps {
  pending: PendingIdentity;
  language: string;
  linkPrefix: string;
  error: AccountMessage | null;
  /** Due after a few wrong passwords for the account, as at login. */
  captcha: CaptchaChallenge | null;
}

/**
 * Linking a provider to the account that already has its address: that account's password, once. The address
 * is shown read-only as the username, so a password manager offers the right password.
 */
export function SocialLinkForm({ pending, language, linkPrefix, error, captcha }: SocialLinkFormProps) {
  const t = useTranslations('SocialLogin');
  const errorFor = useFieldError(error);
  const provider = providerNames[pending.p];
  return (
    <form
      method="post"
      action="/api/auth/finish"
      className="account-form"
      aria-labelledby="social-link-title"
    >
      <h2 id="social-link-title">{t('linkTitle', { provider })}</h2>
      <p>{t('linkIntro', { provider, email: pending.email })}</p>
      <input type="hidden" name="action" value="link" />
      <input type="hidden" name="language" value={language} />
      <FormField name="username" label={t('email')} autoComplete="username">
        {({ id }) => <input id={id} type="email" autoComplete="username" value={pending.email} readOnly />}
      </FormField>
      <FormField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        error={errorFor('password')}
      />
      {captcha && <PasswordCaptcha challenge={captcha} error={errorFor('captcha')} />}
      <button type="submit" className="button">
        {t('linkButton')}
      </button>
      <p>
        <a href={`${linkPrefix}/login-register`}>{t('startOver')}</a>
      </p>
    </form>
  );
}
