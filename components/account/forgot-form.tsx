import { useTranslations } from 'next-intl';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import { useFieldError } from './field-error';
import { FormField } from './form-field';

/** docs/product.md §2 /forgot-password: the address a reset link goes to (if an account has it). */
export function ForgotForm({
  language,
  kept,
  error,
}: {
  language: string;
  kept: KeptValues;
  error: AccountMessage | null;
}) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form">
      <p>{t('forgotText')}</p>
      <input type="hidden" name="action" value="forgot" />
      <input type="hidden" name="language" value={language} />
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        defaultValue={kept.email}
        error={errorFor('email')}
      />
      <button type="submit" className="button">
        {t('forgotButton')}
      </button>
    </form>
  );
}
