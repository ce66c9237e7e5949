import { useTranslations } from 'next-intl';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import { useFieldError } from './field-error';
import { FormField } from './form-field';
import { PersonFields } from './person-fields';

interface RegisterFormProps {
  language: string;
  kept: KeptValues;
  error: AccountMessage | null;
}

/**
 * docs/product.md §2 registration: title, names, the e-mail twice, company and VAT id for companies and associations; the
 * password is chosen at the mailed link, so nobody gives someone else's address one of their own. A plain form
 * posted to /api/account; after an error it comes back with what was entered.
 */
export function RegisterForm({ language, kept, error }: RegisterFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="register-title">
      <h2 id="register-title">{t('registerTitle')}</h2>
      <p>{t('registerText')}</p>
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
      <button type="submit" className="button">
        {t('registerButton')}
      </button>
    </form>
  );
}
