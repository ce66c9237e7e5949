import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { FormField } from './form-field';

/** Where a reset mail's link lands: the new password twice, posted with the link's token. */
export function ResetForm({
  token,
  language,
  error,
}: {
  token: string;
  language: string;
  error: AccountMessage | null;
}) {
  const t = useTranslations('Account');
  const errors = useTranslations();
  const errorFor = (field: string) =>
    error?.fields.includes(field) ? errors(error.key as 'Account.loggedIn', error.values) : null;
  return (
    <form method="post" action="/api/account" className="account-form">
      <input type="hidden" name="action" value="reset" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="language" value={language} />
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
        {t('resetButton')}
      </button>
    </form>
  );
}
