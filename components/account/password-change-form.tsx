import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { PasswordCaptcha } from './password-captcha';

/** docs/product.md §5 password change: the current password (and the captcha when due), then the new one twice. */
export function PasswordChangeForm({
  language,
  error,
  captcha,
}: {
  language: string;
  error: AccountMessage | null;
  captcha: CaptchaChallenge | null;
}) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="password-title">
      <h2 id="password-title">{t('passwordTitle')}</h2>
      <input type="hidden" name="action" value="changePassword" />
      <input type="hidden" name="language" value={language} />
      <FormField
        name="oldPassword"
        type="password"
        label={t('oldPassword')}
        autoComplete="current-password"
        error={errorFor('oldPassword')}
      />
      <NewPasswordFields
        labels={{ password: t('newPassword'), repeat: t('newPasswordRepeat') }}
        errorFor={errorFor}
      />
      {captcha && <PasswordCaptcha challenge={captcha} error={errorFor('captcha')} />}
      <button type="submit" className="button">
        {t('changePasswordButton')}
      </button>
    </form>
  );
}
