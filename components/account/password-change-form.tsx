import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { FormField } from './form-field';

/** SPEC §5 password change: the current password, then the new one twice. */
export function PasswordChangeForm({ language, error }: { language: string; error: AccountMessage | null }) {
  const t = useTranslations('Account');
  const errors = useTranslations();
  const errorFor = (field: string) =>
    error?.fields.includes(field) ? errors(error.key as 'Account.loggedIn', error.values) : null;
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
      <FormField
        name="password"
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errorFor('password')}
      />
      <FormField
        name="passwordRepeat"
        type="password"
        label={t('newPasswordRepeat')}
        autoComplete="new-password"
        error={errorFor('passwordRepeat')}
      />
      <button type="submit" className="button">
        {t('changePasswordButton')}
      </button>
    </form>
  );
}
