import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { useFieldError } from './field-error';
import { NewPasswordFields } from './new-password-fields';

/**
 * SPEC §4: a guest who just ordered becomes a customer by choosing a password; name, address and e-mail are the
 * order's. The e-mail is shown read-only as the username, so a password manager stores the pair.
 */
export function RegisterAfterOrderForm({
  email,
  language,
  error,
}: {
  email: string;
  language: string;
  error: AccountMessage | null;
}) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="after-order-title">
      <h2 id="after-order-title">{t('afterOrderTitle')}</h2>
      <p>{t('afterOrderText')}</p>
      <input type="hidden" name="action" value="registerAfterOrder" />
      <input type="hidden" name="language" value={language} />
      <div className="form-field">
        <label htmlFor="after-order-email">{t('email')}</label>
        <input id="after-order-email" type="email" value={email} autoComplete="username" readOnly />
      </div>
      <NewPasswordFields
        labels={{ password: t('password'), repeat: t('passwordRepeat') }}
        errorFor={errorFor}
      />
      <button type="submit" className="button">
        {t('afterOrderSubmit')}
      </button>
    </form>
  );
}
