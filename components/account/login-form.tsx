import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import type { KeptValues } from '@/lib/account/form-flash';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { PasswordCaptcha } from './password-captcha';
import { ReturnToField } from './return-to-field';

interface LoginFormProps {
  language: string;
  linkPrefix: string;
  kept: KeptValues;
  error: AccountMessage | null;
  /** Due after a few wrong passwords for the address (lib/account/password-guard.ts); null before. */
  captcha: CaptchaChallenge | null;
  /** The page the login returns to (lib/account/return-path.ts). */
  returnTo: string | null;
}

/**
 * docs/product.md §2 login: e-mail and password, a plain form posted to /api/account (works without JavaScript); the
 * captcha too once failures on the address made it due.
 */
export function LoginForm({ language, linkPrefix, kept, error, captcha, returnTo }: LoginFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="login-title">
      <h2 id="login-title">{t('loginTitle')}</h2>
      <input type="hidden" name="action" value="login" />
      <input type="hidden" name="language" value={language} />
      <ReturnToField returnTo={returnTo} />
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="username"
        defaultValue={kept.email}
        error={errorFor('email')}
      />
      <FormField
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        error={errorFor('password')}
      />
      <p>
        <a href={`${linkPrefix}/forgot-password`}>{t('forgotLink')}</a>
      </p>
      {captcha && <PasswordCaptcha challenge={captcha} error={errorFor('captcha')} />}
      <button type="submit" className="button">
        {t('loginButton')}
      </button>
    </form>
  );
}
