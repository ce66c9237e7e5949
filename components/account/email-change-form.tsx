import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { PasswordCaptcha } from './password-captcha';

interface EmailChangeFormProps {
  email: string;
  language: string;
  keptEmail: string | undefined;
  error: AccountMessage | null;
  /** Due after a few wrong passwords for the account (lib/account/password-guard.ts). */
  captcha: CaptchaChallenge | null;
}

/** A new login address with the current password; it only changes once the new mailbox confirms it. */
export function EmailChangeForm({ email, language, keptEmail, error, captcha }: EmailChangeFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="email-title">
      <h2 id="email-title">{t('emailTitle')}</h2>
      <p>{t('currentEmail', { email })}</p>
      <input type="hidden" name="action" value="changeEmail" />
      <input type="hidden" name="language" value={language} />
      <FormField
        name="newEmail"
        type="email"
        label={t('newEmail')}
        autoComplete="email"
        defaultValue={keptEmail}
        error={errorFor('newEmail')}
      />
      <FormField
        name="currentPassword"
        type="password"
        label={t('currentPassword')}
        autoComplete="current-password"
        hint={t('currentPasswordHint')}
        error={errorFor('currentPassword')}
      />
      {captcha && <PasswordCaptcha challenge={captcha} error={errorFor('captcha')} />}
      <button type="submit" className="button">
        {t('changeEmailButton')}
      </button>
    </form>
  );
}
