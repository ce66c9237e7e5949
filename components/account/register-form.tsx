import { useTranslations } from 'next-intl';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { PersonFields } from './person-fields';

interface RegisterFormProps {
  language: string;
  kept: KeptValues;
  error: AccountMessage | null;
}

/**
 * SPEC §2 registration: title, names, e-mail and password each twice, company and VAT id for companies and
 * associations. A plain form posted to /api/account; after an error it comes back with what was entered.
 */
export function RegisterForm({ language, kept, error }: RegisterFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="register-title">
      <h2 id="register-title">{t('registerTitle')}</h2>
      <input type="hidden" name="action" value="register" />
      <input type="hidden" name="language" value={language} />
      <PersonFields values={kept} errorFor={errorFor} />
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        defaultValue={kept.email}
        error={errorFor('email')}
      />
      <FormField
        name="emailRepeat"
        type="email"
        label={t('emailRepeat')}
        autoComplete="email"
        defaultValue={kept.emailRepeat}
        error={errorFor('emailRepeat')}
      />
      <NewPasswordFields
        labels={{ password: t('password'), repeat: t('passwordRepeat') }}
        errorFor={errorFor}
      />
      <button type="submit" className="button">
        {t('registerButton')}
      </button>
    </form>
  );
}
