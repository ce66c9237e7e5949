import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { useFieldError } from './field-error';
import { NewPasswordFields } from './new-password-fields';

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
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form">
      <input type="hidden" name="action" value="reset" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="language" value={language} />
      <NewPasswordFields
        labels={{ password: t('newPassword'), repeat: t('newPasswordRepeat') }}
        errorFor={errorFor}
      />
      <button type="submit" className="button">
        {t('resetButton')}
      </button>
    </form>
  );
}
